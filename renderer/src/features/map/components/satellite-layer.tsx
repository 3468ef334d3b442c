import type L from 'leaflet';
import { useMemo } from 'react';
import { TileLayer, WMSTileLayer } from 'react-leaflet';
import { gibsMapLayer } from '@/features/map/gibs-map';
import type { ImageryStatus, MapImagery } from '../hooks/use-map-imagery';
import { LandLayer } from './map-layers';
import { IMAGERY_TEXT } from '../imagery-text';

/** A transparent pixel in place of a tile that failed (offline, service down): no broken-image icons. */
const FAILED_TILE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/**
 * Reports whether the tiles in view came: 'failed' when every one of them failed. Leaflet counts the
 * transparent stand-in's own load as a tile loaded, so that one is not counted.
 */
function tileStatusHandlers(report: (status: ImageryStatus) => void): L.LeafletEventHandlerFnMap {
  let loaded = 0;
  let failed = 0;
  return {
    loading: () => {
      loaded = 0;
      failed = 0;
      report('loading');
    },
    tileload: (event) => {
      if (event.tile.getAttribute('src') !== FAILED_TILE) loaded += 1;
    },
    tileerror: () => {
      failed += 1;
    },
    load: () => report(failed > 0 && loaded === 0 ? 'failed' : 'shown'),
  };
}

interface SatelliteLayerProps {
  origin: string;
  /** A day checked by dailyDay, or undefined for the cloud-free composite. */
  day: string | undefined;
  onStatus: (status: ImageryStatus) => void;
}

/** NASA GIBS imagery as the map's base, under the outlines and markers, credited on the map. */
export function SatelliteLayer({ origin, day, onStatus }: SatelliteLayerProps) {
  const layer = useMemo(() => gibsMapLayer(origin, day), [origin, day]);
  const eventHandlers = useMemo(() => tileStatusHandlers(onStatus), [onStatus]);
  if (layer.kind === 'daily') {
    return (
      <TileLayer
        url={layer.url}
        maxNativeZoom={layer.maxNativeZoom}
        errorTileUrl={FAILED_TILE}
        attribution={IMAGERY_TEXT.attribution}
        eventHandlers={eventHandlers}
      />
    );
  }
  return (
    <WMSTileLayer
      url={layer.url}
      params={layer.params}
      // Parameter names as the GIBS docs write them (SERVICE=WMS&REQUEST=GetMap…).
      uppercase
      errorTileUrl={FAILED_TILE}
      attribution={IMAGERY_TEXT.attribution}
      eventHandlers={eventHandlers}
    />
  );
}

/** The map's base: NASA imagery when Satellite is picked (and GIBS is known), else the bundled land. */
export function MapBaseLayer({ origin, imagery }: { origin: string | undefined; imagery: MapImagery }) {
  return origin && imagery.satellite ? (
    <SatelliteLayer origin={origin} day={imagery.day} onStatus={imagery.report} />
  ) : (
    <LandLayer />
  );
}
