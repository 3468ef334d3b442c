import { DATASET_LICENCES } from '../contract/licences';
import { DATASET_DESCRIPTION, DATASET_TITLE } from './dataset-names';
import type { Release } from './release-schema';

const FORMATS: Record<string, string> = {
  'datapackage.json': 'application/json',
  'islands.csv': 'text/csv',
  'islands.json': 'application/json',
  'islands.geojson': 'application/geo+json',
};

/**
 * The About page's schema.org Dataset (JSON-LD), so dataset search engines index the catalogue:
 * its newest release's version and downloads, its licence, and the time and space it covers (the
 * years its population figures describe; the box around its islands).
 */
export function datasetJsonLd(options: { origin: string; release: Release }) {
  const { origin, release } = options;
  const { populationYears: years, ...box } = release.coverage;
  const licence = DATASET_LICENCES.find((part) => part.id === 'catalogue')!;
  return {
    '@context': 'https://schema.org',
    '@type': 'Dataset',
    name: DATASET_TITLE,
    description: DATASET_DESCRIPTION,
    url: `${origin}/about`,
    version: release.version,
    datePublished: release.date,
    isAccessibleForFree: true,
    license: licence.licenceUrl,
    creator: { '@type': 'Organization', name: 'Isolario', url: origin },
    keywords: ['islands', 'remoteness', 'geography', 'atolls', 'archipelagos'],
    ...(years ? { temporalCoverage: `${years.from}/${years.to}` } : {}),
    spatialCoverage: {
      '@type': 'Place',
      geo: { '@type': 'GeoShape', box: `${box.south} ${box.west} ${box.north} ${box.east}` },
    },
    distribution: Object.entries(release.downloads).map(([file, path]) => ({
      '@type': 'DataDownload',
      name: file,
      encodingFormat: FORMATS[file],
      contentUrl: `${origin}${path}`,
    })),
  };
}
