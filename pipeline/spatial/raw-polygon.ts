import type { LandPolygon } from './land-polygons';

/**
 * Geometry on a land polygon's raw longitudes. The land source cuts land at ±180° and closes
 * Antarctica along its southern edge, so a flat test is right here where unwrapping a ring round
 * the pole (as core/outline.ts does for an island's outline) is not.
 */
export interface Point {
  latitude: number;
  longitude: number;
}

/** Even-odd point in polygon over every ring: inside the outer ring and in no hole. */
export function rawPolygonContains(polygon: Pick<LandPolygon, 'rings'>, point: Point): boolean {
  let inside = false;
  for (const ring of polygon.rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i]!;
      const [xj, yj] = ring[j]!;
      if (
        yi! > point.latitude !== yj! > point.latitude &&
        point.longitude < ((xj! - xi!) * (point.latitude - yi!)) / (yj! - yi!) + xi!
      ) {
        inside = !inside;
      }
    }
  }
  return inside;
}

/** The great-circle distance (km) from the point to the polygon's nearest vertex within a box. */
export function nearestVertexKm(polygon: Pick<LandPolygon, 'rings'>, point: Point, dLat: number, dLng: number): number {
  let best = Infinity;
  const rad = Math.PI / 180;
  for (const ring of polygon.rings) {
    for (const [lng, lat] of ring) {
      if (Math.abs(lat! - point.latitude) > dLat) continue;
      const dx = Math.abs(((lng! - point.longitude + 540) % 360) - 180);
      if (dx > dLng) continue;
      const h =
        Math.sin(((lat! - point.latitude) * rad) / 2) ** 2 +
        Math.cos(lat! * rad) * Math.cos(point.latitude * rad) * Math.sin((dx * rad) / 2) ** 2;
      best = Math.min(best, 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(h))));
    }
  }
  return best;
}
