import { Link } from 'react-router';
import { kmWords, rankWords, remotenessLines } from '@/lib/remoteness-words';
import type { Island } from '@core/contract/schemas';
import { islandPath, WEB_ROUTES } from '@core/site/web-routes';

export const HOW_REMOTE_TEXT = {
  heading: 'How remote',
  isolation: 'Isolation index',
  ranking: 'See the remotest islands',
  source: 'Coast to coast, from OpenStreetMap coastlines and GeoNames places.',
} as const;

/** The island's distances in words (each neighbour linked where it is catalogued) and its rank. */
export function HowRemote({ island }: { island: Island }) {
  const remoteness = island.remoteness;
  if (!remoteness) return null;
  return (
    <section className="card" aria-labelledby="remote-heading" data-testid="how-remote">
      <h2 id="remote-heading">{HOW_REMOTE_TEXT.heading}</h2>
      <p className="how-remote__rank">{rankWords(remoteness)}</p>
      <ul className="how-remote">
        {remotenessLines(remoteness).map((line) => (
          <li key={line.what}>
            <strong>{kmWords(line.km)}</strong> to{' '}
            {line.islandId ? <Link to={islandPath(line.islandId)}>{line.to}</Link> : line.to}, {line.what}
          </li>
        ))}
        {remoteness.isolationIndex !== null ? (
          <li>
            {HOW_REMOTE_TEXT.isolation} <strong>{Math.round(remoteness.isolationIndex)}</strong> (Dahl&apos;s form)
          </li>
        ) : null}
      </ul>
      <p className="muted how-remote__source">
        {HOW_REMOTE_TEXT.source} <Link to={WEB_ROUTES.remotest}>{HOW_REMOTE_TEXT.ranking}</Link>
      </p>
    </section>
  );
}
