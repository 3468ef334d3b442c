import { describe, expect, it } from 'vitest';
import { submissionPayloadSchema } from '../../../../core/contract/schemas';
import {
  FIX_ISSUES_HEADING,
  GENERIC_FORM_ERROR,
  SUBMISSION_STEPS,
  SUBMISSION_STEP_COUNT,
  emptySubmissionForm,
  parseNumberInput,
  submissionFormFrom,
  toSubmissionPayload,
  validateSubmissionStep,
} from './submission-steps';
import { validSubmission } from '../../../../tests/support/fixtures';
import type { SubmissionForm } from './submission-steps';

const filledForm = (): SubmissionForm => ({
  ...emptySubmissionForm(),
  name: 'Wake Island',
  country: 'United States',
  region: 'Pacific',
  category: 'Military History',
  description: 'A coral atoll with a long runway.',
  latitude: 19.2796,
  longitude: 166.6499,
  area: 7.4,
  population: 100,
  accessMethod: 'Plane',
  hasAirport: true,
  isInhabited: true,
  militaryHistory: true,
  imageUrl: 'https://images-assets.nasa.gov/image/wake.jpg',
  submitterName: 'Ada Lovelace',
  submitterEmail: 'ada@example.org',
});

const errorsOf = (step: number, overrides: Partial<SubmissionForm>) =>
  validateSubmissionStep(step, { ...filledForm(), ...overrides });

describe('the steps', () => {
  it('are four, with the titles and fields the dialog shows', () => {
    expect(SUBMISSION_STEP_COUNT).toBe(4);
    expect(SUBMISSION_STEPS.map(({ step, title, fields }) => [step, title, [...fields]])).toEqual([
      [1, 'Island Identity', ['name', 'country', 'region', 'category', 'description']],
      [2, 'Coordinates', ['latitude', 'longitude', 'area', 'population']],
      [
        3,
        'Access & Features',
        ['accessMethod', 'hasAirport', 'hasAbandonedAirstrip', 'isInhabited', 'militaryHistory'],
      ],
      // Issue 42 adds an optional 'where did you read this?' to the spec's last step.
      [4, 'Images & Contact', ['imageUrl', 'source', 'submitterName', 'submitterEmail']],
    ]);
  });

  it('start from the spec defaults', () => {
    expect(emptySubmissionForm()).toEqual({
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
    });
    expect(emptySubmissionForm()).not.toBe(emptySubmissionForm());
  });

  it('spell the list heading and the generic error as the spec does', () => {
    expect(FIX_ISSUES_HEADING).toBe('Please fix the following issues:');
    expect(GENERIC_FORM_ERROR).toBe('Please complete all required fields');
  });

  it('let a filled form through every step', () => {
    for (const step of [1, 2, 3, 4]) expect(validateSubmissionStep(step, filledForm())).toEqual([]);
  });

  it('check nothing for a step outside 1 to 4', () => {
    expect(validateSubmissionStep(5, emptySubmissionForm())).toEqual([]);
    expect(validateSubmissionStep(0, emptySubmissionForm())).toEqual([]);
  });
});

describe('step 1: Island Identity', () => {
  it('reports every message, in order, for an empty form', () => {
    expect(validateSubmissionStep(1, { ...emptySubmissionForm(), region: '', category: '' })).toEqual([
      'Island name must be at least 2 characters',
      'Description must be at least 10 characters',
      'Region is required',
      'Country is required',
      'Category is required',
    ]);
  });

  it('counts lengths after trimming', () => {
    expect(errorsOf(1, { name: ' W ' })).toEqual(['Island name must be at least 2 characters']);
    expect(errorsOf(1, { name: 'Wa' })).toEqual([]);
    expect(errorsOf(1, { description: '   123456789   ' })).toEqual(['Description must be at least 10 characters']);
    expect(errorsOf(1, { description: '1234567890' })).toEqual([]);
    expect(errorsOf(1, { country: ' U ' })).toEqual(['Country is required']);
    expect(errorsOf(1, { country: 'US' })).toEqual([]);
  });

  it('requires a known region and category', () => {
    expect(errorsOf(1, { region: '' })).toEqual(['Region is required']);
    expect(errorsOf(1, { region: 'Southern Ocean' as SubmissionForm['region'] })).toEqual(['Region is required']);
    expect(errorsOf(1, { category: '' })).toEqual(['Category is required']);
  });
});

