import type { ReactNode } from 'react';

export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

interface FieldProps {
  id: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  /** Shown under the control and tied to it with aria-describedby. */
  error?: string | undefined;
  /** A live hint (shown while typing) that is not yet an error. */
  warning?: string | undefined;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** A labelled form control with its hint and error wired up for screen readers. */
export function Field({ id, label, required, hint, error, warning, className, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const messageId = error || warning ? `${id}-message` : undefined;
  const describedBy = [hintId, messageId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="field__label">
        {label}
        {required ? (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children({
        id,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(required ? { 'aria-required': true as const } : {}),
      })}
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error || warning ? (
        <p id={messageId} className={error ? 'field__error' : 'field__warning'} role={error ? undefined : 'status'}>
          {error ?? warning}
        </p>
      ) : null}
    </div>
  );
}
