import type { Feature, FeatureCollection, MultiPolygon, Polygon, Position } from 'geojson';
import type { GeometryCollection, Topology } from 'topojson-specification';

/** Natural Earth land as one MultiPolygon, in degrees; bundled, so no map ever needs the network. */
export type Land = Feature<MultiPolygon>;

/** Turns world-atlas TopoJSON ({ objects: { land } }) into one MultiPolygon. */
export async function landFromTopology(topology: unknown): Promise<Land> {
  const { feature } = await import('topojson-client');
  const world = topology as Topology<{ land: GeometryCollection }>;
  const collection = feature(world, world.objects.land) as FeatureCollection<Polygon | MultiPolygon>;
  const polygons: Position[][][] = [];
  for (const part of collection.features) {
    const parts = part.geometry.type === 'Polygon' ? [part.geometry.coordinates] : part.geometry.coordinates;
    for (const polygon of parts) {
      const rings = polygon.map(flatRing).filter((ring): ring is Position[] => ring !== undefined);
      if (rings.length > 0) polygons.push(rings);
    }
  }
  return { type: 'Feature', properties: {}, geometry: { type: 'MultiPolygon', coordinates: polygons } };
}

/**
 * world-atlas is made for spherical projections: a ring may jump from 180° to -180° (Chukotka,
 * Fiji) or go round a pole (Antarctica). On a flat map the jump draws a line across the world,
 * so each ring is made continuous (longitudes may pass 180°, the world copies cover that) and a
 * ring round a pole is closed along it. Rings that are only the pole itself are dropped.
 */
export function flatRing(ring: Position[]): Position[] | undefined {
  if (ring.every(([, lat]) => Math.abs(lat!) === 90)) return undefined;
  let offset = 0;
  const flat = ring.map(([lng, lat], i) => {
    if (i > 0) {
      const step = lng! - ring[i - 1]![0]!;
      if (step > 180) offset -= 360;
      else if (step < -180) offset += 360;
    }
    return [lng! + offset, lat!];
  });
  const first = flat[0]!;
  const last = flat[flat.length - 1]!;
  if (Math.abs(last[0]! - first[0]!) > 180) {
    const pole = ring.reduce((sum, [, lat]) => sum + lat!, 0) < 0 ? -90 : 90;
    flat.push([last[0]!, pole], [first[0]!, pole], [first[0]!, first[1]!]);
  }
  return flat;
}

let land50m: Promise<FeatureCollection<MultiPolygon>> | undefined;
let land110m: Promise<FeatureCollection<MultiPolygon>> | undefined;

/** From this zoom the maps swap the world view's 1:110m land for the 1:50m. */
export const DETAILED_LAND_ZOOM = 3;

/**
 * The 1:110m land (about 20 kB gzipped) for a world view, where the 1:50m's detail does not
 * show: Home's map opens with it and loads the detailed land only when zoomed in.
 */
export function loadWorldLand(): Promise<FeatureCollection<MultiPolygon>> {
  land110m ??= import('world-atlas/land-110m.json')
    .then((module) => landFromTopology(module.default))
    .then(withWorldCopies);
  return land110m;
}

/**
 * The 1:50m land (about 170 kB gzipped) for the interactive maps, with its world copies: small
 * islands such as Tristan da Cunha are drawn, which the 1:110m set leaves out. Loaded once, in
 * its own chunk, and only by pages that show an interactive map.
 */
export function loadDetailedLand(): Promise<FeatureCollection<MultiPolygon>> {
  land50m ??= import('world-atlas/land-50m.json')
    .then((module) => landFromTopology(module.default))
    .then(withWorldCopies);
  return land50m;
}

/** The land three times, shifted by -360, 0 and +360, so a view across the antimeridian has no gap. */
export function withWorldCopies(land: Land): FeatureCollection<MultiPolygon> {
  const shift = (offset: number): Feature<MultiPolygon> => ({
    type: 'Feature',
    properties: { offset },
    geometry: {
      type: 'MultiPolygon',
      coordinates:
        offset === 0
          ? land.geometry.coordinates
          : land.geometry.coordinates.map((polygon) =>
              polygon.map((ring) => ring.map(([lng, lat]) => [lng! + offset, lat!])),
            ),
    },
  });
  return { type: 'FeatureCollection', features: [shift(-360), shift(0), shift(360)] };
}
