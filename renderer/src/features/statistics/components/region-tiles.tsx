import { Link } from 'react-router';
import type { Region } from '@core/enums';
import { regionLabel, regionSlug } from '@core/enums';
import { Skeleton } from '@/components/ui/skeleton';
import { GlobeIcon } from '@/components/ui/icons';
import { useStatistics } from '../api/get-statistics';

const MAP_REGIONS: Region[] = ['Pacific', 'Atlantic', 'Indian Ocean', 'Arctic'];
const format = new Intl.NumberFormat('en');

/** The map's stand-in: one tile per ocean with its live island count. */
export function MapPlaceholder() {
  const { data } = useStatistics();
  return (
    <div className="map-placeholder">
      <div className="map-placeholder__canvas">
        <GlobeIcon className="map-placeholder__globe" />
        <p className="map-placeholder__title">Interactive Map Coming Soon</p>
        <p className="map-placeholder__note">
          Until the map arrives, browse by ocean. Every figure is counted live from the catalogue.
        </p>
      </div>
      <ul className="region-tiles" aria-label="Islands by ocean">
        {MAP_REGIONS.map((region) => (
          <li key={region}>
            <Link
              to={`/explore?region=${regionSlug(region)}`}
              className="region-tile"
              data-testid={`region-tile-${regionSlug(region)}`}
            >
              <span className="region-tile__name">{regionLabel(region)}</span>
              <span className="region-tile__count">
                {data ? (
                  `${format.format(data.byRegion[region])} ${data.byRegion[region] === 1 ? 'island' : 'islands'}`
                ) : (
                  <Skeleton style={{ width: '4.5rem', height: '1rem' }} />
                )}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
