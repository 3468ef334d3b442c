import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import type { ReactNode } from 'react';
import { MapContainer, Marker, Polyline, Popup, useMap } from 'react-leaflet';
import { imageryOrigin } from '@/features/map/gibs-map';
import type { BoundingBox } from '@core/place/place-query';
import type { Region } from '@core/contract/enums';
import type { Island } from '@core/contract/schemas';
import { createIslandClusters } from '../geometry/clustering';
import { bandView } from '../geometry/band-view';
import { greatCircleLine } from '../geometry/great-circle';
import { pointBounds, viewBox } from '../geometry/longitude';
import { regionBounds } from '../geometry/region-views';
import { useMapImagery } from '../hooks/use-map-imagery';
import { MapViewSwitch } from './map-view-switch';
import { MapSetup, WORLD_LIMITS, clusterIcon, islandIcon, prefersReducedMotion, useMapView } from './map-layers';
import { VisibleOutlines } from './outline-layers';
import { SatelliteDayField } from './satellite-day-field';
import { MapBaseLayer } from './satellite-layer';
import { ImageryNotice } from './imagery-notice';

/** Ask the map to show one ocean; a new key flies there again even if the region is the same. */
export interface MapFocus {
  region: Region;
  key: number;
}

export interface IslandMapViewProps {
  islands: readonly Island[];
  /** The map's accessible name. */
  label: string;
  descriptionId?: string;
  focus?: MapFocus;
  renderPopup?: (island: Island) => ReactNode;
  compact?: boolean;
  /** Offers "Search this area": called with the view's bounds as a search box. */
  onSearchArea?: ((bbox: BoundingBox) => void) | undefined;
  searchAreaLabel?: string;
}

/**
 * The interactive map: bundled land (or, when chosen, NASA imagery), islands coloured by category,
 * clustered when zoomed out.
 */
export default function IslandMapView({
  islands,
  label,
  descriptionId,
  focus,
  renderPopup,
  compact,
  onSearchArea,
  searchAreaLabel = 'Search this area',
}: IslandMapViewProps) {
  const origin = useMemo(() => imageryOrigin(islands), [islands]);
  const imagery = useMapImagery(origin);
  const keepViewRef = useRef(false);
  // Where the map searches its area, its buttons sit above it, never over the markers.
  const [toolbar, setToolbar] = useState<HTMLDivElement | null>(null);
  return (
    <>
      {onSearchArea ? (
        <div ref={setToolbar} className="island-map__toolbar">
          {origin ? <MapViewSwitch picture={imagery.picture} onChoose={imagery.choose} /> : null}
        </div>
      ) : null}
      <div
        className={compact ? 'island-map island-map--compact' : 'island-map'}
        data-testid="island-map"
        data-island-count={islands.length}
        data-picture={imagery.satellite ? 'satellite' : 'map'}
        data-imagery={imagery.satellite ? imagery.status : undefined}
      >
        {origin && !onSearchArea ? <MapViewSwitch picture={imagery.picture} onChoose={imagery.choose} /> : null}
        <ImageryNotice notice={imagery.notice} />
        <MapContainer
          center={[15, 10]}
          zoom={2}
          minZoom={0}
          maxZoom={10}
          zoomSnap={0.25}
          worldCopyJump
          maxBounds={WORLD_LIMITS}
          maxBoundsViscosity={1}
          scrollWheelZoom={false}
          attributionControl={false}
        >
          <MapSetup label={label} descriptionId={descriptionId} />
          <MapBaseLayer origin={origin} imagery={imagery} />
          <IslandMarkers islands={islands} renderPopup={renderPopup} />
          <ZoomedOutlines islands={islands} overImagery={imagery.satellite} />
          <ViewController islands={islands} focus={focus} keepViewRef={keepViewRef} />
          {onSearchArea ? (
            <SearchAreaButton
              label={searchAreaLabel}
              onSearch={onSearchArea}
              keepViewRef={keepViewRef}
              toolbar={toolbar}
            />
          ) : null}
        </MapContainer>
      </div>
      {imagery.satellite ? (
        <SatelliteDayField day={imagery.day} notice={imagery.notice} onDay={imagery.setDay} />
      ) : null}
    </>
  );
}

/**
 * Fits the map to the islands whenever the set's extent changes (Explore's filters), and flies to
 * an ocean when asked (Home's region tiles). The first move is instant; later ones animate.
 */
