import geographiclib from 'geographiclib-geodesic';
import { distanceKm } from '@core/place/geo';

export interface Point {
  latitude: number;
  longitude: number;
}

/**
 * Distances on the Earth. The spatial indexes search on the sphere (cheap, and the nearest point on
 * a sphere is the nearest on the ellipsoid to well within a kilometre); the distance reported for
 * the pair found is the WGS84 geodesic from GeographicLib (Karney's algorithm, exact to nanometres),
 * so published figures can be checked within 1%.
 */
export const greatCircleKm: (a: Point, b: Point) => number = distanceKm;

export function geodesicKm(a: Point, b: Point): number {
  return geographiclib.Geodesic.WGS84.Inverse(a.latitude, a.longitude, b.latitude, b.longitude).s12! / 1000;
}
