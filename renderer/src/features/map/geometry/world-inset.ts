import type { LocatorPolygon } from './locator-scene';
import { landPath } from './locator-scene';

export interface WorldInsetScene {
  viewBox: string;
  land: string;
  marker: { x: number; y: number };
}

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
  const land = landPath(
    polygons,
    frame,
    (lng) => round(lng - longitude),
    (lat) => round(-lat),
  );
  return { viewBox: '-180 -90 360 180', land, marker: { x: 0, y: round(-latitude) } };
}
