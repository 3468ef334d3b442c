import { emptySubmissionForm, type SubmissionForm } from '@/features/submission/submission-steps';
import type { NumberField } from './submission-fields';

/**
 * What has been typed into the submission dialog, kept for the browser session (sessionStorage),
 * so an accidental reload does not lose it. Nothing leaves the device.
 */
export interface SubmissionDraft {
  step: number;
  form: SubmissionForm;
  numbers: Record<NumberField, string>;
}

const KEY = 'isolario:submission-draft';
const EMPTY_NUMBERS: Record<NumberField, string> = { latitude: '', longitude: '', area: '', population: '' };

/** True when nothing has been typed or chosen: closing such a dialog loses nothing. */
export function isBlankDraft(draft: Pick<SubmissionDraft, 'form' | 'numbers'>): boolean {
  return (
    JSON.stringify(draft.form) === JSON.stringify(emptySubmissionForm()) &&
    JSON.stringify(draft.numbers) === JSON.stringify(EMPTY_NUMBERS)
  );
}

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be refused (privacy settings): the dialog then simply keeps nothing.
    return undefined;
  }
}

/** The kept draft, or undefined when there is none or it is not one this version wrote. */
export function readDraft(): SubmissionDraft | undefined {
  try {
    const raw = storage()?.getItem(KEY);
    if (!raw) return undefined;
    const draft = JSON.parse(raw) as Partial<SubmissionDraft>;
    const empty = emptySubmissionForm();
    if (
      typeof draft.step !== 'number' ||
      typeof draft.form !== 'object' ||
      draft.form === null ||
      typeof draft.numbers !== 'object' ||
      draft.numbers === null
    )
      return undefined;
    // Only the fields the form has, each of the type it has: an old or edited entry cannot break it.
    const form = { ...empty };
    for (const key of Object.keys(empty) as (keyof SubmissionForm)[]) {
      const value = (draft.form as unknown as Record<string, unknown>)[key];
      if (value !== undefined && (typeof value === typeof empty[key] || (key === 'area' && typeof value === 'number')))
        (form as unknown as Record<string, unknown>)[key] = value;
    }
    const numbers = { ...EMPTY_NUMBERS };
    for (const key of Object.keys(EMPTY_NUMBERS) as NumberField[]) {
      const value = (draft.numbers as Record<string, unknown>)[key];
      if (typeof value === 'string') numbers[key] = value;
    }
    return { step: Math.min(4, Math.max(1, Math.trunc(draft.step))), form, numbers };
  } catch {
    return undefined;
  }
}

export function writeDraft(draft: SubmissionDraft): void {
  try {
    if (isBlankDraft(draft)) storage()?.removeItem(KEY);
    else storage()?.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Full or refused: the draft is a convenience, not a promise.
  }
}

export function clearDraft(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // As above.
  }
}
