import { useState } from 'react';
import { Link } from 'react-router';
import { regionLabel } from '@core/contract/enums';
import type { Island } from '@core/contract/schemas';
import { islandPath } from '@core/site/web-routes';
import { formatNumber } from '@/lib/format-number';

/**
 * The map's text equivalent: every island on the map as a link, for keyboard and screen-reader
 * users. Closed by default; the links are only built when it opens, so 10,000 cost nothing.
 */
export function MapIslandList({ islands, label = 'on this map' }: { islands: readonly Island[]; label?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <details
      className="map-island-list"
      data-testid="map-island-list"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary>
        List the {formatNumber(islands.length)} {islands.length === 1 ? 'island' : 'islands'} {label}
      </summary>
      {open ? (
        <ul className="map-island-list__items">
          {islands.map((island) => (
            <li key={island.id}>
              <Link to={islandPath(island.id)}>{island.name}</Link>
              <span className="map-island-list__place">
                {island.country ? `${island.country} · ` : ''}
                {regionLabel(island.region)}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </details>
  );
}
