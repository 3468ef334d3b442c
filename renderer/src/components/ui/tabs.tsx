import { Tabs as RadixTabs } from 'radix-ui';
import type { ReactNode } from 'react';

export interface TabItem {
  value: string;
  label: string;
  content: ReactNode;
}

/** Tabs with roving focus: arrow keys move between tabs, Tab moves into the panel. */
export function Tabs({
  items,
  defaultValue,
  label,
}: {
  items: readonly TabItem[];
  defaultValue: string;
  label: string;
}) {
  return (
    <RadixTabs.Root className="tabs" defaultValue={defaultValue}>
      <RadixTabs.List className="tabs__list" aria-label={label}>
        {items.map((item) => (
          <RadixTabs.Trigger key={item.value} value={item.value} className="tabs__trigger">
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className="tabs__panel">
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
