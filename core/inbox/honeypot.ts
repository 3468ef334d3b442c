/**
 * The hidden field of the public web forms: visually hidden, aria-hidden, out of the tab order,
 * so people leave it empty and form-filling bots do not. The payload schemas strip it.
 */
export const HONEYPOT_FIELD = 'website';
