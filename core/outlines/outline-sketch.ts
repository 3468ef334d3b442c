import type { Position } from 'geojson';
import type { OutlineGeometry } from './outline';
import { outlineAreaKm2, outlineTowards, polygonsOf } from './outline';
import { simplifyPolygons } from './outline-simplify';

/**
 * A card's drawing of an island: its coastline cut to a few dozen points in a box whose longer side
 * is 100 units, carried in the answer that lists the island, so a card draws the shape at once, with
 * no request of its own (offline, a jump down Explore's list left cards blank while each asked).
 */
export interface OutlineSketch {
  /** SVG path data in whole units, x east and y south, one subpath per ring (fill even-odd). */
  path: string;
  width: number;
  height: number;
  /** How many km the box's width spans, for a scale bar. */
  widthKm: number;
}

export const SKETCH_RULES = {
  /** The longer side of the box, in units. */
  size: 100,
  /** The most points a sketch keeps: about 250 bytes of path. */
  maxPoints: 48,
  /** The first simplification threshold as a share of √area (the shipped outlines' is 0.005). */
  tolerance: 0.02,
} as const;

const KM_PER_DEGREE = 111.19508;

const pointCount = (polygons: Position[][][]) =>
  polygons.reduce((sum, polygon) => sum + polygon.reduce((n, ring) => n + ring.length - 1, 0), 0);

/** The sketch of an outline, drawn north up on a plate carrée squeezed at its mid-latitude, like the card's art. */
export function outlineSketch(geometry: OutlineGeometry, longitude: number): OutlineSketch {
  const areaKm2 = outlineAreaKm2(geometry);
  const polygons = polygonsOf(outlineTowards(geometry, longitude));
  // Coarser until the budget holds: bays go first, then the smallest islets of a group.
  let tolerance: number = SKETCH_RULES.tolerance;
  let kept = simplifyPolygons(polygons, (tolerance * Math.sqrt(areaKm2)) ** 2, areaKm2);
  for (let step = 0; step < 24 && pointCount(kept) > SKETCH_RULES.maxPoints; step++) {
    tolerance *= 1.4;
    // From the last pass, not the coastline: a few hundred points each time, not tens of thousands.
    kept = simplifyPolygons(kept, (tolerance * Math.sqrt(areaKm2)) ** 2, areaKm2);
  }
  let [west, east, south, north] = [Infinity, -Infinity, Infinity, -Infinity];
  for (const [outer] of kept)
    for (const [lng, lat] of outer ?? []) {
      west = Math.min(west, lng!);
      east = Math.max(east, lng!);
      south = Math.min(south, lat!);
      north = Math.max(north, lat!);
    }
  const squeeze = Math.cos((((south + north) / 2) * Math.PI) / 180);
  const spanX = Math.max((east - west) * squeeze, 1e-9);
  const spanY = Math.max(north - south, 1e-9);
  const scale = SKETCH_RULES.size / Math.max(spanX, spanY);
  const rings = kept.flatMap((polygon) =>
    polygon.flatMap((ring) => {
      const points: [number, number][] = [];
      for (const [lng, lat] of ring.slice(0, -1)) {
        const point: [number, number] = [
          Math.round((lng! - west) * squeeze * scale),
          Math.round((north - lat!) * scale),
        ];
        const last = points.at(-1);
        if (!last || last[0] !== point[0] || last[1] !== point[1]) points.push(point);
      }
      // A ring rounded to a line or a dot is nothing at this size.
      const distinct = new Set(points.map(([x, y]) => `${x} ${y}`)).size;
      return distinct >= 3 ? [`M${points.map(([x, y]) => `${x} ${y}`).join(' ')}Z`] : [];
    }),
  );
  return {
    path: rings.join(''),
    width: Math.max(1, Math.round(spanX * scale)),
    height: Math.max(1, Math.round(spanY * scale)),
    widthKm: Number((spanX * KM_PER_DEGREE).toPrecision(3)),
  };
}

/** Each island's sketch, drawn once on first use: the outlines are fixed while the process runs. */
export function outlineSketches(geometryOf: (islandId: string) => OutlineGeometry | undefined) {
  const drawn = new Map<string, OutlineSketch | undefined>();
  return (island: { id: string; longitude: number }): OutlineSketch | undefined => {
    if (!drawn.has(island.id)) {
      const geometry = geometryOf(island.id);
      drawn.set(island.id, geometry ? outlineSketch(geometry, island.longitude) : undefined);
    }
    return drawn.get(island.id);
  };
}
