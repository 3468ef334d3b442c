import { GIBS_SHORT_CREDIT } from '../satellite/gibs';
import { OUTLINE_ATTRIBUTION, OUTLINE_LICENCE_URL } from '../outlines/outline';

/**
 * What each part of Isolario's data may be reused for, in one place: the About and API pages show
 * it, and every API answer links to it (RFC 8288 rel="license"). Licences as data/SOURCES.md
 * records them for the open data behind the derived files.
 */
export interface DatasetLicence {
  id: 'catalogue' | 'outlines' | 'derived' | 'place' | 'imagery';
  dataset: string;
  /** Where a reader meets it. */
  where: string;
  licence: string;
  /** Its SPDX identifier, where it is an open licence (the OpenAPI document's license names these). */
  spdx?: string;
  /** What it covers, in a few words. */
  short: string;
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
    spdx: 'CC-BY-4.0',
    short: 'the catalogue',
    licenceUrl: 'https://creativecommons.org/licenses/by/4.0/',
    reuse: 'Any use, commercial too, with credit.',
    credit: 'Isolario',
  },
  {
    id: 'outlines',
    dataset: 'Coastlines',
    where: 'Outline drawings, the maps, /api/islands/{id}/outline and geometry=outline',
    licence: 'ODbL 1.0',
    spdx: 'ODbL-1.0',
    short: 'coastlines',
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
    spdx: 'ODbL-1.0',
    short: 'remoteness and coverage',
    licenceUrl: OUTLINE_LICENCE_URL,
    reuse:
      'Computed from the OpenStreetMap coastlines and GeoNames places (CC BY 4.0): reuse with both credits, and as a database derived from OpenStreetMap, under the ODbL (share-alike).',
    credit: `${OUTLINE_ATTRIBUTION}; GeoNames (geonames.org), CC BY 4.0`,
  },
  {
    id: 'place',
    dataset: 'Time zones, light, compass and tide stations',
    where: 'The "Time and light" and "Tides today" cards, place on each island and /api/islands/{id}/tides',
    licence: 'ODbL 1.0',
    spdx: 'ODbL-1.0',
    short: 'place facts',
    licenceUrl: OUTLINE_LICENCE_URL,
    reuse:
      'The zones are from timezone-boundary-builder, made from OpenStreetMap (ODbL, share-alike); each tide station carries its own licence (TICON-4 and Kartverket CC BY 4.0, NOAA public domain), credited beside its tides; the World Magnetic Model is public domain.',
    credit:
      'timezone-boundary-builder (© OpenStreetMap contributors); each tide station’s credit; NOAA and BGS for the WMM',
  },
  {
    id: 'imagery',
    dataset: 'Satellite pictures',
    where:
      'Cards, island pages and the maps\u2019 Satellite view (your browser fetches them from NASA); satellite on each island',
    licence: 'NASA open data policy',
    short: 'satellite pictures',
    reuse:
      'NASA supports an open data policy and asks every user of GIBS imagery to show its acknowledgement (satellite.credit).',
    credit: GIBS_SHORT_CREDIT,
  },
];

/** The licences as one statement, for documents that cannot show the table (the OpenAPI document). */
export function licenceStatement(): string {
  const lines = DATASET_LICENCES.map(
    (part) => `- ${part.dataset}: ${part.licence}. ${part.reuse} Credit: ${part.credit}.`,
  );
  return `What may be reused, and how (the same as ${LICENCE_SECTION_PATH} shows):\n${lines.join('\n')}`;
}
