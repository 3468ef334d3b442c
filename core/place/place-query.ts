import { around } from 'geokdbush';
import KDBush from 'kdbush';
import { distanceKm } from './geo';
import type { Island } from '../contract/schemas';

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** West, south, east, north in degrees (the OGC API order); west > east crosses the antimeridian. */
export interface BoundingBox {
  west: number;
  south: number;
  east: number;
  north: number;
}

export function insideBox(box: BoundingBox, point: GeoPoint): boolean {
  if (point.latitude < box.south || point.latitude > box.north) return false;
  return box.west <= box.east
    ? point.longitude >= box.west && point.longitude <= box.east
    : point.longitude >= box.west || point.longitude <= box.east;
}

/** Kilometres to one decimal, as the API answers them. */
export const roundKm = (km: number) => Math.round(km * 10) / 10;

const indexes = new WeakMap<readonly Island[], KDBush>();

/** A static k-d tree of the islands' points, built once per list (per catalogue version). */
function placeIndex(islands: readonly Island[]): KDBush {
  let index = indexes.get(islands);
  if (!index) {
    index = new KDBush(Math.max(islands.length, 1));
    for (const island of islands) index.add(island.longitude, island.latitude);
    if (islands.length === 0) index.add(0, 90);
    index.finish();
    indexes.set(islands, index);
  }
  return index;
}

/** The positions of the islands inside the box, by the k-d tree (two boxes across the antimeridian). */
export function islandsInBox(islands: readonly Island[], box: BoundingBox): number[] {
  if (islands.length === 0) return [];
  const index = placeIndex(islands);
  const found =
    box.west <= box.east
      ? index.range(box.west, box.south, box.east, box.north)
      : [...index.range(box.west, box.south, 180, box.north), ...index.range(-180, box.south, box.east, box.north)];
  return found.sort((a, b) => a - b);
}

const KM_PER_DEGREE = (Math.PI * 6371.0088) / 180;

/**
 * The positions of the islands within `radiusKm` of the point, nearest first: a k-d tree range
 * query over the box that holds the circle (wider in longitude away from the equator, split at
 * the antimeridian, the whole width near a pole), then the exact great-circle distance.
 */
export function islandsWithin(
  islands: readonly Island[],
  point: GeoPoint,
  radiusKm: number,
  accept?: (position: number) => boolean,
): { position: number; km: number }[] {
  const dLat = radiusKm / KM_PER_DEGREE;
  const south = Math.max(-90, point.latitude - dLat);
  const north = Math.min(90, point.latitude + dLat);
  const widest = Math.max(Math.abs(south), Math.abs(north));
  const dLon = widest >= 89.9 ? 360 : dLat / Math.cos((widest * Math.PI) / 180);
  const boxes: BoundingBox[] =
    dLon >= 180
      ? [{ west: -180, south, east: 180, north }]
      : [
          {
            west: ((point.longitude - dLon + 540) % 360) - 180,
            south,
            east: ((point.longitude + dLon + 540) % 360) - 180,
            north,
          },
        ];
  const found: { position: number; km: number }[] = [];
  for (const box of boxes) {
    for (const position of islandsInBox(islands, box)) {
      if (accept && !accept(position)) continue;
      const km = distanceKm(point, islands[position]!);
      if (km <= radiusKm) found.push({ position, km });
    }
  }
  return found.sort((a, b) => a.km - b.km || a.position - b.position);
}

/**
 * The positions of the islands nearest the point, nearest first, up to `limit` and within
 * `radiusKm` if given, among those `accept` lets through. A best-first walk of the k-d tree
 * (geokdbush) touches only the branches that can still hold a closer island.
 */
export function islandsNear(
  islands: readonly Island[],
  point: GeoPoint,
  options: { radiusKm?: number; limit?: number; accept?: (position: number) => boolean } = {},
): { position: number; km: number }[] {
  if (islands.length === 0) return [];
  const { radiusKm, limit = Number.POSITIVE_INFINITY, accept } = options;
  // geokdbush's Earth is a touch smaller than ours (the order is the same): ask a little wider,
  // then keep what our own distance puts inside the radius.
  const wider = radiusKm === undefined ? undefined : radiusKm * 1.001 + 0.01;
  return around(placeIndex(islands), point.longitude, point.latitude, limit, wider, accept)
    .map((position) => ({ position, km: distanceKm(point, islands[position]!) }))
    .filter(({ km }) => radiusKm === undefined || km <= radiusKm);
}