describe('step 2: Coordinates', () => {
  it('rejects latitude and longitude 0, as the form defaults them', () => {
    expect(validateSubmissionStep(2, emptySubmissionForm())).toEqual([
      'Please enter a valid latitude between -90 and 90',
      'Please enter a valid longitude between -180 and 180',
    ]);
  });

  it.each([
    [{ latitude: 90.1 }, 'Please enter a valid latitude between -90 and 90'],
    [{ latitude: -90.1 }, 'Please enter a valid latitude between -90 and 90'],
    [{ latitude: Number.NaN }, 'Please enter a valid latitude between -90 and 90'],
    [{ longitude: 180.1 }, 'Please enter a valid longitude between -180 and 180'],
    [{ longitude: -181 }, 'Please enter a valid longitude between -180 and 180'],
    [{ population: -1 }, 'Population cannot be negative'],
    [{ area: 0 }, 'Area must be positive'],
    [{ area: -2 }, 'Area must be positive'],
  ])('%j → %j', (overrides, message) => {
    expect(errorsOf(2, overrides)).toEqual([message]);
  });

  it('accepts the edges of the ranges, a missing area and population 0', () => {
    expect(errorsOf(2, { latitude: -90, longitude: 180, area: undefined, population: 0 })).toEqual([]);
    expect(errorsOf(2, { latitude: 90, longitude: -180, area: 0.001 })).toEqual([]);
  });
});

describe('step 3: Access & Features', () => {
  it('requires an access method', () => {
    expect(errorsOf(3, { accessMethod: '' })).toEqual(['Access method is required']);
    expect(errorsOf(3, { accessMethod: 'Boat' })).toEqual([]);
  });
});

describe('step 4: Images & Contact', () => {
  it('reports every message for an empty contact and a foreign image', () => {
    expect(errorsOf(4, { submitterName: '', submitterEmail: '', imageUrl: 'https://example.com/x.jpg' })).toEqual([
      'Your name is required',
      'Valid email is required',
      'Must be a valid NASA image URL from accepted domains',
    ]);
  });

  it.each([
    ['no @', 'ada.example.org', false],
    ['shorter than 5', 'a@b.', false],
    ['only spaces around', '  a@b  ', false],
    ['exactly 5 with @', 'a@b.c', true],
    ['a real address', 'ada@example.org', true],
  ])('e-mail %s (%j)', (_label, submitterEmail, ok) => {
    expect(errorsOf(4, { submitterEmail })).toEqual(ok ? [] : ['Valid email is required']);
  });

  it('checks the submitter name after trimming', () => {
    expect(errorsOf(4, { submitterName: ' A ' })).toEqual(['Your name is required']);
  });

  it.each([
    ['', true],
    ['   ', true],
    ['https://landsat.visibleearth.nasa.gov/view.php?id=1', true],
    ['  https://visibleearth.nasa.gov/x.jpg  ', true],
    ['http://visibleearth.nasa.gov/x.jpg', false],
    ['https://nasa.gov.evil.com/x.jpg', false],
    ['https://evilnasa.gov/x.jpg', false],
    ['not a url', false],
  ])('image URL %j is %s', (imageUrl, ok) => {
    expect(errorsOf(4, { imageUrl })).toEqual(ok ? [] : ['Must be a valid NASA image URL from accepted domains']);
  });
});

describe('parseNumberInput', () => {
  it.each([
    ['-37.1052', 'latitude', -37.1052],
    ['12', 'longitude', 12],
    ['', 'latitude', 0],
    ['abc', 'longitude', 0],
    ['-', 'latitude', 0],
    ['Infinity', 'latitude', 0],
    ['238', 'population', 238],
    ['238.9', 'population', 238],
    ['', 'population', 0],
    ['many', 'population', 0],
    ['-5', 'population', -5],
  ] as const)('%j as %s → %s', (raw, field, value) => {
    expect(parseNumberInput(raw, field)).toBe(value);
  });

  it('parses an area as a decimal and leaves an unparsable one empty', () => {
    expect(parseNumberInput('98.5', 'area')).toBe(98.5);
    expect(parseNumberInput('0', 'area')).toBe(0);
    expect(parseNumberInput('', 'area')).toBeUndefined();
    expect(parseNumberInput('big', 'area')).toBeUndefined();
    expect(parseNumberInput('Infinity', 'area')).toBeUndefined();
  });

  it('parses population as an integer', () => {
    expect(Number.isInteger(parseNumberInput('3.99', 'population'))).toBe(true);
  });
});

