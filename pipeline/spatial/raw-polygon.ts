import type { Position } from 'geojson';

/**
 * Geometry on a land polygon's raw longitudes. The land source cuts land at ±180° and closes
 * Antarctica along its southern edge, so a flat test is right here where unwrapping a ring round
 * the pole (as core/outlines/outline.ts does for an island's outline) is not.
 */
export interface Point {
  latitude: number;
  longitude: number;
}

/** A polygon's rings, outer first: all these tests read (a land polygon, or an outer ring alone). */
export interface Rings {
  rings: Position[][];
}

/** Even-odd point in polygon over every ring: inside the outer ring and in no hole. */
export function rawPolygonContains(polygon: Rings, point: Point): boolean {
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
export function nearestVertexKm(polygon: Rings, point: Point, dLat: number, dLng: number): number {
  let best = Infinity;
  for (const ring of polygon.rings) {
    for (const [lng, lat] of ring) best = Math.min(best, vertexKm(lng!, lat!, point, dLat, dLng));
  }
  return best;
}

/** Great-circle km from the point to one vertex, or Infinity when the vertex is outside the box. */
function vertexKm(lng: number, lat: number, point: Point, dLat: number, dLng: number): number {
  if (Math.abs(lat - point.latitude) > dLat) return Infinity;
  const dx = Math.abs(((lng - point.longitude + 540) % 360) - 180);
  if (dx > dLng) return Infinity;
  const rad = Math.PI / 180;
  const h =
    Math.sin(((lat - point.latitude) * rad) / 2) ** 2 +
    Math.cos(lat * rad) * Math.cos(point.latitude * rad) * Math.sin((dx * rad) / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Latitude bands of this many degrees hold a large polygon's edges and vertices. */
const BAND_DEGREES = 0.5;

/**
 * A large polygon (a continent's millions of vertices) prepared for many point queries: its edges
 * and vertices filed by latitude band, so a query reads only the bands it can touch. The answers
 * are exactly those of rawPolygonContains and nearestVertexKm.
 */
export class BandedPolygon {
  private readonly edges = new Map<number, number[]>();
  private readonly vertices = new Map<number, number[]>();

  constructor(private readonly polygon: Rings) {
    polygon.rings.forEach((ring, r) => {
      for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
        const low = Math.min(ring[i]![1]!, ring[j]![1]!);
        const high = Math.max(ring[i]![1]!, ring[j]![1]!);
        for (let band = bandOf(low); band <= bandOf(high); band++) file(this.edges, band, r, i, j);
        file(this.vertices, bandOf(ring[i]![1]!), r, i, i);
      }
    });
  }

  contains(point: Point): boolean {
    let inside = false;
    const list = this.edges.get(bandOf(point.latitude)) ?? [];
    for (let k = 0; k < list.length; k += 3) {
      const ring = this.polygon.rings[list[k]!]!;
      const [xi, yi] = ring[list[k + 1]!]!;
      const [xj, yj] = ring[list[k + 2]!]!;
      if (
        yi! > point.latitude !== yj! > point.latitude &&
        point.longitude < ((xj! - xi!) * (point.latitude - yi!)) / (yj! - yi!) + xi!
      ) {
        inside = !inside;
      }
    }
    return inside;
  }

  nearestVertexKm(point: Point, dLat: number, dLng: number): number {
    let best = Infinity;
    for (let band = bandOf(point.latitude - dLat); band <= bandOf(point.latitude + dLat); band++) {
      const list = this.vertices.get(band) ?? [];
      for (let k = 0; k < list.length; k += 3) {
        const [lng, lat] = this.polygon.rings[list[k]!]![list[k + 1]!]!;
        best = Math.min(best, vertexKm(lng!, lat!, point, dLat, dLng));
      }
    }
    return best;
  }
}

const bandOf = (latitude: number) => Math.floor(latitude / BAND_DEGREES);

function file(map: Map<number, number[]>, band: number, ring: number, i: number, j: number) {
  const list = map.get(band);
  if (list) list.push(ring, i, j);
  else map.set(band, [ring, i, j]);
}
