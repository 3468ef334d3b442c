import type { Feature, MultiPolygon, Polygon, Position } from 'geojson';
import { feature } from 'topojson-client';
import type { Topology } from 'topojson-specification';
import { z } from 'zod';

/**
 * Island outlines: OpenStreetMap land polygons, selected per island and simplified by
 * `npm run data:outlines` into `data/outlines.topo.json`, one TopoJSON object per island id.
 * Everything here is pure so the server, the app and data:check measure outlines the same way.
 */

export { OUTLINE_ATTRIBUTION, OUTLINE_LICENCE, OUTLINE_LICENCE_URL } from './outline-credit';
/** data:check: an island's point may lie at most this far from its outline. */
export const OUTLINE_MAX_DISTANCE_KM = 15;
/** data:check: outline area and recorded area may differ by at most this factor either way. */
export const OUTLINE_MAX_AREA_RATIO = 3;

// Mean Earth radius, as in core/place/geo.ts, so outline distances agree with island distances.
const EARTH_RADIUS_KM = 6371.0088;
const RAD = Math.PI / 180;

export const outlineMetadataSchema = z.object({
  source: z.object({ package: z.string(), version: z.string(), description: z.string() }),
  licence: z.string(),
  licenceUrl: z.string(),
  attribution: z.string(),
  /** Content version of the catalogue the outlines were made from (not a clock time). */
  catalogueVersion: z.string(),
  /** Islands without an outline, with the reason, as the generator reported them. */
  notOutlined: z.record(z.string(), z.string()),
});
export type OutlineMetadata = z.infer<typeof outlineMetadataSchema>;

const outlineTopologySchema = z.looseObject({
  type: z.literal('Topology'),
  arcs: z.array(z.array(z.array(z.number()))),
  objects: z.record(z.string(), z.looseObject({ type: z.enum(['Polygon', 'MultiPolygon']), arcs: z.array(z.any()) })),
  transform: z
    .object({ scale: z.tuple([z.number(), z.number()]), translate: z.tuple([z.number(), z.number()]) })
    .optional(),
  metadata: outlineMetadataSchema,
});

/** The outlines file: a TopoJSON Topology whose objects are keyed by island id. */
export type OutlineTopology = Topology & { metadata: OutlineMetadata };
export type OutlineGeometry = Polygon | MultiPolygon;
export interface OutlineProperties {
  islandId: string;
  source: string;
  licence: string;
  attribution: string;
}
export type IslandOutline = Feature<OutlineGeometry, OutlineProperties>;
/** [west, south, east, north] in degrees; west > east when the outline crosses the antimeridian. */
export type OutlineBbox = [number, number, number, number];

interface LatLng {
  latitude: number;
  longitude: number;
}

/** Checks the shape of a parsed outlines file; throws a ZodError when it is not one. */
export function parseOutlineTopology(input: unknown): OutlineTopology {
  outlineTopologySchema.parse(input);
  return input as OutlineTopology;
}

/** The island ids that have an outline, in file order. */
export function outlinedIslandIds(topology: OutlineTopology): string[] {
  return Object.keys(topology.objects);
}

/** The island's outline as a GeoJSON Feature with its attribution, or undefined when it has none. */
export function islandOutline(topology: OutlineTopology, islandId: string): IslandOutline | undefined {
  if (!Object.hasOwn(topology.objects, islandId)) return undefined;
  const object = topology.objects[islandId]!;
  if (object.type !== 'Polygon' && object.type !== 'MultiPolygon') return undefined;
  const decoded = feature(topology, object) as Feature<OutlineGeometry>;
  const { source, licence, attribution } = topology.metadata;
  return {
    type: 'Feature',
    properties: {
      islandId,
      source: `${source.description} (${source.package}@${source.version})`,
      licence,
      attribution,
    },
    geometry: decoded.geometry,
  };
}

export function polygonsOf(geometry: OutlineGeometry): Position[][][] {
  return geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
}

