import { Link } from 'react-router';
import { regionLabel } from '@core/enums';
import type { Island } from '@core/schemas';
import { islandPath } from '@core/web-routes';
import { Badge } from '@/components/ui/badge';
import { cardAccessLabel } from '../access';

/** What a map marker's popup says: name, country and region, access, and the way to the page. */
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
      <Badge tone="sand">{cardAccessLabel(island)}</Badge>
    </div>
  );
}
