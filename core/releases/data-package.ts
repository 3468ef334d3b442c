import type { DatasetLicence } from '../contract/licences';
import type { PageSource } from '../contract/page-source';
import { DATASET_DESCRIPTION, DATASET_NAME, DATASET_TITLE } from './dataset-names';
import { islandsTableSchema } from './table-schema';
import type { ReleaseFile } from './release-schema';

export interface ReleasedFile {
  file: Exclude<ReleaseFile, 'datapackage.json'>;
  bytes: number;
  sha256: string;
}

const MEDIA: Record<ReleasedFile['file'], { name: string; format: string; mediatype: string; title: string }> = {
  'islands.csv': { name: 'islands', format: 'csv', mediatype: 'text/csv', title: 'Islands (CSV, one row each)' },
  'islands.json': {
    name: 'islands-json',
    format: 'json',
    mediatype: 'application/json',
    title: 'Islands (JSON, the records as curated)',
  },
  'islands.geojson': {
    name: 'islands-geojson',
    format: 'geojson',
    mediatype: 'application/geo+json',
    title: 'Islands (GeoJSON points, longitude first)',
  },
};

/**
 * A release's datapackage.json (Frictionless Data Package v1): its version, licence, the pages its
 * facts come from, and each file with its size and SHA-256; the CSV as a tabular resource with its
 * Table Schema, so a validator can check every row.
 */
export function dataPackage(options: {
  version: string;
  date: string;
  licence: DatasetLicence;
  sources: readonly Pick<PageSource, 'url' | 'title' | 'publisher'>[];
  files: readonly ReleasedFile[];
  /** Said of a selection rather than the whole release. */
  description?: string;
}) {
  const { version, date, licence, sources, files } = options;
  return {
    profile: 'data-package',
    name: DATASET_NAME,
    id: `${DATASET_NAME}-${version}`,
    title: DATASET_TITLE,
    description: options.description ?? DATASET_DESCRIPTION,
    version,
    created: `${date}T00:00:00Z`,
    keywords: ['islands', 'remoteness', 'geography', 'atolls', 'archipelagos'],
    licenses: [{ name: licence.spdx, title: licence.licence, path: licence.licenceUrl }],
    contributors: [{ title: licence.credit, role: 'publisher' }],
    // The profile wants at least one source when the list is given.
    ...(sources.length > 0
      ? { sources: sources.map((source) => ({ title: `${source.publisher}: ${source.title}`, path: source.url })) }
      : {}),
    resources: files.map(({ file, bytes, sha256 }) => ({
      ...MEDIA[file],
      path: file,
      encoding: 'utf-8',
      bytes,
      hash: `sha256:${sha256}`,
      ...(file === 'islands.csv'
        ? { profile: 'tabular-data-resource', schema: islandsTableSchema() }
        : { profile: 'data-resource' }),
    })),
  };
}
