import type { IslandSource } from '@core/contract/schemas';

/** Where the record's facts come from: publisher and work, linked only to a publisher's home page. */
export function IslandSources({ sources }: { sources: readonly IslandSource[] }) {
  if (sources.length === 0) return null;
  return (
    <section className="card" aria-labelledby="sources-heading">
      <h2 id="sources-heading">Sources</h2>
      <ul className="source-list">
        {sources.map((source) => (
          <li key={`${source.publisher}|${source.work}`}>
            {source.url ? (
              <a href={source.url} rel="noopener noreferrer" target="_blank">
                {source.publisher}
              </a>
            ) : (
              source.publisher
            )}
            : {source.work}
          </li>
        ))}
      </ul>
    </section>
  );
}
