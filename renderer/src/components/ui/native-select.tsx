import type { SelectOption } from './select';

interface NativeSelectProps {
  id: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  /** Needed when no <label htmlFor={id}> names the control. */
  ariaLabel?: string;
  /** The id of a hint that says more about the choice. */
  describedBy?: string;
  className?: string;
}

/**
 * The browser's own select, styled like Select: phones show their picker, it works before the
 * page's script has run, and it costs nothing to hydrate (Radix's select re-renders once per
 * option as it mounts, which on Explore's long country list blocked the main thread).
 */
export function NativeSelect({
  id,
  value,
  onValueChange,
  options,
  ariaLabel,
  describedBy,
  className,
}: NativeSelectProps) {
  return (
    <select
      id={id}
      aria-label={ariaLabel}
      aria-describedby={describedBy}
      className={['select-native', className].filter(Boolean).join(' ')}
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
