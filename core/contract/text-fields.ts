import { z } from 'zod';

/** Field caps: long enough for any real entry, short enough that nobody can flood the inbox. */
export const LIMITS = {
  name: 120,
  country: 120,
  description: 4000,
  historicalSignificance: 4000,
  personName: 120,
  email: 254,
  subject: 200,
  message: 5000,
  url: 2048,
  title: 200,
  notes: 2000,
  note: 500,
  alternateNames: 20,
  sources: 20,
} as const;

// No control characters other than tab and newlines, C0 or C1 (U+0080-U+009F, e.g. CSI): they
// break CSV, logs and terminals.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

// Half of a UTF-16 pair on its own is no character: PostgreSQL's jsonb refuses it (a 500 at
// approval) and React's hydration fails on it. Paired halves are one code point and pass.
const LONE_SURROGATE = /\p{Surrogate}/u;

/** Whether text is well-formed Unicode: no lone UTF-16 surrogate. */
export const isWellFormedText = (value: string) => !LONE_SURROGATE.test(value);
export const wellFormedMessage = (label: string) =>
  `${label} must be well-formed Unicode text (a lone UTF-16 surrogate is not)`;

export function text(label: string, min: number, max: number, minMessage: string) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? minMessage : `${label} must be text`) })
    .trim()
    .min(min, minMessage)
    .max(max, `${label} must be at most ${max} characters`)
    .refine((value) => !CONTROL_CHARACTERS.test(value), `${label} must not contain control characters`)
    .refine(isWellFormedText, wellFormedMessage(label));
}

export function optionalText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((value) => !CONTROL_CHARACTERS.test(value), `${label} must not contain control characters`)
    .refine(isWellFormedText, wellFormedMessage(label))
    .optional();
}
