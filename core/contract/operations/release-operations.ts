import { releaseListSchema } from '../../releases/release-schema';
import { defineOperations } from '../operation';

/** The catalogue's releases: what a researcher cites, and what changed between two downloads. */
export const RELEASE_OPERATIONS = defineOperations({
  releases: {
    summary: 'Releases of the catalogue',
    description:
      "Every release of the catalogue, newest first: its version (YEAR.MONTH.PATCH), date and counts, what it changed since the release before (islands added, removed, and changed field by field, computed from the two releases' files), and its downloads: a Frictionless Data Package (datapackage.json, with the licence, the pages cited and a Table Schema) beside the CSV, JSON and GeoJSON of that release, which never change once released. Every /api answer names the release it serves in the Isolario-Release header.",
    tag: 'Meta',
    http: {
      method: 'get',
      path: '/api/releases',
      answers: 'A JSON array of releases, newest first',
      documented: true,
      example: '/api/releases',
    },
    channel: 'catalogue:releases',
    output: releaseListSchema,
    errors: [],
    cached: true,
    tools: [
      {
        name: 'catalogue_releases',
        title: 'Catalogue releases',
        description:
          'The releases of the catalogue, newest first: version, date, counts, the islands each added, removed and changed (with the fields), and the download paths of each release (datapackage.json, islands.csv, islands.json, islands.geojson). Use the version when citing the catalogue.',
      },
    ],
  },
});
