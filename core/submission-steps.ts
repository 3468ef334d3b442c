import { ACCESS_METHODS, CATEGORIES, REGIONS } from './enums';
import type { AccessMethod, Category, Region } from './enums';
import { isAcceptedImageUrl } from './image-hosts';

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
  { step: 4, title: 'Images & Contact', fields: ['imageUrl', 'submitterName', 'submitterEmail'] },
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

/** The per-step checks of spec section 5; an empty list means the step may advance. */
export function validateSubmissionStep(step: number, form: SubmissionForm): string[] {
  const errors: string[] = [];
  const check = (ok: boolean, message: string) => {
    if (!ok) errors.push(message);
  };
  switch (step) {
    case 1:
      check(form.name.trim().length >= 2, STEP_MESSAGES.name);
      check(form.description.trim().length >= 10, STEP_MESSAGES.description);
      check((REGIONS as readonly string[]).includes(form.region), STEP_MESSAGES.region);
      check(form.country.trim().length >= 2, STEP_MESSAGES.country);
      check((CATEGORIES as readonly string[]).includes(form.category), STEP_MESSAGES.category);
      break;
    case 2:
      check(form.latitude !== 0 && form.latitude >= -90 && form.latitude <= 90, STEP_MESSAGES.latitude);
      check(form.longitude !== 0 && form.longitude >= -180 && form.longitude <= 180, STEP_MESSAGES.longitude);
      check(form.population >= 0, STEP_MESSAGES.population);
      check(form.area === undefined || form.area > 0, STEP_MESSAGES.area);
      break;
    case 3:
      check((ACCESS_METHODS as readonly string[]).includes(form.accessMethod), STEP_MESSAGES.accessMethod);
      break;
    case 4:
      check(form.submitterName.trim().length >= 2, STEP_MESSAGES.submitterName);
      check(form.submitterEmail.includes('@') && form.submitterEmail.trim().length >= 5, STEP_MESSAGES.submitterEmail);
      check(form.imageUrl.trim() === '' || isAcceptedImageUrl(form.imageUrl.trim()), STEP_MESSAGES.imageUrl);
      break;
  }
  return errors;
}

/** Unparsable number inputs fall back to 0 (area to empty); population is an integer. */
export function parseNumberInput(raw: string, field: 'latitude' | 'longitude' | 'population'): number;
export function parseNumberInput(raw: string, field: 'area'): number | undefined;
export function parseNumberInput(raw: string, field: 'latitude' | 'longitude' | 'population' | 'area') {
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
  const { imageUrl, area, ...rest } = form;
  return {
    ...rest,
    ...(area === undefined ? {} : { area }),
    ...(imageUrl.trim() === '' ? {} : { imageUrl: imageUrl.trim() }),
  };
}