/** A ring's longitudes made continuous (no 360° jump) and shifted to within 180° of `near`. */
function continuousRing(ring: Position[], near: number): Position[] {
  let offset = 0;
  const flat = ring.map(([lng, lat], i) => {
    if (i > 0) {
      const step = lng! - ring[i - 1]![0]!;
      if (step > 180) offset -= 360;
      else if (step < -180) offset += 360;
    }
    return [lng! + offset, lat!];
  });
  const first = flat[0]?.[0] ?? near;
  const shift = Math.round((near - first) / 360) * 360;
  return shift === 0 ? flat : flat.map(([lng, lat]) => [lng! + shift, lat!]);
}

/**
 * Area on the sphere of a ring in km², unsigned: the formula of Chamberlain and Duquette (2007),
 * "Some algorithms for polygons on a sphere", the one @turf/area uses, with the mean Earth radius.
 */
export function ringAreaKm2(ring: Position[]): number {
  const flat = continuousRing(ring, ring[0]?.[0] ?? 0);
  let sum = 0;
  for (let i = 0; i + 1 < flat.length; i++) {
    const [x1, y1] = flat[i]!;
    const [x2, y2] = flat[i + 1]!;
    sum += (x2! - x1!) * RAD * (2 + Math.sin(y1! * RAD) + Math.sin(y2! * RAD));
  }
  return Math.abs((sum * EARTH_RADIUS_KM * EARTH_RADIUS_KM) / 2);
}

/** The outline's land area in km²: each polygon's outer ring less its holes. */
export function outlineAreaKm2(geometry: OutlineGeometry): number {
  let total = 0;
  for (const polygon of polygonsOf(geometry)) {
    const [outer, ...holes] = polygon;
    if (!outer) continue;
    const land = ringAreaKm2(outer) - holes.reduce((sum, hole) => sum + ringAreaKm2(hole), 0);
    total += Math.max(0, land);
  }
  return total;
}

function ringContains(ring: Position[], point: LatLng): boolean {
  const flat = continuousRing(ring, point.longitude);
  const x = point.longitude;
  const y = point.latitude;
  let inside = false;
  for (let i = 0, j = flat.length - 1; i < flat.length; j = i++) {
    const [xi, yi] = flat[i]!;
    const [xj, yj] = flat[j]!;
    if (yi! > y !== yj! > y && x < ((xj! - xi!) * (y - yi!)) / (yj! - yi!) + xi!) inside = !inside;
  }
  return inside;
}

/** True when the point lies on the outline's land (inside an outer ring and in none of its holes). */
export function outlineContains(geometry: OutlineGeometry, point: LatLng): boolean {
  return polygonsOf(geometry).some(
    ([outer, ...holes]) =>
      outer !== undefined && ringContains(outer, point) && !holes.some((hole) => ringContains(hole, point)),
  );
}

type Vector = [number, number, number];

function toVector(lng: number, lat: number): Vector {
  const cosLat = Math.cos(lat * RAD);
  return [cosLat * Math.cos(lng * RAD), cosLat * Math.sin(lng * RAD), Math.sin(lat * RAD)];
}

const dot = (a: Vector, b: Vector) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: Vector, b: Vector): Vector => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
const norm = (a: Vector) => Math.sqrt(dot(a, a));
/** The angle between two unit vectors, accurate for tiny and large angles alike. */
const angle = (a: Vector, b: Vector) => Math.atan2(norm(cross(a, b)), dot(a, b));

/** The angle from p to the great-circle arc a–b (radians). */
function angleToArc(p: Vector, a: Vector, b: Vector): number {
  const n = cross(a, b);
  const length = norm(n);
  if (length < 1e-15) return angle(p, a);
  // The foot of the perpendicular lies on the arc when it is on the inner side of both ends.
  if (dot(cross(a, p), n) >= 0 && dot(cross(p, b), n) >= 0) return Math.asin(Math.min(1, Math.abs(dot(p, n)) / length));
  return Math.min(angle(p, a), angle(p, b));
}

