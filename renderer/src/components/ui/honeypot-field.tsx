import { HONEYPOT_FIELD } from '@core/inbox/honeypot';

/**
 * A field people never see or reach (off screen, out of the tab order, hidden from screen
 * readers) but form-filling bots do. The server answers a post that fills it like a success and
 * stores nothing.
 */
export function HoneypotField() {
  return (
    <div className="honeypot" aria-hidden="true">
      <label>
        Website
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/** The payload as parsed, plus the honeypot's value when something filled it in. */
export function withHoneypot<T extends object>(payload: T, form: HTMLFormElement): T {
  const field = form.elements.namedItem(HONEYPOT_FIELD);
  const value = field instanceof HTMLInputElement ? field.value : '';
  return value === '' ? payload : { ...payload, [HONEYPOT_FIELD]: value };
}
