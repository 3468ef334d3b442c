import { recordSources } from '../catalogue/record-sources';
import { islandsToCsv, toGeoJson } from '../catalogue/catalogue-export';
import { DATASET_LICENCES } from '../contract/licences';
import type { PageSource } from '../contract/page-source';
import type { Island } from '../contract/schemas';
import { dataPackage, type ReleasedFile } from './data-package';
import type { ReleaseFile } from './release-schema';
import { RELEASE_FIELDS } from './table-schema';

/** The curated fields of an island, as a release holds it (the derived ones are separate products). */
export function curatedRecord(island: Island): Island {
  const fields = RELEASE_FIELDS.flatMap((field) => (field in island ? [[field, island[field]]] : []));
  return Object.fromEntries(fields) as unknown as Island;
}

/**
 * A data package's files, byte for byte: the islands as JSON, CSV and GeoJSON and the
 * datapackage.json that describes them (sizes and SHA-256 from `sha256`, which core leaves to its
 * caller). The same islands, version and date give the same bytes: a release (npm run
 * data:release) and the desktop app's export of a selection are both made here.
 */
export function packageFiles(
  islands: readonly Island[],
  options: { version: string; date: string; sha256: (text: string) => string; description?: string },
): Record<ReleaseFile, string> {
  const { version, date, sha256 } = options;
  const files: Record<ReleasedFile['file'], string> = {
    'islands.csv': islandsToCsv(islands, RELEASE_FIELDS),
    'islands.json': `${JSON.stringify({ version, islands }, null, 2)}\n`,
    'islands.geojson': `${JSON.stringify({ ...toGeoJson(islands), version })}\n`,
  };
  const released = Object.entries(files).map(([file, text]) => ({
    file: file as ReleasedFile['file'],
    bytes: new TextEncoder().encode(text).length,
    sha256: sha256(text),
  }));
  const pages = new Map<string, Pick<PageSource, 'url' | 'title' | 'publisher'>>();
  for (const island of islands)
    for (const source of recordSources(island))
      if (source.url && !pages.has(source.url))
        pages.set(source.url, { url: source.url, title: source.title, publisher: source.publisher });
  const descriptor = dataPackage({
    version,
    date,
    licence: DATASET_LICENCES.find((part) => part.id === 'catalogue')!,
    sources: [...pages.values()].sort((a, b) => (a.url < b.url ? -1 : 1)),
    files: released,
    ...(options.description ? { description: options.description } : {}),
  });
  return { ...files, 'datapackage.json': `${JSON.stringify(descriptor, null, 2)}\n` };
}
