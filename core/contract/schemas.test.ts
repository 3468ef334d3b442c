import { describe, expect, it } from 'vitest';
import {
  LIMITS,
  catalogSchema,
  contactPayloadSchema,
  islandImagePayloadSchema,
  islandSchema,
  nasaImageUrlSchema,
  newsletterPayloadSchema,
  publicContactSchema,
  publicSubmissionSchema,
  submissionPayloadSchema,
  submissionSchema,
  toIssues,
} from './schemas';
import type { z } from 'zod';

const validSubmission = () => ({
  name: 'Tristan da Cunha',
  country: 'United Kingdom',
  region: 'Atlantic',
  category: 'Military History',
  description: 'The most remote inhabited island on Earth.',
  latitude: -37.1052,
  longitude: -12.2777,
  population: 238,
  area: 98,
  accessMethod: 'Boat Only',
  hasAirport: false,
  hasAbandonedAirstrip: false,
  isInhabited: true,
  militaryHistory: true,
  imageUrl: 'https://images-assets.nasa.gov/image/tristan.jpg',
  submitterName: 'Ada Lovelace',
  submitterEmail: 'ada@example.org',
});

/** The issues of a failed parse as { path: message }, so a test can name the exact field. */
function issuesOf(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const byPath: Record<string, string[]> = {};
  for (const { path, message } of toIssues(result.error)) (byPath[path] ??= []).push(message);
  return byPath;
}

const submissionIssues = (overrides: Record<string, unknown>) =>
  issuesOf(submissionPayloadSchema, { ...validSubmission(), ...overrides });

