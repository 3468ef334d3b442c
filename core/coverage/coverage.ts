import { z } from 'zod';
import { REGIONS } from '../contract/enums';

/**
 * How much of the world's remote land the catalogue holds, as `npm run data:build` measures it into
 * data/coverage.json from the land polygons (OpenStreetMap), the gazetteer (GeoNames) and an
 * airports dataset (OurAirports): the file's shape, shared by data:check, the server and the pages.
 */
export const COVERAGE_REMOTE_KM = 150;
/** The floor data:check holds for remote land of at least this size: the first class. */
export const COVERAGE_FLOOR = { minKm2: 100, count: 0.9, area: 0.98 } as const;
/**
 * The classes coverage is measured in, each with the floor data:check holds for it: remote land of
 * 100 km² or more, and one class deeper, 10 km² or more (issue 39). The second class's floor is
 * where the catalogue stands (47.5% and 96.9% when it was first measured): it may only rise.
 */
export const COVERAGE_CLASSES = [COVERAGE_FLOOR, { minKm2: 10, count: 0.48, area: 0.97 }] as const;
export type CoverageClass = (typeof COVERAGE_CLASSES)[number];
/** The smallest class's size: every remote land mass of this size or more is listed in remoteLand. */
export const COVERAGE_LISTED_KM2 = Math.min(...COVERAGE_CLASSES.map((floor) => floor.minKm2));
/** Size bands of the report, km²: each from its figure up to the next. */
export const COVERAGE_BANDS = [1, 10, 100, 1_000, 10_000] as const;

const tally = z.strictObject({
  count: z.number().int().nonnegative(),
  areaKm2: z.number().nonnegative(),
  cataloguedCount: z.number().int().nonnegative(),
  cataloguedAreaKm2: z.number().nonnegative(),
});
export type CoverageTally = z.infer<typeof tally>;

const remoteLand = z.strictObject({
  /** The polygon's position in the pinned land source: stable while the source is. */
  polygon: z.number().int().nonnegative(),
  latitude: z.number(),
  longitude: z.number(),
  areaKm2: z.number().nonnegative(),
  region: z.enum(REGIONS),
  nearestPlace: z.strictObject({ name: z.string(), country: z.string(), km: z.number().nonnegative() }),
  /** The catalogue island whose outline (or group) holds it, if any. */
  islandId: z.string().optional(),
});
export type RemoteLand = z.infer<typeof remoteLand>;

/** An inhabited land mass far from any continent: a place of the gazetteer lies on it. */
const inhabitedLand = z.strictObject({
  polygon: z.number().int().nonnegative(),
  latitude: z.number(),
  longitude: z.number(),
  areaKm2: z.number().nonnegative(),
  region: z.enum(REGIONS),
  /** The most populous counted place on it. */
  place: z.strictObject({ name: z.string(), country: z.string(), population: z.number().int().nonnegative() }),
  /** Coast to coast, to the nearest continent. */
  continentKm: z.number().nonnegative(),
  islandId: z.string().optional(),
});
export type InhabitedLand = z.infer<typeof inhabitedLand>;

const airport = z.strictObject({ ident: z.string(), name: z.string(), scheduled: z.boolean() });

export const coverageFileSchema = z.strictObject({
  metadata: z.strictObject({
    sources: z.array(z.string()),
    catalogueVersion: z.string(),
    definitions: z.record(z.string(), z.union([z.string(), z.number()])),
  }),
  /** Remote land (over COVERAGE_REMOTE_KM from any counted place) of 1 km² or more, by size band. */
  byBand: z.record(z.string(), tally),
  /** The same, 100 km² or more, by ocean (the region rule at the land's first coast point). */
  byOcean: z.record(z.string(), tally),
  /** Every remote land mass of COVERAGE_LISTED_KM2 (the smallest class) or more, largest first. */
  remoteLand: z.array(remoteLand),
  /** The largest remote land masses of 1 km² or more that no island holds, largest first. */
  missing: z.array(remoteLand),
  /**
   * The inhabited outliers, the land the remote measure cannot see (a town of its own makes land
   * not remote): every land mass of 1 km² or more a counted place lies on, COVERAGE_REMOTE_KM or
   * more from any continent, largest first.
   */
  inhabitedOutliers: z.array(inhabitedLand).default([]),
  /** Airports of the dataset on each island's land, by island id. */
  airports: z.record(z.string(), z.array(airport)),
});
export type CoverageFile = z.infer<typeof coverageFileSchema>;

/** The band a land area falls in, as its label ("100–1,000 km²"). */
export function bandLabel(areaKm2: number): string {
  const fmt = (n: number) => n.toLocaleString('en-GB');
  for (let i = COVERAGE_BANDS.length - 1; i >= 0; i--) {
    const from = COVERAGE_BANDS[i]!;
    if (areaKm2 >= from)
      return i === COVERAGE_BANDS.length - 1
        ? `${fmt(from)} km² and more`
        : `${fmt(from)}–${fmt(COVERAGE_BANDS[i + 1]!)} km²`;
  }
  return `under ${COVERAGE_BANDS[0]} km²`;
}