describe('toSubmissionPayload', () => {
  it('omits an empty image URL and an undefined area', () => {
    const payload = toSubmissionPayload({ ...filledForm(), imageUrl: '  ', area: undefined });
    expect(payload).not.toHaveProperty('imageUrl');
    expect(payload).not.toHaveProperty('area');
  });

  it('keeps a given area and a trimmed image URL', () => {
    const payload = toSubmissionPayload({ ...filledForm(), imageUrl: ' https://visibleearth.nasa.gov/w.jpg ' });
    expect(payload.area).toBe(7.4);
    expect(payload).toMatchObject({ imageUrl: 'https://visibleearth.nasa.gov/w.jpg' });
  });

  it('carries where the submitter read it, trimmed, and nothing when it is left blank', () => {
    const read = toSubmissionPayload({ ...filledForm(), source: '  https://www.example.org/skerry  ' });
    expect(read).toMatchObject({ source: 'https://www.example.org/skerry' });
    expect(submissionPayloadSchema.parse(read)).toEqual(read);
    expect(toSubmissionPayload({ ...filledForm(), source: ' ' })).not.toHaveProperty('source');
  });

  it('produces a body the full schema accepts unchanged', () => {
    const payload = toSubmissionPayload(filledForm());
    expect(submissionPayloadSchema.parse(payload)).toEqual(payload);
    const bare = toSubmissionPayload({ ...filledForm(), imageUrl: '', area: undefined });
    expect(submissionPayloadSchema.parse(bare)).toEqual(bare);
  });

  it('sends every field of the spec payload and nothing else', () => {
    expect(Object.keys(toSubmissionPayload(filledForm())).sort()).toEqual(
      [
        'name',
        'country',
        'region',
        'category',
        'description',
        'latitude',
        'longitude',
        'population',
        'area',
        'accessMethod',
        'hasAirport',
        'hasAbandonedAirstrip',
        'isInhabited',
        'militaryHistory',
        'imageUrl',
        'submitterName',
        'submitterEmail',
      ].sort(),
    );
  });
});

describe('step rules derived from the submission schema', () => {
  const stepErrors = (overrides: Partial<SubmissionForm>) =>
    [1, 2, 3, 4].flatMap((step) => validateSubmissionStep(step, { ...filledForm(), ...overrides }));

  it("say what the spec's step message cannot: text too long, control characters", () => {
    expect(stepErrors({ name: 'N'.repeat(121) })).toEqual(['Island name must be at most 120 characters']);
    expect(stepErrors({ country: 'Ki\u0007ribati' })).toEqual(['Country must not contain control characters']);
    expect(stepErrors({ description: 'd'.repeat(4001) })).toEqual(['Description must be at most 4000 characters']);
  });

  it('let through only forms the schema accepts, the e-mail aside (its step rule is the looser one)', () => {
    const cases: Partial<SubmissionForm>[] = [
      { name: ' X ' },
      { latitude: 90.5 },
      { area: 0 },
      { population: 2.5 },
      { imageUrl: 'https://example.com/x.jpg' },
      { name: 'N'.repeat(121) },
      { submitterName: 'A\u0000' },
      {},
    ];
    for (const overrides of cases) {
      const form = { ...filledForm(), ...overrides };
      const passesSteps = stepErrors(overrides).length === 0;
      const passesSchema = submissionPayloadSchema.safeParse(toSubmissionPayload(form)).success;
      expect(passesSteps, JSON.stringify(overrides)).toBe(passesSchema);
    }
  });
});

describe('a kept payload back in the form (correcting a rejected outbox item)', () => {
  it('fills the form so that sending it again gives the same payload', () => {
    const payload = submissionPayloadSchema.parse({ ...validSubmission, imageUrl: '' });
    expect(toSubmissionPayload(submissionFormFrom(payload))).toEqual(payload);
    const withImage = { ...validSubmission, imageUrl: 'https://earthobservatory.nasa.gov/images/x.jpg' };
    expect(submissionFormFrom(withImage).imageUrl).toBe(withImage.imageUrl);
  });

  it('keeps the empty value for a field missing or of the wrong type', () => {
    const form = submissionFormFrom({ name: 'Bouvet', latitude: 'south', area: 'big' });
    expect(form).toEqual({ ...emptySubmissionForm(), name: 'Bouvet' });
  });
});
