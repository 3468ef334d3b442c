import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { catalogSchema, type Island } from '@core/contract/schemas';
import { citationCff } from '@core/releases/citation-cff';
import { releaseChanges } from '@core/releases/release-changes';
import { packageFiles } from '@core/releases/package-files';
import {
  releaseDownloadPath,
  releasesFileSchema,
  RELEASE_FILES,
  type Release,
  type ReleasesFile,
} from '@core/releases/release-schema';
import { nextVersion } from '@core/releases/release-version';
import { writeFileDurably } from '../../node/json-store/durable-file';
import { sha256 } from '../provenance/fingerprints';

export const RELEASES_INDEX = 'releases.json';
export const RELEASES_DIR = 'releases';

/** data/releases.json, or no releases yet. */
export async function readReleases(dataDir: string): Promise<ReleasesFile> {
  const text = await readFile(path.join(dataDir, RELEASES_INDEX), 'utf8').catch(() => undefined);
  return text === undefined ? { releases: [] } : releasesFileSchema.parse(JSON.parse(text));
}

/** A release's islands, as its islands.json holds them. */
export async function releasedIslands(dataDir: string, version: string): Promise<Island[]> {
  const text = await readFile(path.join(dataDir, RELEASES_DIR, version, 'islands.json'), 'utf8');
  return catalogSchema.parse(JSON.parse(text)).islands as Island[];
}

/** The catalogue's islands as a release holds them: parsed (defaults written out), sorted by id. */
export function releaseIslands(catalogText: string): Island[] {
  const { islands } = catalogSchema.parse(JSON.parse(catalogText));
  return [...(islands as Island[])].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** The release's files, byte for byte: the same islands, version and date give the same bytes. */
export function releaseFiles(islands: readonly Island[], version: string, date: string) {
  return packageFiles(islands, { version, date, sha256 });
}

/** The box around the islands' points and the span of their population years. */
function releaseCoverage(islands: readonly Island[]): Release['coverage'] {
  const lats = islands.map((island) => island.latitude);
  const lons = islands.map((island) => island.longitude);
  const years = islands.flatMap((island) => (island.populationYear ? [island.populationYear] : []));
  return {
    south: Math.min(...lats),
    west: Math.min(...lons),
    north: Math.max(...lats),
    east: Math.max(...lons),
    ...(years.length > 0 ? { populationYears: { from: Math.min(...years), to: Math.max(...years) } } : {}),
  };
}

/**
 * Cuts a release of the catalogue: its files under data/releases/<version>/, its entry (with the
 * changes computed from the release before) at the head of data/releases.json, the version written
 * into catalog.json, and CITATION.cff. Refuses a release that changes nothing.
 */
export async function writeRelease(options: {
  dataDir: string;
  date: string;
  /** The catalogue to release; catalog.json's by default (a past state, to record a first release). */
  catalogText?: string;
  version?: string;
  citationFile?: string;
}): Promise<Release> {
  const { dataDir, date } = options;
  const catalogFile = path.join(dataDir, 'catalog.json');
  const catalogText = options.catalogText ?? (await readFile(catalogFile, 'utf8'));
  const islands = releaseIslands(catalogText);
  const index = await readReleases(dataDir);
  const latest = index.releases[0];
  const version = options.version ?? nextVersion(date, latest?.version);
  if (index.releases.some((release) => release.version === version))
    throw new Error(`release ${version} exists already; a release never changes once made`);
  const previous = latest ? await releasedIslands(dataDir, latest.version) : [];
  const changes = releaseChanges(previous, islands);
  if (latest && changes.added.length + changes.removed.length + changes.changed.length === 0)
    throw new Error(`nothing changed since release ${latest.version}`);
  const files = releaseFiles(islands, version, date);
  const dir = path.join(dataDir, RELEASES_DIR, version);
  await mkdir(dir, { recursive: true });
  for (const file of RELEASE_FILES) await writeFileDurably(path.join(dir, file), files[file]);
  const release: Release = {
    version,
    date,
    ...(latest ? { previous: latest.version } : {}),
    counts: {
      islands: islands.length,
      inhabited: islands.filter((island) => island.isInhabited).length,
      withSources: islands.filter((island) => island.sources.some((source) => source.url)).length,
    },
    coverage: releaseCoverage(islands),
    changes,
    downloads: Object.fromEntries(
      RELEASE_FILES.map((file) => [file, releaseDownloadPath(version, file)]),
    ) as Release['downloads'],
    sha256: Object.fromEntries(RELEASE_FILES.map((file) => [file, sha256(files[file])])) as Release['sha256'],
  };
  const releases = { releases: [release, ...index.releases] };
  await writeFileDurably(path.join(dataDir, RELEASES_INDEX), `${JSON.stringify(releases, null, 2)}\n`);
  if (options.catalogText === undefined) {
    // The version first, so a reader of catalog.json sees at once which release it is.
    const { version: _old, ...rest } = JSON.parse(catalogText) as Record<string, unknown>;
    await writeFileDurably(catalogFile, `${JSON.stringify({ version, ...rest }, null, 2)}\n`);
  }
  if (options.citationFile) {
    const newest = releases.releases[0]!;
    await writeFile(
      options.citationFile,
      citationCff({ version: newest.version, date: newest.date, licence: 'CC-BY-4.0' }),
    );
  }
  return release;
}
