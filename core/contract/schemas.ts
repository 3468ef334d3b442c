import { z } from 'zod';
import { LIMITS, optionalText, text } from './text-fields';
export { LIMITS, isWellFormedText, wellFormedMessage } from './text-fields';
import { RELEASE_VERSION_PATTERN } from '../releases/release-version';
import { islandHistorySchema } from '../releases/island-history';
import { ACCESS_METHODS, CATEGORIES, REGIONS, STAFF_PRESENCE } from './enums';
import { islandAirAccessSchema } from './air-way';
import { islandHighestPointSchema } from './highest-point';
import { islandMembersSchema } from './group-members';
export { islandAirWaySchema, type IslandAirWay } from './air-way';
export { islandHighestPointSchema, type IslandHighestPoint } from './highest-point';
export { islandMembersSchema, type IslandMember, type IslandMembers } from './group-members';
import { canonicalUrl, isAcceptedImageUrl } from '../rules/image-hosts';
import { islandClimateSchema } from '../climate/climate-schema';
import { islandPlaceSchema } from '../place-facts/island-place';
import { islandRemotenessSchema } from '../remoteness/remoteness';
import { satelliteSchema } from '../satellite/satellite-schema';
import { outlineSketchSchema } from '../outlines/outline-sketch-schema';

export { HONEYPOT_FIELD } from '../inbox/honeypot';

const NASA_URL_MESSAGE = 'Must be a valid NASA image URL from accepted domains';
export const NASA_URL_LIVE_MESSAGE = 'Invalid NASA image URL. Please use official NASA sources only.';

function email(label = 'Email') {
  return z
    .string({ error: 'Valid email is required' })
    .trim()
    .max(LIMITS.email, `${label} must be at most ${LIMITS.email} characters`)
    .pipe(z.email('Valid email is required'));
}

function flag(label: string) {
  return z.boolean({ error: `${label} must be true or false` });
}

const latitude = (message: string) =>
  z.number({ error: 'Latitude must be a number' }).min(-90, message).max(90, message);
const longitude = (message: string) =>
  z.number({ error: 'Longitude must be a number' }).min(-180, message).max(180, message);

const acceptedImageUrl = z
  .string({ error: NASA_URL_MESSAGE })
  .trim()
  .max(LIMITS.url, `Image URL must be at most ${LIMITS.url} characters`)
  .refine(isAcceptedImageUrl, NASA_URL_MESSAGE);

/** An image URL on one of the accepted NASA hosts, https only, kept in its canonical form. */
export const nasaImageUrlSchema = acceptedImageUrl.overwrite(canonicalUrl);

/** Optional image URL where an empty string means none. */
const optionalNasaImageUrl = z
  .union([z.literal(''), acceptedImageUrl])
  .optional()
  .transform((value) => (value ? canonicalUrl(value) : undefined));

const timestamp = z.iso.datetime({ offset: true });

export const regionSchema = z.enum(REGIONS, { error: 'Please select a valid region' });
export const categorySchema = z.enum(CATEGORIES, { error: 'Please select a valid category' });
export const accessMethodSchema = z.enum(ACCESS_METHODS, {
  error: 'Access method must be one of Plane, Boat, Boat Only',
});

export const islandIdSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Island id must be a lowercase slug')
  .max(160);

/** A reference behind an island's record: who published it and what it is; a URL only for a stable home page. */
export { SOURCE_SUPPORTS, islandSourceSchema, type IslandSource, type SourceSupport } from './island-source';
import { islandSourceSchema } from './island-source';

/** ISO 3166-1 alpha-2, upper case: the sovereign or administering state. */
export const countryCodeSchema = z
  .string({ error: 'countryCode must be text' })
  .regex(/^[A-Z]{2}$/, 'countryCode must be two upper-case letters (ISO 3166-1 alpha-2), e.g. FR');

/**
 * How a traveller gets there, where a source says: the port or airport the regular ship or flight
 * leaves from, how often, and the permission a visit needs. Every fact carries its source.
 */