describe('submissionPayloadSchema', () => {
  it('accepts a complete, valid submission and keeps its values', () => {
    const parsed = submissionPayloadSchema.parse(validSubmission());
    expect(parsed).toEqual(validSubmission());
  });

  it('trims texts', () => {
    const parsed = submissionPayloadSchema.parse({
      ...validSubmission(),
      name: '  Wake Island ',
      submitterEmail: ' ada@example.org ',
    });
    expect(parsed.name).toBe('Wake Island');
    expect(parsed.submitterEmail).toBe('ada@example.org');
  });

  it('applies the defaults: population 0 and every flag false', () => {
    const input: Record<string, unknown> = validSubmission();
    for (const key of ['population', 'area', 'hasAirport', 'hasAbandonedAirstrip', 'isInhabited', 'militaryHistory'])
      delete input[key];
    const parsed = submissionPayloadSchema.parse(input);
    expect(parsed.population).toBe(0);
    expect(parsed.area).toBeUndefined();
    expect(parsed.hasAirport).toBe(false);
    expect(parsed.hasAbandonedAirstrip).toBe(false);
    expect(parsed.isInhabited).toBe(false);
    expect(parsed.militaryHistory).toBe(false);
  });

  it('reports every spec message for an empty object, one per required field', () => {
    expect(issuesOf(submissionPayloadSchema, {})).toEqual({
      name: ['Island name must be at least 2 characters'],
      country: ['Country is required'],
      region: ['Please select a valid region'],
      category: ['Please select a valid category'],
      description: ['Description must be at least 10 characters'],
      latitude: ['Latitude must be a number'],
      longitude: ['Longitude must be a number'],
      accessMethod: ['Access method must be one of Plane, Boat, Boat Only'],
      submitterName: ['Your name is required'],
      submitterEmail: ['Valid email is required'],
    });
  });

  it.each([
    ['name', 'A', 'Island name must be at least 2 characters'],
    ['name', '  A  ', 'Island name must be at least 2 characters'],
    ['description', 'Too short', 'Description must be at least 10 characters'],
    ['description', '   short        ', 'Description must be at least 10 characters'],
    ['region', 'Southern Ocean', 'Please select a valid region'],
    ['region', 'pacific', 'Please select a valid region'],
    ['region', '', 'Please select a valid region'],
    ['category', 'Volcanic', 'Please select a valid category'],
    ['category', 'active-airport', 'Please select a valid category'],
    ['country', '', 'Country is required'],
    ['country', 'X', 'Country is required'],
    ['country', '   ', 'Country is required'],
    ['latitude', 90.0001, 'Latitude must be between -90 and 90'],
    ['latitude', -91, 'Latitude must be between -90 and 90'],
    ['longitude', 180.5, 'Longitude must be between -180 and 180'],
    ['longitude', -181, 'Longitude must be between -180 and 180'],
    ['area', 0, 'Area must be positive'],
    ['area', -3, 'Area must be positive'],
    ['population', -1, 'Population cannot be negative'],
    ['population', 1.5, 'Population must be a whole number'],
    ['accessMethod', 'Helicopter', 'Access method must be one of Plane, Boat, Boat Only'],
    ['accessMethod', 'boat only', 'Access method must be one of Plane, Boat, Boat Only'],
    ['hasAirport', 'true', 'hasAirport must be true or false'],
    ['militaryHistory', 1, 'militaryHistory must be true or false'],
    ['submitterName', 'A', 'Your name is required'],
    ['submitterName', '', 'Your name is required'],
    ['submitterEmail', 'not-an-email', 'Valid email is required'],
    ['submitterEmail', 'a@b', 'Valid email is required'],
    ['submitterEmail', '', 'Valid email is required'],
    ['submitterEmail', 42, 'Valid email is required'],
    ['imageUrl', 'http://images-assets.nasa.gov/x.jpg', 'Must be a valid NASA image URL from accepted domains'],
    ['imageUrl', 'https://example.com/x.jpg', 'Must be a valid NASA image URL from accepted domains'],
    ['imageUrl', 'https://images-assets.nasa.gov@evil.com/x', 'Must be a valid NASA image URL from accepted domains'],
    ['imageUrl', 'garbage', 'Must be a valid NASA image URL from accepted domains'],
  ])('%s = %j → %j', (field, value, message) => {
    expect(submissionIssues({ [field]: value })).toEqual({ [field]: [message] });
  });

  it("says 'Country is required' when country is missing altogether", () => {
    const input: Record<string, unknown> = validSubmission();
    delete input.country;
    expect(issuesOf(submissionPayloadSchema, input)).toEqual({ country: ['Country is required'] });
  });

  it('accepts the edges of the ranges', () => {
    for (const [latitude, longitude] of [
      [-90, -180],
      [90, 180],
      [0, 0],
    ]) {
      expect(submissionPayloadSchema.safeParse({ ...validSubmission(), latitude, longitude }).success).toBe(true);
    }
    expect(submissionPayloadSchema.safeParse({ ...validSubmission(), population: 0 }).success).toBe(true);
    expect(submissionPayloadSchema.safeParse({ ...validSubmission(), area: 0.01 }).success).toBe(true);
  });

  it('treats an empty or missing imageUrl as none', () => {
    expect(submissionPayloadSchema.parse({ ...validSubmission(), imageUrl: '' }).imageUrl).toBeUndefined();
    const input: Record<string, unknown> = validSubmission();
    delete input.imageUrl;
    expect(submissionPayloadSchema.parse(input).imageUrl).toBeUndefined();
  });

  it('accepts an imageUrl on each accepted host and trims it', () => {
    const parsed = submissionPayloadSchema.parse({
      ...validSubmission(),
      imageUrl: '  https://modis.gsfc.nasa.gov/gallery/island.jpg ',
    });
    expect(parsed.imageUrl).toBe('https://modis.gsfc.nasa.gov/gallery/island.jpg');
  });

  it('strips status, id, submittedAt and any unknown key', () => {
    const parsed = submissionPayloadSchema.parse({
      ...validSubmission(),
      status: 'approved',
      id: 'chosen-by-client',
      submittedAt: '2020-01-01T00:00:00Z',
      featured: true,
      isAdmin: true,
    });
    expect(Object.keys(parsed).sort()).toEqual(Object.keys(validSubmission()).sort());
    expect(parsed).not.toHaveProperty('status');
    expect(parsed).not.toHaveProperty('featured');
  });

  it('strips a __proto__ key from JSON.parse and does not pollute Object.prototype', () => {
    const body = JSON.parse(
      JSON.stringify(validSubmission()).replace(/^\{/, '{"__proto__":{"polluted":"yes","status":"approved"},'),
    ) as Record<string, unknown>;
    expect(Object.prototype.hasOwnProperty.call(body, '__proto__')).toBe(true);
    const parsed = submissionPayloadSchema.parse(body);
    expect(Object.prototype.hasOwnProperty.call(parsed, '__proto__')).toBe(false);
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
    expect((parsed as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).status).toBeUndefined();
  });

  it.each([
    ['latitude', '-37.1', 'Latitude must be a number'],
    ['longitude', '12', 'Longitude must be a number'],
    ['population', '238', 'Population must be a number'],
    ['area', '98', 'Area must be a number'],
  ])('rejects %s given as the string %j', (field, value, message) => {
    expect(submissionIssues({ [field]: value })).toEqual({ [field]: [message] });
  });

  it.each([
    ['latitude', Number.NaN],
    ['latitude', Number.POSITIVE_INFINITY],
    ['longitude', Number.NEGATIVE_INFINITY],
    ['population', Number.POSITIVE_INFINITY],
    ['population', Number.NaN],
    ['area', Number.POSITIVE_INFINITY],
    ['area', Number.NaN],
  ])('rejects %s = %s', (field, value) => {
    const issues = submissionIssues({ [field]: value });
    expect(Object.keys(issues)).toEqual([field]);
  });

  it.each([
    ['name', LIMITS.name, 'Island name'],
    ['country', LIMITS.country, 'Country'],
    ['description', LIMITS.description, 'Description'],
    ['submitterName', LIMITS.personName, 'Your name'],
  ])('rejects a %s longer than %i characters and accepts exactly that many', (field, max, label) => {
    expect(submissionIssues({ [field]: 'a'.repeat(max + 1) })).toEqual({
      [field]: [`${label} must be at most ${max} characters`],
    });
    expect(submissionIssues({ [field]: 'a'.repeat(max) })).toEqual({});
  });

  it('rejects an over-long e-mail address', () => {
    const email = `${'a'.repeat(LIMITS.email)}@example.org`;
    expect(submissionIssues({ submitterEmail: email })).toEqual({
      submitterEmail: [`Email must be at most ${LIMITS.email} characters`],
    });
  });

  it('rejects an over-long image URL', () => {
    const imageUrl = `https://images-assets.nasa.gov/${'a'.repeat(LIMITS.url)}`;
    expect(submissionIssues({ imageUrl })).toEqual({
      imageUrl: [`Image URL must be at most ${LIMITS.url} characters`],
    });
  });

  it.each([
    ['name', 'Wake\u0000Island', 'Island name'],
    ['country', 'United\u001bStates', 'Country'],
    ['description', 'A remote island\u0007 with a bell in it.', 'Description'],
    ['submitterName', 'Ada\u007fLovelace', 'Your name'],
  ])('rejects control characters in %s', (field, value, label) => {
    expect(submissionIssues({ [field]: value })).toEqual({ [field]: [`${label} must not contain control characters`] });
  });

  it('allows tabs and newlines inside a description', () => {
    expect(submissionIssues({ description: 'First line of text.\nSecond line.\tTabbed.' })).toEqual({});
  });

  it('rejects texts that are not strings', () => {
    expect(submissionIssues({ name: 42 })).toEqual({ name: ['Island name must be text'] });
    expect(submissionIssues({ country: null })).toEqual({ country: ['Country must be text'] });
  });

  it('rejects a body that is not an object', () => {
    for (const body of [null, [], 'text', 42]) {
      expect(submissionPayloadSchema.safeParse(body).success).toBe(false);
    }
  });
});

describe('submissionSchema and its public view', () => {
  it('defaults status to pending and keeps the e-mail private in the public view', () => {
    const stored = submissionSchema.parse({ ...validSubmission(), id: 's1', submittedAt: '2025-01-14T10:00:00.000Z' });
    expect(stored.status).toBe('pending');
    const shown = publicSubmissionSchema.parse({ ...stored, reviewNotes: 'looks right' });
    expect(shown).not.toHaveProperty('submitterEmail');
    expect(shown).not.toHaveProperty('reviewNotes');
    expect(shown.name).toBe('Tristan da Cunha');
  });

  it('requires an ISO timestamp for submittedAt', () => {
    expect(submissionSchema.safeParse({ ...validSubmission(), id: 's1', submittedAt: 'yesterday' }).success).toBe(
      false,
    );
  });
});

describe('contactPayloadSchema', () => {
  const contact = () => ({
    name: 'Ada Lovelace',
    email: 'ada@example.org',
    subject: 'Hello there',
    message: 'I would like to suggest an island.',
  });

  it('accepts a valid message and strips status and dates', () => {
    const parsed = contactPayloadSchema.parse({ ...contact(), status: 'read', submittedAt: '2020-01-01T00:00:00Z' });
    expect(parsed).toEqual(contact());
  });

  it('reports the spec messages', () => {
    expect(issuesOf(contactPayloadSchema, { name: 'A', email: 'nope', subject: 'Hi', message: 'Too short' })).toEqual({
      name: ['Name must be at least 2 characters'],
      email: ['Valid email is required'],
      subject: ['Subject must be at least 5 characters'],
      message: ['Message must be at least 20 characters'],
    });
    expect(issuesOf(contactPayloadSchema, {})).toEqual({
      name: ['Name must be at least 2 characters'],
      email: ['Valid email is required'],
      subject: ['Subject must be at least 5 characters'],
      message: ['Message must be at least 20 characters'],
    });
  });

  it('counts the minimum lengths after trimming', () => {
    expect(issuesOf(contactPayloadSchema, { ...contact(), message: `  ${'x'.repeat(19)}   ` })).toEqual({
      message: ['Message must be at least 20 characters'],
    });
    expect(issuesOf(contactPayloadSchema, { ...contact(), message: 'x'.repeat(20) })).toEqual({});
  });

  it('caps subject and message', () => {
    expect(issuesOf(contactPayloadSchema, { ...contact(), subject: 's'.repeat(LIMITS.subject + 1) })).toEqual({
      subject: [`Subject must be at most ${LIMITS.subject} characters`],
    });
    expect(issuesOf(contactPayloadSchema, { ...contact(), message: 'm'.repeat(LIMITS.message + 1) })).toEqual({
      message: [`Message must be at most ${LIMITS.message} characters`],
    });
  });

  it('keeps the e-mail and message out of the public view', () => {
    const shown = publicContactSchema.parse({ ...contact(), id: 'c1', submittedAt: '2025-01-14T10:00:00Z' });
    expect(shown).not.toHaveProperty('email');
    expect(shown).not.toHaveProperty('message');
    expect(shown.status).toBe('unread');
  });
});

describe('newsletterPayloadSchema', () => {
  it('accepts a valid address, trimmed', () => {
    expect(newsletterPayloadSchema.parse({ email: ' Ada@Example.org ' })).toEqual({ email: 'Ada@Example.org' });
  });

  it.each([
    [{}],
    [{ email: '' }],
    [{ email: 'ada' }],
    [{ email: 'ada@' }],
    [{ email: '@example.org' }],
    [{ email: 7 }],
  ])("rejects %j with 'Valid email is required'", (input) => {
    expect(issuesOf(newsletterPayloadSchema, input)).toEqual({ email: ['Valid email is required'] });
  });
});

describe('nasaImageUrlSchema', () => {
  it('accepts an accepted host and rejects others with the spec message', () => {
    expect(nasaImageUrlSchema.parse('https://earthobservatory.nasa.gov/x.jpg')).toBe(
      'https://earthobservatory.nasa.gov/x.jpg',
    );
    expect(issuesOf(nasaImageUrlSchema, 'https://nasa.gov.evil.com/x.jpg')).toEqual({
      '': ['Must be a valid NASA image URL from accepted domains'],
    });
    expect(issuesOf(nasaImageUrlSchema, 42)).toEqual({
      '': ['Must be a valid NASA image URL from accepted domains'],
    });
  });
});

describe('islandImagePayloadSchema', () => {
  const image = { imageUrl: 'https://visibleearth.nasa.gov/x.jpg' };

  it('needs only the image URL', () => {
    expect(islandImagePayloadSchema.parse(image)).toEqual(image);
  });

  it('reports the spec messages', () => {
    expect(issuesOf(islandImagePayloadSchema, {})).toEqual({
      imageUrl: ['Must be a valid NASA image URL from accepted domains'],
    });
    expect(issuesOf(islandImagePayloadSchema, { ...image, title: '  ' })).toEqual({ title: ['Title is required'] });
    expect(issuesOf(islandImagePayloadSchema, { ...image, sortOrder: -1 })).toEqual({
      sortOrder: ['Sort order cannot be negative'],
    });
    expect(issuesOf(islandImagePayloadSchema, { ...image, isPrimary: 'yes' })).toEqual({
      isPrimary: ['isPrimary must be true or false'],
    });
  });
});

describe('islandSchema and catalogSchema', () => {
  const island = {
    id: 'wake-island',
    name: 'Wake Island',
    description: 'A coral atoll in the North Pacific.',
    region: 'Pacific',
    category: 'Military History',
    latitude: 19.2796,
    longitude: 166.6499,
    accessMethod: 'Plane',
  };

  it('applies the stored defaults', () => {
    expect(islandSchema.parse(island)).toEqual({
      ...island,
      population: 0,
      hasAirport: false,
      hasAbandonedAirstrip: false,
      isInhabited: false,
      militaryHistory: false,
      featured: false,
      alternateNames: [],
      staffPresence: 'none',
      sources: [],
    });
  });

  it('checks the provenance fields: country code, population year, staff, sources', () => {
    const ok = (extra: Record<string, unknown>) => islandSchema.safeParse({ ...island, ...extra }).success;
    expect(
      ok({ countryCode: 'US', populationYear: 2020, staffPresence: 'year-round', staffNote: 'military base' }),
    ).toBe(true);
    expect(ok({ countryCode: 'us' })).toBe(false);
    expect(ok({ countryCode: 'USA' })).toBe(false);
    expect(ok({ populationYear: 2020.5 })).toBe(false);
    expect(ok({ staffPresence: 'sometimes' })).toBe(false);
    expect(ok({ alternateNames: ['Enen-kio', ''] })).toBe(false);
    expect(ok({ sources: [{ publisher: 'US Census Bureau', title: '2020 Census' }] })).toBe(true);
    expect(ok({ sources: [{ publisher: 'US Census Bureau' }] })).toBe(false);
    expect(ok({ sources: [{ publisher: 'USFWS', title: 'Refuge pages', url: 'http://www.fws.gov' }] })).toBe(false);
    expect(ok({ sources: [{ publisher: 'USFWS', title: 'Refuge pages', url: 'https://www.fws.gov' }] })).toBe(true);
  });

  it('requires a lowercase slug as id', () => {
    for (const id of ['Wake Island', 'wake--island', '-wake', 'wake-', 'wäke', '']) {
      expect(islandSchema.safeParse({ ...island, id }).success, id).toBe(false);
    }
  });

  it('leaves country optional on the stored island', () => {
    expect(islandSchema.safeParse(island).success).toBe(true);
  });

  it('defaults the images of a catalogue to an empty list', () => {
    expect(catalogSchema.parse({ islands: [island] }).images).toEqual([]);
  });
});
