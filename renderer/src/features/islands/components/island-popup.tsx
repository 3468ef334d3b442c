import { Link } from 'react-router';
import { regionLabel } from '@core/contract/enums';
import { kmWords } from '@/lib/remoteness-words';
import type { Island } from '@core/contract/schemas';
import { islandPath } from '@core/site/web-routes';
import { Badge } from '@/components/ui/badge';
import { cardAccessLabel } from '../access';

/** What a map marker's popup says: name, country and region, the nearest people, access, and the way to the page. */
export function IslandPopup({ island }: { island: Island }) {
  return (
    <div className="island-popup" data-testid="island-popup">
      <p className="island-popup__name">
        <Link to={islandPath(island.id)}>{island.name}</Link>
      </p>
      <p className="island-popup__place">
        {island.country ? `${island.country} · ` : ''}
        {regionLabel(island.region)}
      </p>
      {island.remoteness ? (
        <p className="island-popup__remote" data-testid="popup-remoteness">
          {kmWords(island.remoteness.nearestInhabited.km)} to {island.remoteness.nearestInhabited.name}, the nearest
          inhabited land (the dashed line)
        </p>
      ) : null}
      <Badge tone="sand">{cardAccessLabel(island)}</Badge>
    </div>
  );
}
