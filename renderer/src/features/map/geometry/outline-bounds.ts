import type { OutlineGeometry } from '@core/outlines/outline';
import { outlineTowards } from '@core/outlines/outline';

/**
 * Where to point a flat map at an island's coastline: its extent with longitudes unwrapped round
 * the island's point, so that an island cut at 180° (Wrangel) is framed in one piece on the same
 * world copy as its marker. (core's outlineBbox folds west into -180..180, which for Wrangel
 * frames the copy 360° away from the drawn outline and the pin.)
 */
export function outlineViewBounds(geometry: OutlineGeometry, longitude: number): ViewBounds {
  return unwrappedExtent(outlineTowards(geometry, longitude));
}

type ViewBounds = [[south: number, west: number], [north: number, east: number]];

/** The extent of an outline whose longitudes are already unwrapped (outlineTowards). */
export function unwrappedExtent(unwrapped: OutlineGeometry): ViewBounds {
  const polygons = unwrapped.type === 'Polygon' ? [unwrapped.coordinates] : unwrapped.coordinates;
  let west = Infinity;
  let east = -Infinity;
  let south = Infinity;
  let north = -Infinity;
  for (const polygon of polygons)
    for (const [lng, lat] of polygon[0] ?? []) {
      west = Math.min(west, lng!);
      east = Math.max(east, lng!);
      south = Math.min(south, lat!);
      north = Math.max(north, lat!);
    }
  return [
    [south, west],
    [north, east],
  ];
}
