import { GIBS_SHORT_CREDIT } from '../satellite/gibs';
import { OUTLINE_ATTRIBUTION, OUTLINE_LICENCE_URL } from '../outlines/outline';

/**
 * What each part of Isolario's data may be reused for, in one place: the About and API pages show
 * it, and every API answer links to it (RFC 8288 rel="license"). Licences as data/SOURCES.md
 * records them for the open data behind the derived files.
 */
export interface DatasetLicence {
  id: 'catalogue' | 'outlines' | 'derived' | 'imagery';
  dataset: string;
  /** Where a reader meets it. */
  where: string;
  licence: string;
  licenceUrl?: string;
  reuse: string;
  credit: string;
}

export const LICENCE_SECTION_PATH = '/about#licences';
/** The Link header every API answer carries. */
export const LICENSE_LINK = `<${LICENCE_SECTION_PATH}>; rel="license"`;

export const DATASET_LICENCES: readonly DatasetLicence[] = [
  {
    id: 'catalogue',
    dataset: 'The catalogue: island records, their texts and figures',
    where: 'Island pages, /api/islands and the CSV and GeoJSON exports',
    licence: 'CC BY 4.0',
    licenceUrl: 'https://creativecommons.org/licenses/by/4.0/',
    reuse: 'Any use, commercial too, with credit.',
    credit: 'Isolario',
  },
  {
    id: 'outlines',
    dataset: 'Coastlines',
    where: 'Outline drawings, the maps, /api/islands/{id}/outline and geometry=outline',
    licence: 'ODbL 1.0',
    licenceUrl: OUTLINE_LICENCE_URL,
    reuse:
      'Any use with credit; a database made from them must be offered under the ODbL too (share-alike), and a picture made from them may be used freely with the credit.',
    credit: OUTLINE_ATTRIBUTION,
  },
  {
    id: 'derived',
    dataset: 'Remoteness figures and the coverage report',
    where: 'The "How remote" card, /remotest, remoteness on each island, /api/remotest and /api/coverage',
    licence: 'ODbL 1.0',
    licenceUrl: OUTLINE_LICENCE_URL,
    reuse:
      'Computed from the OpenStreetMap coastlines and GeoNames places (CC BY 4.0): reuse with both credits, and as a database derived from OpenStreetMap, under the ODbL (share-alike).',
    credit: `${OUTLINE_ATTRIBUTION}; GeoNames (geonames.org), CC BY 4.0`,
  },
  {
    id: 'imagery',
    dataset: 'Satellite pictures',
    where:
      'Cards, island pages and the maps\u2019 Satellite view (your browser fetches them from NASA); satellite on each island',
    licence: 'NASA open data policy',
    reuse:
      'NASA supports an open data policy and asks every user of GIBS imagery to show its acknowledgement (satellite.credit).',
    credit: GIBS_SHORT_CREDIT,
  },
];
