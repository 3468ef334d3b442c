import type { IslandHistory } from '@core/releases/island-history';

const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const day = (date: string) => DAY.format(new Date(`${date}T00:00:00Z`));
const list = (words: readonly string[]) =>
  words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words.at(-1)}` : (words[0] ?? '');

/** The record's own history: the release it entered the catalogue in, and what each later one changed. */
export function IslandRecordHistory({ history }: { history?: IslandHistory }) {
  if (!history) return null;
  return (
    <section className="card" aria-labelledby="record-history-heading">
      <h2 id="record-history-heading">This record&rsquo;s history</h2>
      <ul className="record-history">
        {[...history.changes].reverse().map((change) => (
          <li key={change.version}>
            <strong>Release {change.version}</strong> ({day(change.date)}): changed {list(change.fields)}.
          </li>
        ))}
        <li>
          <strong>Release {history.added.version}</strong> ({day(history.added.date)}): entered the catalogue.
        </li>
      </ul>
    </section>
  );
}