/** Great-circle distance in km from the point to the outline's nearest coast; 0 on land. */
export function distanceToOutlineKm(geometry: OutlineGeometry, point: LatLng): number {
  if (outlineContains(geometry, point)) return 0;
  const p = toVector(point.longitude, point.latitude);
  let best = Infinity;
  for (const polygon of polygonsOf(geometry)) {
    for (const ring of polygon) {
      let previous: Vector | undefined;
      for (const [lng, lat] of ring) {
        const current = toVector(lng!, lat!);
        best = Math.min(best, previous ? angleToArc(p, previous, current) : angle(p, current));
        previous = current;
      }
    }
  }
  return best * EARTH_RADIUS_KM;
}

/**
 * The outline's bounding box. Longitudes are read as intervals on the circle and the box leaves out
 * the widest gap between them, so an island cut at the antimeridian (Wrangel) gets west > east.
 */
export function outlineBbox(geometry: OutlineGeometry): OutlineBbox {
  let south = Infinity;
  let north = -Infinity;
  const intervals: Array<[number, number]> = [];
  for (const polygon of polygonsOf(geometry)) {
    const outer = polygon[0];
    if (!outer || outer.length === 0) continue;
    const flat = continuousRing(outer, outer[0]![0]!);
    let west = Infinity;
    let east = -Infinity;
    for (const [lng, lat] of flat) {
      west = Math.min(west, lng!);
      east = Math.max(east, lng!);
      south = Math.min(south, lat!);
      north = Math.max(north, lat!);
    }
    if (east - west >= 360) intervals.push([-180, 180]);
    else {
      const shift = west >= -180 && west < 180 ? 0 : -Math.floor((west + 180) / 360) * 360;
      const start = west + shift;
      const end = east + shift;
      if (end > 180) intervals.push([start, 180], [-180, end - 360]);
      else intervals.push([start, end]);
    }
  }
  if (intervals.length === 0) throw new Error('outlineBbox: the outline has no coordinates');
  intervals.sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const [start, end] of intervals) {
    const last = merged[merged.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  // The wrap gap runs from the last interval's end round to the first one's start.
  let gapAfter = merged.length - 1;
  let widest = merged[0]![0] + 360 - merged[merged.length - 1]![1];
  for (let i = 0; i + 1 < merged.length; i++) {
    const gap = merged[i + 1]![0] - merged[i]![1];
    if (gap > widest) {
      widest = gap;
      gapAfter = i;
    }
  }
  const west = merged[(gapAfter + 1) % merged.length]![0];
  const east = merged[gapAfter]![1];
  return [west, south, east, north];
}

/**
 * The outline with each polygon's longitudes shifted by whole turns to lie within 180° of
 * `longitude`, for flat maps: the halves of an island cut at the antimeridian (Wrangel) then sit
 * side by side (longitudes may pass ±180°, which Leaflet draws on the next world copy).
 */
export function outlineTowards<G extends OutlineGeometry>(geometry: G, longitude: number): G {
  const shiftPolygon = (polygon: Position[][]) => polygon.map((ring) => continuousRing(ring, longitude));
  return (
    geometry.type === 'Polygon'
      ? { ...geometry, coordinates: shiftPolygon(geometry.coordinates) }
      : { ...geometry, coordinates: geometry.coordinates.map(shiftPolygon) }
  ) as G;
}

export interface OutlineMeasures {
  /** Great-circle distance in km from the island's point to its outline (0 on land). */
  distanceKm: number;
  /** The outline's area in km². */
  areaKm2: number;
  /** Outline area ÷ recorded area, when the island records an area. */
  areaRatio?: number;
}

/** What data:check compares with OUTLINE_MAX_DISTANCE_KM and OUTLINE_MAX_AREA_RATIO. */
export function measureOutline(island: LatLng & { area?: number }, geometry: OutlineGeometry): OutlineMeasures {
  const areaKm2 = outlineAreaKm2(geometry);
  const measures: OutlineMeasures = { distanceKm: distanceToOutlineKm(geometry, island), areaKm2 };
  if (island.area !== undefined && island.area > 0) measures.areaRatio = areaKm2 / island.area;
  return measures;
}

/** True when an area ratio is beyond OUTLINE_MAX_AREA_RATIO either way. */
export function areaRatioOutOfRange(ratio: number): boolean {
  return ratio > OUTLINE_MAX_AREA_RATIO || ratio < 1 / OUTLINE_MAX_AREA_RATIO;
}
