import { Link } from 'react-router';
import type { Island } from '@core/contract/schemas';
import { islandPath } from '@core/site/web-routes';
import { formatNumber } from '@/lib/format-number';
import { NEAREST_COUNT, useNearestIslands } from '../api/get-nearest-islands';

export const NEAREST_TEXT = {
  heading: 'Nearest islands',
  failed: 'The nearest islands could not be found.',
  // "How remote" measures coast to coast, so one pair can show two distances: each says which.
  measure: 'Centre to centre, along the great circle; “How remote” measures from coast to coast.',
} as const;

/** The five catalogue islands closest to this one, with their great-circle distances. */
export function NearestIslands({ island }: { island: Island }) {
  const nearest = useNearestIslands(island);
  return (
    <section className="card" aria-labelledby="nearest-heading">
      <h2 id="nearest-heading">{NEAREST_TEXT.heading}</h2>
      {nearest.isError ? (
        <p className="muted">{NEAREST_TEXT.failed}</p>
      ) : (
        <ol className="nearest-list" aria-busy={nearest.isPending}>
          {(nearest.data ?? Array.from({ length: NEAREST_COUNT }, () => undefined)).map((other, i) =>
            other ? (
              <li key={other.id}>
                <Link to={islandPath(other.id)}>{other.name}</Link>
                <span className="nearest-list__distance">{formatNumber(Math.round(other.distanceKm ?? 0))} km</span>
              </li>
            ) : (
              // Held open while loading, so the card does not grow when the names arrive.
              <li key={i} className="nearest-list__placeholder" aria-hidden="true">
                &nbsp;
              </li>
            ),
          )}
        </ol>
      )}
      <p className="muted nearest-list__measure">{NEAREST_TEXT.measure}</p>
    </section>
  );
}
