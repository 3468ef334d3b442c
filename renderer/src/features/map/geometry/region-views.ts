import type { Region } from '@core/contract/enums';
import type { Island } from '@core/contract/schemas';
import type { GeoBounds } from './longitude';
import { pointBounds } from './longitude';

/** Where each ocean lies when it has no islands yet to measure. */
const FALLBACK_BOUNDS: Record<Region, GeoBounds> = {
  Pacific: { south: -50, west: 120, north: 30, east: 290 },
  Atlantic: { south: -55, west: -70, north: 65, east: 20 },
  'Indian Ocean': { south: -50, west: 35, north: 25, east: 115 },
  Arctic: { south: 62, west: -180, north: 84, east: 180 },
  Antarctic: { south: -72, west: -90, north: -45, east: 90 },
};

/** The view of one ocean: the bounds of its islands, or a fixed frame when it has none. */
export function regionBounds(region: Region, islands: readonly Island[]): GeoBounds {
  const inRegion = islands.filter((island) => island.region === region);
  return pointBounds(inRegion, 4) ?? FALLBACK_BOUNDS[region];
}
