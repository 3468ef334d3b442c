/** Longitudes on a map that wraps: islands near 180° must sit beside each other, not 360° apart. */

/** The same meridian, in [-180, 180). */
export function wrapLongitude(lng: number): number {
  const wrapped = (((lng + 180) % 360) + 360) % 360;
  return wrapped - 180;
}

/** The copy of `lng` (lng + k·360) closest to `reference`. */
export function nearestCopy(lng: number, reference: number): number {
  return lng + 360 * Math.round((reference - lng) / 360);
}

export interface LongitudeWindow {
  west: number;
  /** east >= west; may pass 180 when the window crosses the antimeridian. */
  east: number;
}

/**
 * The narrowest span of longitude holding every value: the complement of the widest empty gap
 * around the globe. Pacific islands from 130°E to 80°W give 130..280, not -80..130.
 */
export function longitudeWindow(longitudes: readonly number[]): LongitudeWindow | undefined {
  if (longitudes.length === 0) return undefined;
  const sorted = longitudes.map(wrapLongitude).sort((a, b) => a - b);
  let gap = sorted[0]! + 360 - sorted[sorted.length - 1]!;
  let west = sorted[0]!;
  for (let i = 1; i < sorted.length; i++) {
    const candidate = sorted[i]! - sorted[i - 1]!;
    if (candidate > gap) {
      gap = candidate;
      west = sorted[i]!;
    }
  }
  const span = 360 - gap;
  return { west, east: west + span };
}

export interface GeoBounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

/** Bounds of points, dateline-aware; a single point is padded so a map can still zoom to it. */
export function pointBounds(
  points: readonly { latitude: number; longitude: number }[],
  pad = 2,
): GeoBounds | undefined {
  const window = longitudeWindow(points.map((point) => point.longitude));
  if (!window) return undefined;
  let south = 90;
  let north = -90;
  for (const point of points) {
    south = Math.min(south, point.latitude);
    north = Math.max(north, point.latitude);
  }
  return {
    south: Math.max(-85, south - pad),
    north: Math.min(85, north + pad),
    west: window.west - pad,
    east: window.east + pad,
  };
}

/**
 * A map view's bounds as a search box (west, south, east, north), longitudes folded into
 * [-180, 180]: a view across the antimeridian gives west > east; a view wider than the world
 * gives the whole world.
 */
export function viewBox(view: { west: number; south: number; east: number; north: number }) {
  const round = (value: number) => Math.round(value * 100) / 100;
  const south = round(Math.max(-90, view.south));
  const north = round(Math.min(90, view.north));
  if (view.east - view.west >= 360) return { west: -180, south, east: 180, north };
  const west = round(wrapLongitude(view.west));
  let east = round(wrapLongitude(view.east));
  if (east === -180 && view.east > view.west) east = 180;
  return { west, south, east, north };
}
