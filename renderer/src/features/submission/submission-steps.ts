import type { AccessMethod, Category, Region } from '../../../../core/contract/enums';
import { submissionPayloadSchema } from '../../../../core/contract/schemas';
import { parseCoordinate } from './coordinate-input';

/** The dialog's form state: what the inputs hold before the full schema parses it. */
export interface SubmissionForm {
  name: string;
  country: string;
  region: Region | '';
  category: Category | '';
  description: string;
  latitude: number;
  longitude: number;
  area: number | undefined;
  population: number;
  accessMethod: AccessMethod | '';
  hasAirport: boolean;
  hasAbandonedAirstrip: boolean;
  isInhabited: boolean;
  militaryHistory: boolean;
  imageUrl: string;
  source: string;
  submitterName: string;
  submitterEmail: string;
}

export const SUBMISSION_STEPS = [
  { step: 1, title: 'Island Identity', fields: ['name', 'country', 'region', 'category', 'description'] },
  { step: 2, title: 'Coordinates', fields: ['latitude', 'longitude', 'area', 'population'] },
  {
    step: 3,
    title: 'Access & Features',
    fields: ['accessMethod', 'hasAirport', 'hasAbandonedAirstrip', 'isInhabited', 'militaryHistory'],
  },
  { step: 4, title: 'Images & Contact', fields: ['imageUrl', 'source', 'submitterName', 'submitterEmail'] },
] as const satisfies readonly { step: number; title: string; fields: readonly (keyof SubmissionForm)[] }[];

export const SUBMISSION_STEP_COUNT = SUBMISSION_STEPS.length;

/** Spec section 3: region Pacific, category Tropical, access Boat Only, numbers 0, flags false. */
export function emptySubmissionForm(): SubmissionForm {
  return {
    name: '',
    country: '',
    region: 'Pacific',
    category: 'Tropical',
    description: '',
    latitude: 0,
    longitude: 0,
    area: undefined,
    population: 0,
    accessMethod: 'Boat Only',
    hasAirport: false,
    hasAbandonedAirstrip: false,
    isInhabited: false,
    militaryHistory: false,
    imageUrl: '',
    source: '',
    submitterName: '',
    submitterEmail: '',
  };
}

export const STEP_MESSAGES = {
  name: 'Island name must be at least 2 characters',
  description: 'Description must be at least 10 characters',
  region: 'Region is required',
  country: 'Country is required',
  category: 'Category is required',
  latitude: 'Please enter a valid latitude between -90 and 90',
  longitude: 'Please enter a valid longitude between -180 and 180',
  population: 'Population cannot be negative',
  area: 'Area must be positive',
  accessMethod: 'Access method is required',
  submitterName: 'Your name is required',
  submitterEmail: 'Valid email is required',
  imageUrl: 'Must be a valid NASA image URL from accepted domains',
} as const;

export const FIX_ISSUES_HEADING = 'Please fix the following issues:';
export const GENERIC_FORM_ERROR = 'Please complete all required fields';

/** What the dialog asks beyond the schema: a point at 0 is a field left empty, not the Gulf of Guinea. */
const ALSO_REQUIRED: Partial<Record<keyof SubmissionForm, (form: SubmissionForm) => boolean>> = {
  latitude: (form) => form.latitude !== 0,
  longitude: (form) => form.longitude !== 0,
};

/** Where the spec's step rule is looser than the schema, the step uses it; the schema judges at submit. */
const INSTEAD_OF_SCHEMA: Partial<Record<keyof SubmissionForm, (form: SubmissionForm) => boolean>> = {
  submitterEmail: (form) => form.submitterEmail.includes('@') && form.submitterEmail.trim().length >= 5,
};

/**
 * The per-step checks of the dialog, derived from the submission schema: each field of the
 * step is checked by its own schema rule, in the spec's order, and a failure reads as the spec's
 * step message. Where the schema refuses for a reason that message does not name (text too long,
 * control characters), its own message says so. An empty list means the step may advance.
 */
export function validateSubmissionStep(step: number, form: SubmissionForm): string[] {
  const fields = new Set<string>(SUBMISSION_STEPS[step - 1]?.fields ?? []);
  const payload: Record<string, unknown> = toSubmissionPayload(form);
  const errors: string[] = [];
  for (const [field, message] of Object.entries(STEP_MESSAGES) as [keyof typeof STEP_MESSAGES, string][]) {
    if (!fields.has(field)) continue;
    const own = INSTEAD_OF_SCHEMA[field];
    if (own) {
      if (!own(form)) errors.push(message);
      continue;
    }
    const checked = submissionPayloadSchema.shape[field].safeParse(payload[field]);
    const issue = checked.error?.issues[0];
    if (issue) {
      const unnamed = (issue.code === 'too_big' && issue.origin === 'string') || issue.code === 'custom';
      errors.push(unnamed ? issue.message : message);
    } else if (ALSO_REQUIRED[field]?.(form) === false) errors.push(message);
  }
  return errors;
}

/**
 * Unparsable number inputs fall back to 0 (area to empty); population is an integer; a latitude
 * or longitude may be written in degrees and minutes with a hemisphere (45°30'S).
 */
export function parseNumberInput(raw: string, field: 'latitude' | 'longitude' | 'population'): number;
export function parseNumberInput(raw: string, field: 'area'): number | undefined;
export function parseNumberInput(raw: string, field: 'latitude' | 'longitude' | 'population' | 'area') {
  if (field === 'latitude' || field === 'longitude') return parseCoordinate(raw, field) ?? 0;
  if (field === 'population') {
    const value = Number.parseInt(raw, 10);
    return Number.isFinite(value) ? value : 0;
  }
  const value = Number.parseFloat(raw);
  if (field === 'area') return Number.isFinite(value) ? value : undefined;
  return Number.isFinite(value) ? value : 0;
}

/** The body sent to POST /api/submissions; the full schema parses it again on both sides. */
export function toSubmissionPayload(form: SubmissionForm) {
  const { imageUrl, source, area, ...rest } = form;
  return {
    ...rest,
    ...(area === undefined ? {} : { area }),
    ...(imageUrl.trim() === '' ? {} : { imageUrl: imageUrl.trim() }),
    ...(source.trim() === '' ? {} : { source: source.trim() }),
  };
}

/**
 * The form filled in again from a payload the outbox kept (a rejected item being corrected): the
 * reverse of toSubmissionPayload. Fields the payload lacks, or holds as the wrong type, keep the
 * empty form's value, so an old item still opens.
 */
export function submissionFormFrom(payload: Record<string, unknown>): SubmissionForm {
  const form = emptySubmissionForm();
  const filled: Record<string, unknown> = { ...form };
  for (const [key, empty] of Object.entries(form)) {
    const value = payload[key];
    if (key === 'area') {
      if (typeof value === 'number') filled.area = value;
    } else if (value !== undefined && typeof value === typeof empty) filled[key] = value;
  }
  return filled as unknown as SubmissionForm;
}
