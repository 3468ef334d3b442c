import type { Position } from 'geojson';
import type { OutlineMetadata } from '@core/outlines/outline';

/**
 * Writes the outlines as one TopoJSON Topology: each ring one quantized, delta-encoded arc, objects
 * keyed by island id (Polygon or MultiPolygon), exterior rings counter-clockwise as RFC 7946 asks.
 * Islands share no coast, so no arc is shared and no arc detection is needed. One object or arc per
 * line keeps git diffs readable; the same input gives the same bytes.
 */
export const QUANTIZATION = 10_000_000;

export interface TopologyEntry {
  id: string;
  polygons: Position[][][];
}

export interface TopologyResult {
  text: string;
  /** Rings that collapsed to fewer than three distinct points on the grid and were left out. */
  droppedRings: Map<string, number>;
  /** Islands all of whose rings collapsed (none expected at this quantization). */
  emptied: string[];
  arcs: number;
  points: number;
}

export function writeTopology(entries: TopologyEntry[], metadata: OutlineMetadata): TopologyResult {
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (const { polygons } of entries) {
    for (const polygon of polygons) {
      for (const ring of polygon) {
        for (const [lng, lat] of ring) {
          west = Math.min(west, lng!);
          east = Math.max(east, lng!);
          south = Math.min(south, lat!);
          north = Math.max(north, lat!);
        }
      }
    }
  }
  const scale: [number, number] = [(east - west) / (QUANTIZATION - 1), (north - south) / (QUANTIZATION - 1)];
  const translate: [number, number] = [west, south];
  const arcs: string[] = [];
  const objects: string[] = [];
  const droppedRings = new Map<string, number>();
  const emptied: string[] = [];
  let points = 0;

  for (const { id, polygons } of entries) {
    const parts: number[][] = [];
    for (const polygon of polygons) {
      const rings: number[] = [];
      for (const [r, ring] of polygon.entries()) {
        const grid = quantizeRing(ring, scale, translate);
        if (grid.length < 4) {
          droppedRings.set(id, (droppedRings.get(id) ?? 0) + 1);
          if (r === 0) break;
          continue;
        }
        // Exterior counter-clockwise, holes clockwise (RFC 7946 §3.1.6).
        if (signedArea(grid) > 0 !== (r === 0)) grid.reverse();
        rings.push(arcs.length);
        points += grid.length;
        arcs.push(JSON.stringify(deltaEncode(grid)));
      }
      if (rings.length > 0) parts.push(rings);
    }
    if (parts.length === 0) {
      emptied.push(id);
      continue;
    }
    const geometry =
      parts.length === 1
        ? { type: 'Polygon', arcs: parts[0]!.map((arc) => [arc]) }
        : { type: 'MultiPolygon', arcs: parts.map((rings) => rings.map((arc) => [arc])) };
    objects.push(`${JSON.stringify(id)}:${JSON.stringify(geometry)}`);
  }

  const text =
    '{"type":"Topology",\n' +
    `"metadata":${JSON.stringify(metadata, null, 1)},\n` +
    `"bbox":${JSON.stringify([west, south, east, north])},\n` +
    `"transform":${JSON.stringify({ scale, translate })},\n` +
    `"objects":{\n${objects.join(',\n')}\n},\n` +
    `"arcs":[\n${arcs.join(',\n')}\n]}\n`;
  return { text, droppedRings, emptied, arcs: arcs.length, points };
}

/** Ring to integer grid points, closed, without repeated points; fewer than 4 means it collapsed. */
function quantizeRing(ring: Position[], scale: [number, number], translate: [number, number]): number[][] {
  const out: number[][] = [];
  for (const [lng, lat] of ring) {
    const x = Math.round((lng! - translate[0]) / scale[0]);
    const y = Math.round((lat! - translate[1]) / scale[1]);
    const last = out[out.length - 1];
    if (!last || last[0] !== x || last[1] !== y) out.push([x, y]);
  }
  const first = out[0];
  const last = out[out.length - 1];
  if (first && last && (first[0] !== last[0] || first[1] !== last[1])) out.push([first[0]!, first[1]!]);
  return out;
}

function signedArea(grid: number[][]): number {
  let sum = 0;
  for (let i = 0; i + 1 < grid.length; i++) sum += grid[i]![0]! * grid[i + 1]![1]! - grid[i + 1]![0]! * grid[i]![1]!;
  return sum / 2;
}

function deltaEncode(grid: number[][]): number[][] {
  let x = 0;
  let y = 0;
  return grid.map(([gx, gy]) => {
    const delta = [gx! - x, gy! - y];
    x = gx!;
    y = gy!;
    return delta;
  });
}
