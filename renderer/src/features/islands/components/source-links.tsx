import type { IslandSource } from '@core/contract/schemas';

/** A fact's pages in a line: each its title and publisher, a link where it has an address. */
export function SourceLinks({ sources }: { sources: readonly IslandSource[] }) {
  return sources.map((source, index) => (
    <span key={`${source.publisher}|${source.title}`}>
      {index > 0 ? '; ' : ''}
      {source.url ? (
        <a href={source.url} rel="noopener noreferrer" target="_blank">
          {source.title}, {source.publisher}
        </a>
      ) : (
        `${source.title}, ${source.publisher}`
      )}
    </span>
  ));
}