export const islandTravelSchema = z
  .strictObject({
    departure: optionalText('Travel departure', LIMITS.note).describe(
      'Where the regular ship or flight leaves from, e.g. "Cape Town, South Africa, by ship"',
    ),
    frequency: optionalText('Travel frequency', LIMITS.note).describe('How often it goes, as its source says'),
    permit: optionalText('Travel permit', LIMITS.note).describe('The permission a visit needs, and from whom'),
    asOf: z
      .number({ error: 'travel.asOf must be a year' })
      .int('travel.asOf must be a year')
      .min(1990, 'travel.asOf must be a year from 1990 on')
      .max(2100, 'travel.asOf must be a year')
      .optional()
      .describe('The year the newest of its sources describes; schedules change'),
    until: z
      .string({ error: 'travel.until must be a month written YYYY-MM' })
      .regex(/^\d{4}-(?:0[1-9]|1[0-2])$/, 'travel.until must be a month written YYYY-MM, e.g. 2024-04')
      .optional()
      .describe(
        'The last month the schedule in frequency covers, where its source gives one: past it, the schedule is not current',
      ),
    sources: z
      .array(islandSourceSchema)
      .min(1, 'travel needs at least one source')
      .max(LIMITS.sources)
      .describe('Where each of these facts is published'),
  })
  .refine((travel) => travel.departure ?? travel.frequency ?? travel.permit, {
    error: 'travel needs a departure, a frequency or a permit',
  });
export type IslandTravel = z.infer<typeof islandTravelSchema>;

/**
 * The bounds the Earth sets on an island's figures, so no stored value can break a derived one
 * (a frame, a density, a sort): no island is larger than Greenland, about 2.2 million km², or
 * holds more people than Java, about 150 million; these bounds leave room above both.
 */
export const ISLAND_BOUNDS = { maxAreaKm2: 2_500_000, maxPopulation: 200_000_000 } as const;

export const populationSchema = z
  .number({ error: 'Population must be a number' })
  // One message for one mistake: a number too large to be whole says only that.
  .int({ error: 'Population must be a whole number', abort: true })
  .min(0, 'Population cannot be negative')
  .max(ISLAND_BOUNDS.maxPopulation, 'Population must be at most 200,000,000: no island holds more people');

export const areaSchema = z
  .number({ error: 'Area must be a number' })
  .positive('Area must be positive')
  .max(ISLAND_BOUNDS.maxAreaKm2, 'Area must be at most 2,500,000 km²: no island is larger');

// Field order is the file's: a write of the catalogue keeps the order curators read it in.
export const islandSchema = z
  .object({
    id: islandIdSchema,
    name: text('Island name', 2, LIMITS.name, 'Island name must be at least 2 characters'),
    alternateNames: z
      .array(text('Alternate name', 1, LIMITS.name, 'An alternate name cannot be empty'))
      .max(LIMITS.alternateNames)
      .default([]),
    description: text('Description', 10, LIMITS.description, 'Description must be at least 10 characters'),
    region: regionSchema,
    category: categorySchema,
    country: optionalText('Country', LIMITS.country),
    countryCode: countryCodeSchema.optional(),
    latitude: latitude('Latitude must be between -90 and 90'),
    longitude: longitude('Longitude must be between -180 and 180'),
    population: populationSchema.default(0),
    /** The year of the population figure. */
    populationYear: z
      .number({ error: 'populationYear must be a number' })
      .int('populationYear must be a whole number')
      .min(1800, 'populationYear must be a year from 1800 on')
      .max(2100, 'populationYear must be a year')
      .optional(),
    area: areaSchema.optional(),
    highestPoint: islandHighestPointSchema.optional(),
    /** A group entry's islands by name: search finds the group by any of them. */
    members: islandMembersSchema.optional(),
    hasAirport: flag('hasAirport').default(false),
    hasAbandonedAirstrip: flag('hasAbandonedAirstrip').default(false),
    accessMethod: accessMethodSchema,
    /** How people really get there, where the access fields alone would mislead. */
    accessNote: optionalText('Access note', LIMITS.note),
    travel: islandTravelSchema.optional(),
    /** The ways in by air (helicopter, ski plane, seaplane, charter or scheduled flights), each sourced. */
    airAccess: islandAirAccessSchema.optional(),
    /** Hand-added from a met service's published table, with the page it was read from. */
    climate: islandClimateSchema.optional(),
    isInhabited: flag('isInhabited').default(false),
    staffPresence: z
      .enum(STAFF_PRESENCE, { error: 'staffPresence must be none, seasonal or year-round' })
      .default('none'),
    /** Who the staff are, read after "Staffed year-round: " — "research station". */
    staffNote: optionalText('Staff note', LIMITS.note),
    historicalSignificance: optionalText('Historical significance', LIMITS.historicalSignificance),
    militaryHistory: flag('militaryHistory').default(false),
    imageUrl: nasaImageUrlSchema.optional(),
    featured: flag('featured').default(false),
    sources: z.array(islandSourceSchema).max(LIMITS.sources).default([]),
    /** Derived, never in catalog.json: data/remoteness.json's figures, joined when the catalogue loads. */
    remoteness: islandRemotenessSchema
      .optional()
      .describe('How remote the island is, computed from the coastlines and GeoNames (absent until computed)'),
    /** Derived, never in catalog.json: whether the outlines file holds the island's coastline. */
    hasOutline: z
      .boolean()
      .optional()
      .describe(
        'Whether GET /api/islands/{id}/outline has a coastline for it (absent when the server has no outlines file)',
      ),
    /** Derived, never in catalog.json: the area measured on the coastline, where the record has none. */
    coastlineArea: z
      .number()
      .positive()
      .optional()
      .describe(
        'Derived, where the record gives no area: the land area of its coastline outline in km², to three significant figures (OpenStreetMap, ODbL)',
      ),
    /** Derived, never in catalog.json: the coastline in a few dozen points, for a card to draw at once. */
    sketch: outlineSketchSchema.optional(),
    /** Derived, never in catalog.json: the island framed on NASA imagery, from its outline or point. */
    satellite: satelliteSchema.optional(),
    /** Derived, never in catalog.json: time, light, compass and tide, from data/place-facts.json and the sun. */
    place: islandPlaceSchema.optional(),
    /** Derived, never in catalog.json: the releases that added and changed it (data/releases.json). */
    history: islandHistorySchema.optional(),
  })
  // A title in the OpenAPI document: the reference draws the schema once and links to it.
  .meta({ title: 'Island' });
