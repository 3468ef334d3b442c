import { slugify } from './slug';

export const REGIONS = ['Pacific', 'Atlantic', 'Indian Ocean', 'Arctic', 'Antarctic'] as const;
export type Region = (typeof REGIONS)[number];

export const CATEGORIES = [
  'Tropical',
  'Abandoned Airstrip',
  'Uninhabited',
  'Active Airport',
  'Military History',
  'Arctic',
] as const;
export type Category = (typeof CATEGORIES)[number];

export const ACCESS_METHODS = ['Plane', 'Boat', 'Boat Only'] as const;
export type AccessMethod = (typeof ACCESS_METHODS)[number];

export const ACCESS_METHOD_DESCRIPTIONS: Record<AccessMethod, string> = {
  Plane: 'Commercial flights available',
  Boat: 'Boat access available',
  'Boat Only': 'Boat access only, no airport',
};

/** '{region} Ocean', except Indian Ocean which already carries the word. */
export function regionLabel(region: Region): string {
  return region === 'Indian Ocean' ? region : `${region} Ocean`;
}

export function regionSlug(region: Region): string {
  return slugify(region);
}

export function categorySlug(category: Category): string {
  return slugify(category);
}

function matcher<T extends string>(values: readonly T[], label: (value: T) => string) {
  const index = new Map<string, T>();
  for (const value of values) {
    for (const key of [value, slugify(value), label(value), slugify(label(value))]) {
      index.set(key.toLowerCase(), value);
    }
  }
  return (input: string): T | undefined => index.get(input.trim().toLowerCase());
}

/** Accepts the value, its label or its slug, in any case: 'pacific', 'Indian Ocean', 'indian-ocean'. */
export const parseRegion = matcher(REGIONS, regionLabel);
/** Accepts the category or its slug, in any case: 'Active Airport', 'active-airport'. */
export const parseCategory = matcher(CATEGORIES, (c) => c);

/** Who works on an island without living there: stations, bases, wardens (population counts residents only). */
export const STAFF_PRESENCE = ['none', 'seasonal', 'year-round'] as const;
export type StaffPresence = (typeof STAFF_PRESENCE)[number];

export const STAFF_PRESENCE_LABELS: Record<Exclude<StaffPresence, 'none'>, string> = {
  seasonal: 'Staffed seasonally',
  'year-round': 'Staffed year-round',
};

/** relevance needs a query to mean anything, distance a point (near); without them they fall back to name. */
export const SORTS = [
  'relevance',
  'distance',
  'name',
  'region',
  'population',
  'area',
  'remoteness',
  'utcOffset',
] as const;

/** The polar light a list can be filtered by: islands with midnight sun, or with polar night. */
export const POLAR_LIGHTS = ['midnight-sun', 'polar-night'] as const;
export type PolarLight = (typeof POLAR_LIGHTS)[number];
export type Sort = (typeof SORTS)[number];

/**
 * The ways in by air besides an airport of its own (hasAirport): each recorded with its source,
 * so an island with no airport that helicopters or chartered aircraft reach says so.
 */
export const AIR_WAYS = ['scheduled-flights', 'charter-flights', 'helicopter', 'ski-plane', 'seaplane'] as const;
export type AirWay = (typeof AIR_WAYS)[number];

export const AIR_WAY_LABELS: Record<AirWay, string> = {
  'scheduled-flights': 'Scheduled Flights',
  'charter-flights': 'Charter Flights',
  helicopter: 'Helicopter',
  'ski-plane': 'Ski Plane',
  seaplane: 'Seaplane',
};
