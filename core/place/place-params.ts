import type { ErrorIssue } from '../contract/errors';
import type { BoundingBox, GeoPoint } from './place-query';

const NUMBER = /^\s*[-+]?(?:\d+(?:\.\d*)?|\.\d+)\s*$/;

/** Reads 'a,b,…' as exactly `count` finite numbers, or says why not. */
function numbers(text: string, count: number, name: string, shape: string): number[] | ErrorIssue {
  const parts = text.split(',');
  if (parts.length !== count || !parts.every((part) => NUMBER.test(part)))
    return { path: name, message: `${name} must be ${shape}` };
  return parts.map(Number);
}

const latitudeIssue = (name: string, value: number): ErrorIssue | undefined =>
  value < -90 || value > 90 ? { path: name, message: `${name}: latitude ${value} is outside -90 to 90` } : undefined;
const longitudeIssue = (name: string, value: number): ErrorIssue | undefined =>
  value < -180 || value > 180
    ? { path: name, message: `${name}: longitude ${value} is outside -180 to 180` }
    : undefined;

/** near=<lat>,<lon>: the point distances are measured from. */
export function parseNear(text: string): GeoPoint | ErrorIssue {
  const parsed = numbers(text, 2, 'near', 'a latitude and a longitude, e.g. near=-37.1,-12.3');
  if (!Array.isArray(parsed)) return parsed;
  const [latitude, longitude] = parsed as [number, number];
  return latitudeIssue('near', latitude) ?? longitudeIssue('near', longitude) ?? { latitude, longitude };
}

/** radius=<km>: zero or more kilometres. */
export function parseRadius(text: string): number | ErrorIssue {
  const parsed = numbers(text, 1, 'radius', 'a number of kilometres, e.g. radius=500');
  if (!Array.isArray(parsed)) return parsed;
  const km = parsed[0]!;
  return km < 0 ? { path: 'radius', message: `radius must not be negative, got ${km}` } : km;
}

/** bbox=<west>,<south>,<east>,<north> (OGC API order); west > east crosses the antimeridian. */
export function parseBbox(text: string): BoundingBox | ErrorIssue {
  const parsed = numbers(text, 4, 'bbox', 'four numbers: west,south,east,north, e.g. bbox=-20,-60,20,-30');
  if (!Array.isArray(parsed)) return parsed;
  const [west, south, east, north] = parsed as [number, number, number, number];
  const issue =
    longitudeIssue('bbox', west) ??
    latitudeIssue('bbox', south) ??
    longitudeIssue('bbox', east) ??
    latitudeIssue('bbox', north);
  if (issue) return issue;
  if (south > north) return { path: 'bbox', message: `bbox: south (${south}) is north of north (${north})` };
  return { west, south, east, north };
}

export const isIssue = (value: unknown): value is ErrorIssue =>
  typeof value === 'object' && value !== null && 'path' in value && 'message' in value;

/** How a point or a box is written back into a URL. */
export const formatNear = (point: GeoPoint) => `${point.latitude},${point.longitude}`;
export const formatBbox = (box: BoundingBox) => `${box.west},${box.south},${box.east},${box.north}`;
