import type { Position } from 'geojson';
import { ringAreaKm2 } from './outline';

const KM_PER_DEGREE = 111.19508;

/**
 * Per-island simplification: Visvalingam–Whyatt, which drops the vertex whose triangle with its
 * neighbours has the least area until every remaining one exceeds a threshold. The threshold is
 * relative to the island's size, (SHAPE_TOLERANCE × √area)², so an islet keeps its 100 m detail and
 * Baffin Island loses bays smaller than a few kilometres; rings smaller than the threshold go too
 * (the largest ring never), and every ring keeps at least a triangle.
 */
export const SHAPE_TOLERANCE = 0.005;
/** Holes (enclosed lagoons) smaller than this share of the outline are noise at any map scale. */
export const MIN_HOLE_SHARE = 0.01;

/** The threshold, in km², for an outline of `areaKm2` in all. */
export function simplifyThresholdKm2(areaKm2: number): number {
  return (SHAPE_TOLERANCE * Math.sqrt(areaKm2)) ** 2;
}

/** Simplifies an island's polygons; drops rings (and polygons) smaller than the threshold, and small holes. */
export function simplifyPolygons(polygons: Position[][][], thresholdKm2: number, totalKm2: number): Position[][][] {
  let largest: Position[] | undefined;
  let largestArea = -1;
  for (const polygon of polygons) {
    const area = polygon[0] ? ringAreaKm2(polygon[0]) : 0;
    if (area > largestArea) {
      largestArea = area;
      largest = polygon[0];
    }
  }
  const result: Position[][][] = [];
  for (const polygon of polygons) {
    const [outer, ...holes] = polygon;
    if (!outer || (outer !== largest && ringAreaKm2(outer) < thresholdKm2)) continue;
    const kept = [simplifyRing(outer, thresholdKm2)];
    for (const hole of holes) {
      const area = ringAreaKm2(hole);
      if (area >= thresholdKm2 && area >= MIN_HOLE_SHARE * totalKm2) kept.push(simplifyRing(hole, thresholdKm2));
    }
    result.push(kept);
  }
  return result;
}

/** Visvalingam–Whyatt on one closed ring; the first vertex stays, and at least three distinct ones. */
export function simplifyRing(ring: Position[], thresholdKm2: number): Position[] {
  const closed =
    ring.length > 1 && ring[0]![0] === ring[ring.length - 1]![0] && ring[0]![1] === ring[ring.length - 1]![1];
  const n = closed ? ring.length - 1 : ring.length;
  if (n <= 3) return ring;
  const previous = new Int32Array(n);
  const next = new Int32Array(n);
  const area = new Float64Array(n);
  const version = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    previous[i] = (i + n - 1) % n;
    next[i] = (i + 1) % n;
  }
  const heap = new MinHeap();
  for (let i = 1; i < n; i++) {
    area[i] = triangleKm2(ring[previous[i]!]!, ring[i]!, ring[next[i]!]!);
    heap.push(area[i]!, i, 0);
  }
  let remaining = n;
  while (remaining > 3) {
    const top = heap.pop();
    if (!top) break;
    const [value, i, seen] = top;
    if (seen !== version[i]) continue;
    if (value >= thresholdKm2) break;
    const before = previous[i]!;
    const after = next[i]!;
    next[before] = after;
    previous[after] = before;
    version[i] = -1;
    remaining--;
    for (const j of [before, after]) {
      if (j === 0) continue;
      // Effective areas never fall below the one just removed, so removal order stays monotone.
      area[j] = Math.max(value, triangleKm2(ring[previous[j]!]!, ring[j]!, ring[next[j]!]!));
      version[j]!++;
      heap.push(area[j]!, j, version[j]!);
    }
  }
  const out: Position[] = [];
  let i = 0;
  do {
    out.push(ring[i]!);
    i = next[i]!;
  } while (i !== 0);
  out.push(ring[0]!);
  return out;
}

function triangleKm2(a: Position, b: Position, c: Position): number {
  const kx = KM_PER_DEGREE * Math.cos((b[1]! * Math.PI) / 180);
  const ax = (a[0]! - b[0]!) * kx;
  const ay = (a[1]! - b[1]!) * KM_PER_DEGREE;
  const cx = (c[0]! - b[0]!) * kx;
  const cy = (c[1]! - b[1]!) * KM_PER_DEGREE;
  return Math.abs(ax * cy - ay * cx) / 2;
}

/** A binary min-heap of (value, index, version), ties broken by index so the result is deterministic. */
class MinHeap {
  private readonly items: Array<[number, number, number]> = [];

  push(value: number, index: number, version: number) {
    const items = this.items;
    items.push([value, index, version]);
    let i = items.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!less(items[i]!, items[parent]!)) break;
      [items[i], items[parent]] = [items[parent]!, items[i]!];
      i = parent;
    }
  }

  pop(): [number, number, number] | undefined {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (items.length > 0 && last) {
      items[0] = last;
      let i = 0;
      for (;;) {
        const left = 2 * i + 1;
        const right = left + 1;
        let smallest = i;
        if (left < items.length && less(items[left]!, items[smallest]!)) smallest = left;
        if (right < items.length && less(items[right]!, items[smallest]!)) smallest = right;
        if (smallest === i) break;
        [items[i], items[smallest]] = [items[smallest]!, items[i]!];
        i = smallest;
      }
    }
    return top;
  }
}

const less = (a: [number, number, number], b: [number, number, number]) =>
  a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]);
