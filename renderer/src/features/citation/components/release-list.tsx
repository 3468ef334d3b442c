import type { Release } from '@core/releases/release-schema';

const FILES: [keyof Release['downloads'], string][] = [
  ['datapackage.json', 'Data package'],
  ['islands.csv', 'CSV'],
  ['islands.json', 'JSON'],
  ['islands.geojson', 'GeoJSON'],
];

const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Every release, newest first: its counts, what it changed (computed) and its files, which never change. */
export function ReleaseList({ releases }: { releases: readonly Release[] }) {
  return (
    <ul className="release-list">
      {releases.map((release) => {
        const { added, removed, changed } = release.changes;
        return (
          <li key={release.version} className="release-list__item">
            <h3>
              Release {release.version} <span className="muted">({release.date})</span>
            </h3>
            <p>
              {count(release.counts.islands, 'island')}
              {release.previous
                ? `; since ${release.previous}: ${added.length} added, ${removed.length} removed, ${changed.length} changed.`
                : '; the first release.'}
            </p>
            <p className="release-list__files">
              {FILES.map(([file, label], index) => (
                <span key={file}>
                  {index > 0 ? ' · ' : ''}
                  <a href={release.downloads[file]} download={file === 'datapackage.json' ? undefined : ''}>
                    {label}
                    <span className="visually-hidden"> of release {release.version}</span>
                  </a>
                </span>
              ))}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
