import { Cite } from '@citation-js/core';
import '@citation-js/plugin-bibtex';
import '@citation-js/plugin-ris';
import '@citation-js/plugin-csl';
import type { CslItem } from '@core/releases/citation-item';

export interface CitationFormats {
  text: string;
  bibtex: string;
  ris: string;
  csl: string;
}

/**
 * One item in the four forms "Cite this" offers, made by citation-js (the Citation Style
 * Language's processor) rather than by hand: APA text, BibTeX, RIS and CSL-JSON.
 */
export function citationFormats(item: CslItem): CitationFormats {
  const cite = new Cite(item);
  return {
    text: (cite.format('bibliography', { format: 'text', template: 'apa', lang: 'en-US' }) as string).trim(),
    bibtex: (cite.format('bibtex', { format: 'text' }) as string).trim(),
    ris: (cite.format('ris', { format: 'text' }) as string).trim(),
    csl: JSON.stringify([item], null, 2),
  };
}
