import type { LocatorPolygon } from './locator-scene';
import { clipRing } from './locator-scene';

export interface WorldInsetScene {
  viewBox: string;
  land: string;
  marker: { x: number; y: number };
}

const SHIFTS = [-360, 0, 360];
const round = (value: number) => Math.round(value * 10) / 10;

/**
 * The whole world, flat (one degree a unit), centred on the island's longitude: an island by
 * the antimeridian (Wrangel, Kiritimati, the Aleutians) sits in the middle, never cut at an
 * edge. Where on Earth the zoomed-in map is; the coarse 1:110m land is plenty at this size.
 */
export function worldInsetScene(
  polygons: readonly LocatorPolygon[],
  { latitude, longitude }: { latitude: number; longitude: number },
): WorldInsetScene {
  const frame = { west: longitude - 180, east: longitude + 180, south: -90, north: 90 };
  const parts: string[] = [];
  for (const polygon of polygons) {
    for (const shift of SHIFTS) {
      if (polygon.west + shift > frame.east || polygon.east + shift < frame.west) continue;
      for (const ring of polygon.rings) {
        const clipped = clipRing(ring, shift, frame);
        let d = '';
        for (let i = 0; i < clipped.length; i += 2) {
          d += `${d === '' ? 'M' : 'L'}${round(clipped[i]! - longitude)} ${round(-clipped[i + 1]!)}`;
        }
        if (d !== '') parts.push(`${d}Z`);
      }
    }
  }
  return { viewBox: '-180 -90 360 180', land: parts.join(''), marker: { x: 0, y: round(-latitude) } };
}
