import { Link } from 'react-router';
import type { Region } from '@core/contract/enums';
import { REGIONS, regionLabel, regionSlug } from '@core/contract/enums';
import { Skeleton } from '@/components/ui/skeleton';
import { ArrowRightIcon, GlobeIcon } from '@/components/ui/icons';
import { useStatistics } from '../api/get-statistics';
import '../statistics.css';
import { formatNumber } from '@/lib/format-number';

export const REGION_TILE_TEXT = {
  show: 'Show on map',
  explore: 'Open in Explore',
} as const;

/**
 * One tile per ocean with its live island count: the tile flies the map there, and its link
 * opens Explore with that region.
 */
export function RegionTiles({ onShow }: { onShow: (region: Region) => void }) {
  const { data } = useStatistics();
  return (
    <ul className="region-tiles" aria-label="Islands by ocean">
      {REGIONS.map((region) => (
        <li key={region} className="region-tile" data-testid={`region-tile-${regionSlug(region)}`}>
          <button type="button" className="region-tile__show" onClick={() => onShow(region)}>
            <span className="region-tile__name">{regionLabel(region)}</span>
            <span className="region-tile__count">
              {data ? (
                `${formatNumber(data.byRegion[region])} ${data.byRegion[region] === 1 ? 'island' : 'islands'}`
              ) : (
                <Skeleton style={{ width: '4.5rem', height: '1rem' }} />
              )}
            </span>
            <span className="region-tile__hint">
              <GlobeIcon />
              {REGION_TILE_TEXT.show}
            </span>
          </button>
          <Link
            to={`/explore?region=${regionSlug(region)}`}
            className="region-tile__explore"
            aria-label={`${REGION_TILE_TEXT.explore}: ${regionLabel(region)}`}
          >
            {REGION_TILE_TEXT.explore}
            <ArrowRightIcon />
          </Link>
        </li>
      ))}
    </ul>
  );
}
