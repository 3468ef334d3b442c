import { MapContainer, Marker } from 'react-leaflet';
import type { Island } from '@core/schemas';
import { LandLayer, MapSetup, WORLD_LIMITS, islandIcon } from './map-layers';
import { IslandOutlineLayer } from './outline-layers';

export interface IslandLocatorMapViewProps {
  island: Island;
  label: string;
  descriptionId?: string;
}

/** A small interactive map centred on one island, for its page. */
export default function IslandLocatorMapView({ island, label, descriptionId }: IslandLocatorMapViewProps) {
  return (
    <div className="island-map island-map--compact" data-testid="island-locator-map">
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
        <LandLayer />
        <IslandOutlineLayer island={island} />
        <Marker
          position={[island.latitude, island.longitude]}
          icon={islandIcon(island, 'locator')}
          keyboard={false}
          interactive={false}
          title={island.name}
        />
      </MapContainer>
    </div>
  );
}