export type Island = z.infer<typeof islandSchema>;

/** An island as catalog.json holds it: the derived fields are dropped when the file is read. */
export const catalogueIslandSchema = islandSchema.omit({
  remoteness: true,
  hasOutline: true,
  coastlineArea: true,
  sketch: true,
  satellite: true,
  place: true,
  history: true,
});
export type CatalogueIsland = z.infer<typeof catalogueIslandSchema>;

/** An island as a list answers it: with distanceKm (one decimal) when the query has near. */
export const islandResultSchema = islandSchema.extend({
  distanceKm: z.number().min(0).optional().describe('Great-circle distance from near, in km, one decimal'),
});

export const islandImageSchema = z
  .object({
    id: z.string().min(1),
    islandId: islandIdSchema,
    imageUrl: nasaImageUrlSchema,
    title: optionalText('Title', LIMITS.title),
    description: optionalText('Description', LIMITS.description),
    source: optionalText('Source', LIMITS.title),
    isPrimary: z.boolean().default(false),
    sortOrder: z.number().int().min(0).default(0),
    addedAt: timestamp,
  })
  .meta({ title: 'Island image' });
export type IslandImage = z.infer<typeof islandImageSchema>;

/** What an admin sends to add an image: the island image form's fields. */
export const islandImagePayloadSchema = z.object({
  imageUrl: nasaImageUrlSchema,
  title: text('Title', 1, LIMITS.title, 'Title is required').optional(),
  description: optionalText('Description', LIMITS.description),
  source: optionalText('Source', LIMITS.title),
  isPrimary: z.boolean({ error: 'isPrimary must be true or false' }).optional(),
  sortOrder: z
    .number({ error: 'Sort order must be a number' })
    .int('Sort order must be a whole number')
    .min(0, 'Sort order cannot be negative')
    .optional(),
});
export type IslandImagePayload = z.infer<typeof islandImagePayloadSchema>;

/**
 * An island id that is no longer a record, and the record it now lives in: a member folded into
 * its group. Published ids are never dropped: links to this one are sent on to `into`.
 */
export const retiredIslandSchema = z.strictObject({
  id: z.string().min(1),
  into: z.string().min(1),
  reason: z.string().min(10),
});
export type RetiredIsland = z.infer<typeof retiredIslandSchema>;

export const catalogSchema = z.object({
  /** The release this catalogue is (npm run data:release writes it), YEAR.MONTH.PATCH. */
  version: z.string().regex(RELEASE_VERSION_PATTERN, 'version is YEAR.MONTH.PATCH, e.g. 2026.12.0').optional(),
  islands: z.array(catalogueIslandSchema),
  images: z.array(islandImageSchema).default([]),
  retired: z.array(retiredIslandSchema).optional(),
});
export type Catalog = z.infer<typeof catalogSchema>;

