import type { ReactNode } from 'react';

/**
 * A table that may be wider than a phone: a named region the keyboard can reach and scroll (axe's
 * scrollable-region-focusable), with a shadow on the side that has more to show (CSS alone, so it
 * is right in the server's page too).
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="scroll-region" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
