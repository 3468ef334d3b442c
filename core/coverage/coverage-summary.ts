import { z } from 'zod';
import {
  bandLabel,
  COVERAGE_BANDS,
  COVERAGE_CLASSES,
  COVERAGE_FLOOR,
  COVERAGE_REMOTE_KM,
  type CoverageFile,
  type RemoteLand,
} from './coverage';
import { countedRemoteLand, type CoverageExceptions } from './coverage-rules';
import { REGIONS } from '../contract/enums';

/**
 * How complete the catalogue is, as readers see it (GET /api/coverage and the About page): the
 * floor data:check holds, the share of remote land catalogued by ocean and by size, and the
 * largest land no island holds with the reviewed reason, from data/coverage.json and
 * data/coverage-exceptions.json.
 */

const share = z.number().min(0).max(100).describe('Percent, one decimal');
const tallySchema = z.object({
  count: z.number().int().min(0).describe('Remote land masses'),
  areaKm2: z.number().min(0),
  cataloguedCount: z.number().int().min(0).describe('Of them, held by a catalogued island or group'),
  cataloguedAreaKm2: z.number().min(0),
  countPercent: share,
  areaPercent: share,
});
export type CoverageSummaryTally = z.infer<typeof tallySchema>;

export const coverageSummarySchema = z.object({
  remoteKm: z.number().describe('Land farther than this from any place of 1,000 people counts as remote'),
  remote: z.string().describe('The definition of remote land, in words'),
  floor: z.object({
    minKm2: z.number().describe('The floor is measured on remote land masses of this size or more'),
    countPercent: share.describe('At least this share by count is catalogued (data:check fails below it)'),
    areaPercent: share.describe('At least this share by area is catalogued'),
  }),
  total: tallySchema.describe('Remote land masses of floor.minKm2 or more, every ocean'),
  byOcean: z.array(tallySchema.extend({ ocean: z.enum(REGIONS) })).describe('The same, by ocean'),
  classes: z
    .array(
      z.object({
        minKm2: z.number().describe('Remote land masses of this size or more'),
        floor: z.object({ countPercent: share, areaPercent: share }).describe('The floor data:check holds for it'),
        total: tallySchema,
        byOcean: z.array(tallySchema.extend({ ocean: z.enum(REGIONS) })),
      }),
    )
    .describe('Each class coverage is measured in (100 km² or more, then 10 km² or more), with its floor'),
  bySize: z
    .array(tallySchema.extend({ label: z.string(), fromKm2: z.number(), toKm2: z.number().nullable() }))
    .describe('Remote land masses of 1 km² or more, by size band'),
  largestMissing: z
    .array(
      z.object({
        latitude: z.number(),
        longitude: z.number(),
        areaKm2: z.number(),
        region: z.enum(REGIONS),
        nearestPlace: z.object({ name: z.string(), country: z.string(), km: z.number() }),
        exception: z
          .object({ kind: z.enum(['not-an-island', 'not-remote', 'pending']), reason: z.string() })
          .optional()
          .describe('Why it is not (yet) catalogued, as reviewed'),
      }),
    )
    .describe('The largest remote land masses no catalogued island holds, largest first'),
  inhabited: z
    .object({
      definition: z.string(),
      count: z.number().int().min(0).describe('Inhabited land masses 150 km or more from any continent'),
      cataloguedCount: z.number().int().min(0),
      largestMissing: z
        .array(
          z.object({
            place: z.string().describe('The most populous counted place on it'),
            country: z.string(),
            areaKm2: z.number(),
            continentKm: z.number(),
            region: z.enum(REGIONS),
          }),
        )
        .describe('The largest such land no catalogued island holds, largest first'),
    })
    .describe(
      'The second measure, for the islands the remote one cannot see: land a town lies on, far from any continent',
    ),
  sources: z.array(z.string()).describe('The open data measured: package@version'),
  catalogueVersion: z.string().describe('The catalogue content this was measured on'),
});
export type CoverageSummary = z.infer<typeof coverageSummarySchema>;

