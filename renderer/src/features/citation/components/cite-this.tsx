import { useEffect, useRef, useState } from 'react';
import { citationItem, type CitedRelease } from '@core/releases/citation-item';
import type { CitationFormats } from '../citation-formats';
import { siteOrigin } from '../site-origin';
import '../citation.css';

const LABELS: [keyof CitationFormats, string][] = [
  ['text', 'Text (APA)'],
  ['bibtex', 'BibTeX'],
  ['ris', 'RIS'],
  ['csl', 'CSL-JSON'],
];

/**
 * "Cite this": the catalogue (or one island of it) at its release, as text, BibTeX, RIS and
 * CSL-JSON. citation-js loads only when a reader opens it, so no page pays for it otherwise; it
 * formats on the machine, so it works offline in the desktop app.
 */
export function CiteThis({ release, island }: { release: CitedRelease; island?: { id: string; name: string } }) {
  const [formats, setFormats] = useState<CitationFormats | 'failed'>();
  const [copied, setCopied] = useState<keyof CitationFormats>();
  const details = useRef<HTMLDetailsElement>(null);
  const headingId = `cite-heading${island ? `-${island.id}` : ''}`;
  const load = () => {
    if (formats) return;
    import('../citation-formats')
      .then(({ citationFormats }) => setFormats(citationFormats(citationItem(release, siteOrigin(), island))))
      .catch(() => setFormats('failed'));
  };
  // Opened before the page hydrated (a quick tap on a slow phone): no toggle event reached React.
  useEffect(() => {
    if (details.current?.open) load();
  });
  const copy = (key: keyof CitationFormats, text: string) => {
    void navigator.clipboard?.writeText(text).then(() => setCopied(key));
  };
  return (
    <section className="card cite-this" aria-labelledby={headingId}>
      <h2 id={headingId}>Cite this</h2>
      <p className="muted">
        {island ? `${island.name} as it stands in` : 'The catalogue as it stands in'} release {release.version} (
        {release.date}). Name the release, so a reader can find the same data.
      </p>
      <details ref={details} onToggle={(event) => (event.currentTarget.open ? load() : undefined)}>
        <summary>Show the citation</summary>
        {formats === 'failed' ? (
          <p role="alert">The citation could not be made here. Release {release.version}.</p>
        ) : formats ? (
          <div className="cite-this__formats">
            {LABELS.map(([key, label]) => (
              <div key={key} className="cite-this__format">
                <div className="cite-this__bar">
                  <h3 id={`${headingId}-${key}`}>{label}</h3>
                  <button type="button" className="cite-this__copy" onClick={() => copy(key, formats[key])}>
                    {copied === key ? 'Copied' : `Copy ${label}`}
                  </button>
                </div>
                <pre tabIndex={0} aria-labelledby={`${headingId}-${key}`} data-format={key}>
                  {formats[key]}
                </pre>
              </div>
            ))}
          </div>
        ) : (
          <p className="muted">Making the citation…</p>
        )}
      </details>
    </section>
  );
}
