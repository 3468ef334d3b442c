import {
  BLUE_MARBLE,
  LANDSAT_ANNUAL,
  MODIS_TERRA_DAILY,
  wmsEndpoint,
  wmtsDailyTileTemplate,
} from '../../../../core/satellite/gibs';

/**
 * NASA GIBS as a tiled map's picture (Leaflet in Web Mercator): the cloud-free composite asked of
 * the WMS endpoint, or one day of MODIS Terra from the WMTS tiles.
 */
export type GibsMapLayer =
  | {
      kind: 'composite';
      url: string;
      /** Leaflet's WMS options; whatever Leaflet does not know (time) it sends as a parameter. */
      params: { layers: string; format: 'image/jpeg'; version: '1.1.1'; time: string };
    }
  | { kind: 'daily'; day: string; url: string; maxNativeZoom: number };

/** Bottom first: Landsat's land over Blue Marble, which fills the sea and Landsat's gaps. */
const COMPOSITE = [BLUE_MARBLE, LANDSAT_ANNUAL] as const;

/** The layer for a day checked by `dailyDay`, or the cloud-free composite without one. */
export function gibsMapLayer(origin: string, day?: string): GibsMapLayer {
  if (day) {
    return { kind: 'daily', day, url: wmtsDailyTileTemplate(origin, day), maxNativeZoom: MODIS_TERRA_DAILY.maxZoom };
  }
  return {
    kind: 'composite',
    url: wmsEndpoint(origin),
    params: {
      layers: COMPOSITE.map((layer) => layer.id).join(','),
      format: 'image/jpeg',
      version: '1.1.1',
      time: LANDSAT_ANNUAL.time!,
    },
  };
}

const DAY_MS = 86_400_000;

/** The last day offered: yesterday in UTC, since today's passes are still coming in. */
export function lastDailyDay(now: Date): string {
  return new Date(now.getTime() - DAY_MS).toISOString().slice(0, 10);
}

/** The day as YYYY-MM-DD when it is a real day the daily layer has, else undefined: nothing is asked for it. */
export function dailyDay(value: string, now: Date): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  // Date rolls 2012-02-30 over into March: a day that does not come back the same does not exist.
  const parsed = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== value) return undefined;
  return value >= MODIS_TERRA_DAILY.firstDay && value <= lastDailyDay(now) ? value : undefined;
}

/** The GIBS origin the islands' pictures are asked of (a local stand-in in tests), from the first that has one. */
export function imageryOrigin(islands: readonly { satellite?: { url: string } | undefined }[]): string | undefined {
  for (const island of islands) {
    if (!island.satellite) continue;
    try {
      const url = new URL(island.satellite.url);
      if (url.protocol === 'https:' || url.protocol === 'http:') return url.origin;
    } catch {
      // Not a URL: look at the next island.
    }
  }
  return undefined;
}