const percent = (part: number, whole: number) => (whole === 0 ? 100 : Math.round((part / whole) * 1000) / 10);
const km2 = (n: number) => Math.round(n * 10) / 10;

function tally(count: number, areaKm2: number, cataloguedCount: number, cataloguedAreaKm2: number) {
  return {
    count,
    areaKm2: km2(areaKm2),
    cataloguedCount,
    cataloguedAreaKm2: km2(cataloguedAreaKm2),
    countPercent: percent(cataloguedCount, count),
    areaPercent: percent(cataloguedAreaKm2, areaKm2),
  };
}

function tallyOf(lands: readonly RemoteLand[]): CoverageSummaryTally {
  const held = lands.filter((land) => land.islandId !== undefined);
  const area = (list: readonly RemoteLand[]) => list.reduce((sum, land) => sum + land.areaKm2, 0);
  return tally(lands.length, area(lands), held.length, area(held));
}

/** The summary of a coverage file; the floor's figures are counted as data:check counts them. */
export function coverageSummary(coverage: CoverageFile, exceptions: CoverageExceptions, listed = 20): CoverageSummary {
  const counted = countedRemoteLand(coverage, exceptions);
  const oceans = (lands: readonly RemoteLand[]) =>
    REGIONS.map((ocean) => ({ ocean, ...tallyOf(lands.filter((land) => land.region === ocean)) })).filter(
      (row) => row.count > 0,
    );
  return {
    remoteKm: COVERAGE_REMOTE_KM,
    remote: String(
      coverage.metadata.definitions.remote ?? `over ${COVERAGE_REMOTE_KM} km from any place of 1,000 people`,
    ),
    floor: {
      minKm2: COVERAGE_FLOOR.minKm2,
      countPercent: COVERAGE_FLOOR.count * 100,
      areaPercent: COVERAGE_FLOOR.area * 100,
    },
    total: tallyOf(counted),
    byOcean: oceans(counted),
    classes: COVERAGE_CLASSES.map((floor) => {
      const lands = countedRemoteLand(coverage, exceptions, floor.minKm2);
      return {
        minKm2: floor.minKm2,
        floor: { countPercent: floor.count * 100, areaPercent: floor.area * 100 },
        total: tallyOf(lands),
        byOcean: oceans(lands),
      };
    }),
    bySize: COVERAGE_BANDS.flatMap((fromKm2, i) => {
      const band = coverage.byBand[String(fromKm2)];
      if (!band) return [];
      return [
        {
          label: bandLabel(fromKm2),
          fromKm2,
          toKm2: COVERAGE_BANDS[i + 1] ?? null,
          ...tally(band.count, band.areaKm2, band.cataloguedCount, band.cataloguedAreaKm2),
        },
      ];
    }),
    largestMissing: coverage.missing.slice(0, listed).map((land) => {
      const exception = exceptions[String(land.polygon)];
      return {
        latitude: land.latitude,
        longitude: land.longitude,
        areaKm2: land.areaKm2,
        region: land.region,
        nearestPlace: land.nearestPlace,
        ...(exception ? { exception: { kind: exception.kind, reason: exception.reason } } : {}),
      };
    }),
    inhabited: {
      definition: String(
        coverage.metadata.definitions.inhabitedOutlier ??
          `land a counted place lies on, ${COVERAGE_REMOTE_KM} km or more from any continent`,
      ),
      count: coverage.inhabitedOutliers.length,
      cataloguedCount: coverage.inhabitedOutliers.filter((land) => land.islandId !== undefined).length,
      largestMissing: coverage.inhabitedOutliers
        .filter((land) => land.islandId === undefined)
        .slice(0, listed)
        .map((land) => ({
          place: land.place.name,
          country: land.place.country,
          areaKm2: land.areaKm2,
          continentKm: land.continentKm,
          region: land.region,
        })),
    },
    sources: coverage.metadata.sources,
    catalogueVersion: coverage.metadata.catalogueVersion,
  };
}