function ViewController({
  islands,
  focus,
  keepViewRef,
}: {
  islands: readonly Island[];
  focus: MapFocus | undefined;
  /** Set by 'Search this area': the results it brings are in the view the user framed; stay there. */
  keepViewRef: RefObject<boolean>;
}) {
  const map = useMap();
  const target = useMemo(() => {
    const points = focus ? islands.filter((island) => island.region === focus.region) : islands;
    const bounds = focus ? regionBounds(focus.region, islands) : pointBounds(islands, 3);
    // A set circling the globe (the Arctic) gets its band of latitude, not a strip of world.
    const size = map.getSize();
    return bounds ? { bounds, band: bandView(points, bounds, { width: size.x, height: size.y }) } : undefined;
  }, [focus, islands, map]);
  const key = target
    ? [target.bounds.south, target.bounds.west, target.bounds.north, target.bounds.east]
        .map((value) => value.toFixed(3))
        .join(',') +
      (target.band
        ? `,band:${target.band.center.map((value) => value.toFixed(3)).join(':')}:${target.band.zoom}`
        : '') +
      (focus ? `,fly:${focus.key}` : '')
    : '';
  const moved = useRef(false);
  useEffect(() => {
    if (key === '') return;
    const [south, west, north, east] = key.split(',').slice(0, 4).map(Number) as [number, number, number, number];
    const bounds: [[number, number], [number, number]] = [
      [south, west],
      [north, east],
    ];
    const band = /,band:([^:,]+):([^:,]+):([^:,]+)/.exec(key);
    // The results of 'Search this area' are the islands in the view the user framed: stay there.
    if (keepViewRef.current) return;
    const animate = moved.current && !prefersReducedMotion();
    moved.current = true;
    const fly = key.includes(',fly:') && animate;
    if (band) {
      const [latitude, longitude, zoom] = band.slice(1).map(Number) as [number, number, number];
      if (fly) map.flyTo([latitude, longitude], zoom, { duration: 0.9 });
      else map.setView([latitude, longitude], zoom, { animate });
    } else if (fly) map.flyToBounds(bounds, { padding: [24, 24], duration: 0.9 });
    else map.fitBounds(bounds, { padding: [24, 24], animate });
  }, [map, key, keepViewRef]);
  // After the fit above has seen the set that followed the search (its extent changed or not).
  useEffect(() => {
    keepViewRef.current = false;
  }, [islands, keepViewRef]);
  return null;
}

/** A button above the map (in the toolbar, through a portal) that turns what is in view into a bbox filter. */
function SearchAreaButton({
  label,
  onSearch,
  keepViewRef,
  toolbar,
}: {
  label: string;
  onSearch: (bbox: BoundingBox) => void;
  keepViewRef: RefObject<boolean>;
  toolbar: HTMLElement | null;
}) {
  const map = useMap();
  if (!toolbar) return null;
  return createPortal(
    <div className="map-search-area">
      <button
        type="button"
        className="map-search-area__button"
        onClick={() => {
          const bounds = map.getBounds();
          keepViewRef.current = true;
          onSearch(
            viewBox({
              west: bounds.getWest(),
              south: bounds.getSouth(),
              east: bounds.getEast(),
              north: bounds.getNorth(),
            }),
          );
        }}
      >
        {label}
      </button>
    </div>,
    toolbar,
  );
}

/** The coastlines of the islands in view, once zoomed in far enough to see them. */
function ZoomedOutlines({ islands, overImagery }: { islands: readonly Island[]; overImagery: boolean }) {
  const view = useMapView();
  return <VisibleOutlines islands={islands} view={view} overImagery={overImagery} />;
}

interface Selected {
  island: Island;
  lat: number;
  lng: number;
}

function IslandMarkers({
  islands,
  renderPopup,
}: {
  islands: readonly Island[];
  renderPopup: ((island: Island) => ReactNode) | undefined;
}) {
  const map = useMap();
  const view = useMapView();
  const clusters = useMemo(() => createIslandClusters(islands), [islands]);
  const points = useMemo(() => clusters.pointsIn(view, view.zoom), [clusters, view]);
  const [selected, setSelected] = useState<Selected | null>(null);
  const shown = selected && islands.includes(selected.island) ? selected : null;

  return (
    <>
      {points.map((point) =>
        point.kind === 'cluster' ? (
          <Marker
            key={`cluster-${point.id}`}
            position={[point.lat, point.lng]}
            icon={clusterIcon(point.count)}
            keyboard={false}
            title={`${point.count} islands: zoom in`}
            eventHandlers={{
              click: () =>
                map.flyTo([point.lat, point.lng], Math.min(clusters.expansionZoom(point.id), map.getMaxZoom()), {
                  animate: !prefersReducedMotion(),
                }),
            }}
          />
        ) : (
          <Marker
            key={`island-${point.island.id}`}
            position={[point.lat, point.lng]}
            icon={islandIcon(point.island)}
            keyboard={false}
            title={point.island.name}
            eventHandlers={{ click: () => setSelected({ island: point.island, lat: point.lat, lng: point.lng }) }}
          />
        ),
      )}
      {shown?.island.remoteness ? <NearestInhabitedLine selected={shown} /> : null}
      {shown && renderPopup ? (
        <Popup
          key={shown.island.id}
          position={[shown.lat, shown.lng]}
          offset={[0, -4]}
          eventHandlers={{ remove: () => setSelected(null) }}
        >
          {renderPopup(shown.island)}
        </Popup>
      ) : null}
    </>
  );
}

/** The selected island's way to the nearest people: a dashed great circle from its coast to theirs. */
function NearestInhabitedLine({ selected }: { selected: Selected }) {
  const { from, to } = selected.island.remoteness!.nearestInhabited;
  // The marker may sit on another copy of the world than the island's own longitude.
  const shift = selected.lng - selected.island.longitude;
  const line = useMemo(() => greatCircleLine(from, to, from[1] + shift), [from, to, shift]);
  return (
    <Polyline
      positions={line}
      interactive={false}
      pathOptions={{ className: 'nearest-inhabited-line', color: '#b4461b', weight: 2, dashArray: '6 6' }}
    />
  );
}
