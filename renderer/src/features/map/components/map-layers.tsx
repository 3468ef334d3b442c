import L from 'leaflet';
import { useEffect, useState } from 'react';
import { AttributionControl, GeoJSON, useMap, useMapEvents } from 'react-leaflet';
import type { FeatureCollection, MultiPolygon } from 'geojson';
import type { Island } from '@core/contract/schemas';
import { categoryTone } from '../category-style';
import { DETAILED_LAND_ZOOM, loadDetailedLand, loadWorldLand } from '../geometry/land';
import { wrapLongitude } from '../geometry/longitude';
import 'leaflet/dist/leaflet.css';
import '../map.css';

/** Lets the map pan across the antimeridian but never past the poles. */
export const WORLD_LIMITS: L.LatLngBoundsExpression = [
  [-88, -540],
  [88, 540],
];

export const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

export interface MapView {
  south: number;
  west: number;
  north: number;
  east: number;
  zoom: number;
}

function readView(map: L.Map): MapView {
  const bounds = map.getBounds();
  return {
    south: bounds.getSouth(),
    west: bounds.getWest(),
    north: bounds.getNorth(),
    east: bounds.getEast(),
    zoom: map.getZoom(),
  };
}

/** The map's current bounds and zoom, updated after every move, zoom and resize. */
export function useMapView(): MapView {
  const map = useMap();
  const [view, setView] = useState(() => readView(map));
  useMapEvents({
    moveend: () => setView(readView(map)),
    resize: () => setView(readView(map)),
  });
  return view;
}

/**
 * Gives the Leaflet container its accessible name and a description, keeps the world at least
 * as wide as the map (so every island is drawn once), and reports the view as data attributes
 * (data-center "lat,lng", data-zoom) for tests and for anyone inspecting the page.
 */
export function MapSetup({ label, descriptionId }: { label: string; descriptionId?: string }) {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', label);
    container.setAttribute('aria-roledescription', 'map');
    if (descriptionId) container.setAttribute('aria-describedby', descriptionId);
  }, [map, label, descriptionId]);

  useEffect(() => {
    const container = map.getContainer();
    const fitWorld = () => {
      const width = map.getSize().x;
      if (width > 0) map.setMinZoom(Math.max(0, Math.floor(Math.log2(width / 256) * 4) / 4));
    };
    const report = () => {
      const centre = map.getCenter();
      container.dataset.center = `${centre.lat.toFixed(3)},${wrapLongitude(centre.lng).toFixed(3)}`;
      container.dataset.zoom = map.getZoom().toFixed(2);
    };
    fitWorld();
    report();
    map.on('resize', fitWorld);
    map.on('moveend', report);
    return () => {
      map.off('resize', fitWorld);
      map.off('moveend', report);
    };
  }, [map]);
  return <AttributionControl position="bottomright" prefix="Leaflet" />;
}

const LAND_STYLE: L.PathOptions = {
  className: 'map-land',
  color: '#a8987a',
  weight: 0.8,
  fillColor: '#f3ecdd',
  fillOpacity: 1,
  interactive: false,
};

/**
 * The bundled Natural Earth land, drawn as SVG: the base layer, with no tile server. The world
 * view draws the light 1:110m land; from DETAILED_LAND_ZOOM on, the 1:50m (small islands such as
 * Tristan da Cunha), loaded then and kept.
 */
export function LandLayer() {
  const map = useMap();
  const [zoom, setZoom] = useState(() => map.getZoom());
  useMapEvents({ zoomend: () => setZoom(map.getZoom()) });
  const [detailed, setDetailed] = useState<FeatureCollection<MultiPolygon>>();
  const [world, setWorld] = useState<FeatureCollection<MultiPolygon>>();
  const wantDetail = zoom >= DETAILED_LAND_ZOOM;
  useEffect(() => {
    let live = true;
    const load = wantDetail || detailed ? undefined : loadWorldLand();
    const next = wantDetail && !detailed ? loadDetailedLand() : undefined;
    load?.then(
      (loaded) => live && setWorld(loaded),
      () => live && (map.getContainer().dataset.land = 'failed'),
    );
    next?.then(
      (loaded) => live && setDetailed(loaded),
      () => live && (map.getContainer().dataset.land = 'failed'),
    );
    return () => {
      live = false;
    };
  }, [map, wantDetail, detailed]);
  const land = detailed ?? world;
  useEffect(() => {
    if (!land) return;
    const container = map.getContainer();
    container.dataset.land = 'drawn';
    container.dataset.landScale = detailed ? '50m' : '110m';
  }, [map, land, detailed]);
  if (!land) return null;
  return (
    <GeoJSON
      key={detailed ? '50m' : '110m'}
      data={land}
      style={LAND_STYLE}
      interactive={false}
      attribution="Land: Natural Earth"
    />
  );
}

const islandIcons = new WeakMap<Island, L.DivIcon>();

/** A dot in the island's category colour; keyboard users reach islands through the list instead. */
export function islandIcon(island: Island, variant: 'marker' | 'locator' = 'marker'): L.DivIcon {
  const cached = variant === 'marker' ? islandIcons.get(island) : undefined;
  if (cached) return cached;
  const size = variant === 'locator' ? 18 : 16;
  const icon = L.divIcon({
    className: `island-marker island-marker--${variant} tone-${categoryTone(island.category)}`,
    html: `<span data-island-id="${island.id}" data-count="1"></span>`,
    iconSize: [size, size],
    popupAnchor: [0, -6],
  });
  if (variant === 'marker') islandIcons.set(island, icon);
  return icon;
}

const clusterIcons = new Map<number, L.DivIcon>();

export function clusterIcon(count: number): L.DivIcon {
  let icon = clusterIcons.get(count);
  if (!icon) {
    const size = count < 10 ? 30 : count < 100 ? 36 : count < 1000 ? 42 : 48;
    icon = L.divIcon({
      className: 'island-cluster',
      html: `<span data-count="${count}">${count}</span>`,
      iconSize: [size, size],
    });
    clusterIcons.set(count, icon);
  }
  return icon;
}
