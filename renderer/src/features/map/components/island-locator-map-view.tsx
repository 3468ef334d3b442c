import { useMemo } from 'react';
import { MapContainer, Marker } from 'react-leaflet';
import { imageryOrigin } from '@/features/map/gibs-map';
import type { Island } from '@core/contract/schemas';
import { useMapImagery } from '../hooks/use-map-imagery';
import { MapViewSwitch } from './map-view-switch';
import { MapSetup, WORLD_LIMITS, islandIcon } from './map-layers';
import { IslandOutlineLayer } from './outline-layers';
import { SatelliteDayField } from './satellite-day-field';
import { MapBaseLayer } from './satellite-layer';
import { WorldInset } from './world-inset';
import { ImageryNotice } from './imagery-notice';

export interface IslandLocatorMapViewProps {
  island: Island;
  label: string;
  descriptionId?: string;
}

/** A small interactive map centred on one island, for its page. */
export default function IslandLocatorMapView({ island, label, descriptionId }: IslandLocatorMapViewProps) {
  const origin = useMemo(() => imageryOrigin([island]), [island]);
  const imagery = useMapImagery(origin);
  return (
    <>
      <div
        className="island-map island-map--compact island-map--inset"
        data-testid="island-locator-map"
        data-picture={imagery.satellite ? 'satellite' : 'map'}
        data-imagery={imagery.satellite ? imagery.status : undefined}
      >
        {origin ? <MapViewSwitch picture={imagery.picture} onChoose={imagery.choose} /> : null}
        <ImageryNotice notice={imagery.notice} />
        <MapContainer
          center={[island.latitude, island.longitude]}
          zoom={3}
          minZoom={1}
          maxZoom={10}
          zoomSnap={0.5}
          maxBounds={WORLD_LIMITS}
          maxBoundsViscosity={1}
          scrollWheelZoom={false}
          attributionControl={false}
        >
          <MapSetup label={label} descriptionId={descriptionId} />
          <MapBaseLayer origin={origin} imagery={imagery} />
          <IslandOutlineLayer island={island} overImagery={imagery.satellite} />
          <Marker
            position={[island.latitude, island.longitude]}
            icon={islandIcon(island, 'locator')}
            keyboard={false}
            interactive={false}
            title={island.name}
          />
        </MapContainer>
        <WorldInset latitude={island.latitude} longitude={island.longitude} />
      </div>
      {imagery.satellite ? (
        <SatelliteDayField day={imagery.day} notice={imagery.notice} onDay={imagery.setDay} />
      ) : null}
    </>
  );
}