/** The submission form, exactly what the dialog sends: the payload the API documents. */
export const submissionPayloadSchema = z.object({
  name: text('Island name', 2, LIMITS.name, 'Island name must be at least 2 characters'),
  country: text('Country', 2, LIMITS.country, 'Country is required'),
  region: regionSchema,
  category: categorySchema,
  description: text('Description', 10, LIMITS.description, 'Description must be at least 10 characters'),
  latitude: latitude('Latitude must be between -90 and 90'),
  longitude: longitude('Longitude must be between -180 and 180'),
  population: populationSchema.default(0),
  area: areaSchema.optional(),
  accessMethod: accessMethodSchema,
  hasAirport: flag('hasAirport').default(false),
  hasAbandonedAirstrip: flag('hasAbandonedAirstrip').default(false),
  isInhabited: flag('isInhabited').default(false),
  militaryHistory: flag('militaryHistory').default(false),
  imageUrl: optionalNasaImageUrl,
  // Where the submitter read what they send: a link or a book, for the curator to check.
  source: optionalText('Where you read this', LIMITS.notes),
  submitterName: text('Your name', 2, LIMITS.personName, 'Your name is required'),
  submitterEmail: email(),
});
export type SubmissionPayload = z.infer<typeof submissionPayloadSchema>;
export type SubmissionPayloadInput = z.input<typeof submissionPayloadSchema>;

export const SUBMISSION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const submissionStatusSchema = z.enum(SUBMISSION_STATUSES);
export type SubmissionStatus = z.infer<typeof submissionStatusSchema>;

export const submissionSchema = submissionPayloadSchema
  .extend({
    // Stored records hold a URL or nothing; the payload's '' → undefined step is behind them.
    imageUrl: nasaImageUrlSchema.optional(),
    id: z.string().min(1),
    status: submissionStatusSchema.default('pending'),
    submittedAt: timestamp,
    reviewedAt: timestamp.optional(),
    reviewNotes: optionalText('Review notes', LIMITS.notes),
  })
  .meta({ title: 'Submission' });
export type Submission = z.infer<typeof submissionSchema>;

export const contactPayloadSchema = z.object({
  name: text('Name', 2, LIMITS.personName, 'Name must be at least 2 characters'),
  email: email(),
  subject: text('Subject', 5, LIMITS.subject, 'Subject must be at least 5 characters'),
  message: text('Message', 20, LIMITS.message, 'Message must be at least 20 characters'),
});
export type ContactPayload = z.infer<typeof contactPayloadSchema>;

export const CONTACT_STATUSES = ['unread', 'read'] as const;
export const contactSchema = contactPayloadSchema.extend({
  id: z.string().min(1),
  submittedAt: timestamp,
  status: z.enum(CONTACT_STATUSES).default('unread'),
});
export type Contact = z.infer<typeof contactSchema>;

export const newsletterPayloadSchema = z.object({ email: email() });
export type NewsletterPayload = z.infer<typeof newsletterPayloadSchema>;

export const newsletterSubscriptionSchema = z.object({
  id: z.string().min(1),
  email: z.string(),
  subscribedAt: timestamp,
  isActive: z.boolean().default(true),
  /** Double opt-in (when the server sends mail): the pending sign-up's link, kept only as its hash. */
  confirmation: z.object({ tokenHash: z.string().regex(/^[0-9a-f]{64}$/), sentAt: timestamp }).optional(),
  /** When the address confirmed it by the link in its e-mail. */
  confirmedAt: timestamp.optional(),
});
export type NewsletterSubscription = z.infer<typeof newsletterSubscriptionSchema>;

export {
  newsletterReceiptSchema,
  newsletterConfirmPayloadSchema,
  newsletterConfirmedSchema,
  type NewsletterReceipt,
} from './newsletter';

/** What the public sees of stored records: e-mail addresses and review notes stay private. */
export const publicSubmissionSchema = submissionSchema.omit({ submitterEmail: true, reviewNotes: true });
export type PublicSubmission = z.infer<typeof publicSubmissionSchema>;
export const publicContactSchema = contactSchema.omit({ email: true, message: true });
export type PublicContact = z.infer<typeof publicContactSchema>;

export const errorBodySchema = z.object({
  error: z.string(),
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  removedIn: z.string().optional().describe('With 410: the release that removed the island'),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Turns a zod error into the issue list every transport shows. */
export function toIssues(error: z.ZodError): { path: string; message: string }[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}
