import { createReadStream } from 'node:fs';
import type { Position } from 'geojson';
import { ringAreaKm2 } from '@core/outlines/outline';
import { holesInside } from './stray-holes';

/**
 * The land polygons of the land source (OpenStreetMap coastline data as one GeoJSON
 * GeometryCollection of MultiPolygons), read one polygon at a time.
 */
export interface LandPolygon {
  /** Position in the source file: a stable id and a stable order. */
  index: number;
  rings: Position[][];
  /** [west, south, east, north]; the source cuts land at the antimeridian, so west ≤ east. */
  bbox: [number, number, number, number];
  areaKm2: number;
}

const OPEN = 0x5b; // [
const CLOSE = 0x5d; // ]

/**
 * Streams the polygons of the source's one GeometryCollection of a MultiPolygon without holding the
 * 112 MB text: it counts brackets and parses one polygon at a time (depth 3 = one polygon's
 * coordinates). Each polygon goes to `take`; keep only what is needed.
 */
export async function readLandPolygons(file: string, take: (polygon: LandPolygon) => void): Promise<number> {
  let depth = 0;
  let index = 0;
  let parts: Buffer[] = [];
  let inPolygon = false;
  for await (const chunk of createReadStream(file, { highWaterMark: 1 << 20 }) as AsyncIterable<Buffer>) {
    let from = inPolygon ? 0 : -1;
    for (let i = 0; i < chunk.length; i++) {
      const byte = chunk[i];
      if (byte === OPEN) {
        depth++;
        if (depth === 3) {
          inPolygon = true;
          from = i;
        }
      } else if (byte === CLOSE) {
        if (depth === 3) {
          parts.push(chunk.subarray(from, i + 1));
          const rings = JSON.parse(Buffer.concat(parts).toString('latin1')) as Position[][];
          parts = [];
          inPolygon = false;
          take(landPolygon(index++, rings));
        }
        depth--;
      }
    }
    if (inPolygon) parts.push(Buffer.from(chunk.subarray(from)));
  }
  if (depth !== 0) throw new Error(`${file}: unbalanced brackets at the end, the file is cut short`);
  return index;
}

function landPolygon(index: number, rings: Position[][]): LandPolygon {
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (const [lng, lat] of rings[0] ?? []) {
    west = Math.min(west, lng!);
    east = Math.max(east, lng!);
    south = Math.min(south, lat!);
    north = Math.max(north, lat!);
  }
  const [outer, ...rest] = rings;
  if (!outer) return { index, rings, bbox: [west, south, east, north], areaKm2: 0 };
  const holes = holesInside(outer, rest);
  const areaKm2 = Math.max(0, ringAreaKm2(outer) - holes.reduce((sum, hole) => sum + ringAreaKm2(hole), 0));
  return { index, rings: [outer, ...holes], bbox: [west, south, east, north], areaKm2 };
}
