import { describe, expect, it } from 'vitest';
import { citationItem } from '@core/releases/citation-item';
import { citationFormats } from './citation-formats';

const release = { version: '2026.12.0', date: '2026-12-02' };

describe('Cite this: the formats citation-js makes, naming the release', () => {
  it('cites the catalogue as a dataset of its release', () => {
    const formats = citationFormats(citationItem(release, 'https://isolario.org'));
    expect(formats.text).toContain('Isolario: a catalogue of remote islands');
    expect(formats.text).toContain('2026.12.0');
    expect(formats.text).toContain('https://isolario.org/about');
    expect(formats.bibtex).toMatch(/^@(misc|dataset)\{/);
    expect(formats.bibtex).toMatch(/note = \{Release 2026\.12\.0\}/);
    expect(formats.ris).toMatch(/^TY {2}- DATA/m);
    expect(formats.ris).toMatch(/^PY {2}- 2026/m);
    expect(JSON.parse(formats.csl)[0]).toMatchObject({ type: 'dataset', version: '2026.12.0' });
  });

  it("cites one island as an entry of the catalogue, at the island's page", () => {
    const item = citationItem(release, 'https://isolario.org', { id: 'tristan-da-cunha', name: 'Tristan da Cunha' });
    const formats = citationFormats(item);
    expect(formats.text).toContain('Tristan da Cunha');
    expect(formats.text).toContain('https://isolario.org/island/tristan-da-cunha');
    expect(formats.bibtex).toContain('title = {Tristan da {Cunha}}');
    expect(formats.bibtex).toContain('release 2026.12.0');
    expect(formats.ris).toContain('UR  - https://isolario.org/island/tristan-da-cunha');
  });
});
