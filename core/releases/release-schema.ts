import { z } from 'zod';
import { RELEASE_VERSION_PATTERN } from './release-version';

const versionSchema = z
  .string()
  .regex(RELEASE_VERSION_PATTERN, 'a release version is YEAR.MONTH.PATCH, e.g. 2026.12.0')
  .describe('The release, YEAR.MONTH.PATCH (calendar-based; the patch counts corrections)');

const namedIsland = z.strictObject({ id: z.string(), name: z.string() });

/** What one release changed, computed from the release before it (never written by hand). */
export const releaseChangesSchema = z.strictObject({
  added: z.array(namedIsland).describe('Islands new in this release'),
  removed: z.array(namedIsland).describe('Islands this release removed: their ids answer 410 from then on'),
  changed: z
    .array(namedIsland.extend({ fields: z.array(z.string()).min(1).describe('The fields whose values changed') }))
    .describe('Islands kept whose record changed, field by field'),
});
export type ReleaseChanges = z.infer<typeof releaseChangesSchema>;

export const RELEASE_FILES = ['datapackage.json', 'islands.csv', 'islands.json', 'islands.geojson'] as const;
export type ReleaseFile = (typeof RELEASE_FILES)[number];

/** One value for each file of a release. */
const perFile = (value: z.ZodString) =>
  z.strictObject({
    'datapackage.json': value,
    'islands.csv': value,
    'islands.json': value,
    'islands.geojson': value,
  });

export const releaseSchema = z.strictObject({
  version: versionSchema,
  date: z.iso.date().describe('The day it was released, YYYY-MM-DD'),
  previous: versionSchema.optional().describe('The release its changes are counted from; none for the first'),
  counts: z.strictObject({
    islands: z.number().int().min(0),
    inhabited: z.number().int().min(0),
    withSources: z.number().int().min(0).describe('Islands with at least one source that links the page read'),
  }),
  coverage: z
    .strictObject({
      south: z.number(),
      west: z.number(),
      north: z.number(),
      east: z.number(),
      populationYears: z.strictObject({ from: z.number().int(), to: z.number().int() }).optional(),
    })
    .describe("The box around its islands' points, and the years its population figures are for"),
  changes: releaseChangesSchema,
  downloads: perFile(z.string().startsWith('/releases/')).describe(
    'Where each file of the release is served, from the server root; they never change once released',
  ),
  sha256: perFile(z.string().regex(/^[0-9a-f]{64}$/)).describe("Each file's SHA-256"),
});
export type Release = z.infer<typeof releaseSchema>;

/** data/releases.json: every release, newest first. */
export const releasesFileSchema = z.strictObject({ releases: z.array(releaseSchema) });
export type ReleasesFile = z.infer<typeof releasesFileSchema>;

export const releaseListSchema = z.array(releaseSchema);

/** The header every API answer names its release in. */
export const RELEASE_HEADER = 'Isolario-Release';

/** Where a release's files are served and stored, by version. */
export const releaseDownloadPath = (version: string, file: ReleaseFile) => `/releases/${version}/${file}`;
