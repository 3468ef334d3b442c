import { Select as RadixSelect } from 'radix-ui';
import { CheckIcon, ChevronDownIcon } from './icons';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectProps {
  id: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  /** Needed when no <label htmlFor={id}> names the control. */
  ariaLabel?: string;
  ariaInvalid?: boolean;
  ariaDescribedBy?: string;
  className?: string;
  name?: string;
}

/** A listbox select on Radix: typeahead, arrow keys, Escape, and a label through its id. */
export function Select({
  id,
  value,
  onValueChange,
  options,
  ariaLabel,
  ariaInvalid,
  ariaDescribedBy,
  className,
  name,
}: SelectProps) {
  return (
    <RadixSelect.Root value={value} onValueChange={onValueChange} {...(name ? { name } : {})}>
      <RadixSelect.Trigger
        id={id}
        className={['select-trigger', className].filter(Boolean).join(' ')}
        aria-label={ariaLabel}
        aria-invalid={ariaInvalid || undefined}
        aria-describedby={ariaDescribedBy}
      >
        {/* The label is rendered here rather than mirrored from the closed list, so it always follows value. */}
        <RadixSelect.Value>{options.find((option) => option.value === value)?.label}</RadixSelect.Value>
        <RadixSelect.Icon className="select-trigger__icon">
          <ChevronDownIcon />
        </RadixSelect.Icon>
      </RadixSelect.Trigger>
      <RadixSelect.Portal>
        <RadixSelect.Content className="select-content" position="popper" sideOffset={4}>
          <RadixSelect.Viewport className="select-viewport">
            {options.map((option) => (
              <RadixSelect.Item key={option.value} value={option.value} className="select-item">
                <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                <RadixSelect.ItemIndicator className="select-item__indicator">
                  <CheckIcon />
                </RadixSelect.ItemIndicator>
              </RadixSelect.Item>
            ))}
          </RadixSelect.Viewport>
        </RadixSelect.Content>
      </RadixSelect.Portal>
    </RadixSelect.Root>
  );
}
