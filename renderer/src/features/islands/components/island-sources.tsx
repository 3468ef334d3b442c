import type { IslandSource } from '@core/contract/schemas';
import { sourceReadWords } from '../source-words';

/** Where the record's facts come from: each page by its title, linked, with its publisher and the day it was read. */
export function IslandSources({ sources }: { sources: readonly IslandSource[] }) {
  if (sources.length === 0) return null;
  return (
    <section className="card" aria-labelledby="sources-heading">
      <h2 id="sources-heading">Sources</h2>
      <ul className="source-list">
        {sources.map((source) => (
          <li key={`${source.publisher}|${source.title}|${source.url ?? ''}`}>
            {source.url ? (
              <a href={source.url} rel="noopener noreferrer" target="_blank">
                {source.title}
              </a>
            ) : (
              source.title
            )}
            {`, ${source.publisher}`}
            {sourceReadWords(source) ? <span className="muted">{` (${sourceReadWords(source)})`}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
