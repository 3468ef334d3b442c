import { DATASET_TITLE } from './dataset-names';

/** The public site a citation links to when the page has no web address of its own (the desktop app). */
export const PUBLIC_SITE = 'https://isolario.org';

export interface CitedRelease {
  version: string;
  /** YYYY-MM-DD */
  date: string;
}

/** A CSL-JSON item (the Citation Style Language's data), which every citation format is made from. */
export interface CslItem {
  id: string;
  type: 'dataset';
  title: string;
  author: { literal: string }[];
  publisher: string;
  version: string;
  issued: { 'date-parts': [[number, number, number]] };
  URL: string;
  'container-title'?: string;
  /** The release again, for formats with no version field (BibTeX's @misc has none). */
  note: string;
}

const dateParts = (date: string): [[number, number, number]] => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return [[year, month, day]];
};

/**
 * The catalogue, or one island of it, as a CSL-JSON item naming the release: the About page's
 * "Cite this" and each island page's make their text, BibTeX and RIS from it.
 */
export function citationItem(release: CitedRelease, origin: string, island?: { id: string; name: string }): CslItem {
  const base = {
    type: 'dataset' as const,
    author: [{ literal: 'The Isolario team' }],
    publisher: 'Isolario',
    version: release.version,
    issued: { 'date-parts': dateParts(release.date) },
  };
  return island
    ? {
        ...base,
        id: `isolario-${island.id}-${release.version}`,
        title: island.name,
        'container-title': DATASET_TITLE,
        URL: `${origin}/island/${island.id}`,
        note: `${DATASET_TITLE}, release ${release.version}`,
      }
    : {
        ...base,
        id: `isolario-${release.version}`,
        title: DATASET_TITLE,
        URL: `${origin}/about`,
        note: `Release ${release.version}`,
      };
}
