import type { Land } from './land';

/** One land polygon flattened for the locators: [lng, lat, lng, lat, ...] per ring, with its box. */
export interface LocatorPolygon {
  rings: Float64Array[];
  west: number;
  south: number;
  east: number;
  north: number;
}

export function prepareLocatorLand(land: Land): LocatorPolygon[] {
  return land.geometry.coordinates.map((polygon) => {
    let west = 180;
    let south = 90;
    let east = -180;
    let north = -90;
    const rings = polygon.map((ring) => {
      const flat = new Float64Array(ring.length * 2);
      ring.forEach(([lng, lat], i) => {
        flat[i * 2] = lng!;
        flat[i * 2 + 1] = lat!;
        west = Math.min(west, lng!);
        east = Math.max(east, lng!);
        south = Math.min(south, lat!);
        north = Math.max(north, lat!);
      });
      return flat;
    });
    return { rings, west, south, east, north };
  });
}

export interface LocatorOptions {
  latitude: number;
  longitude: number;
  /** Width over height of the box the locator fills. */
  aspect: number;
  /** Where the island sits, as a fraction of the height from the top (0.5 = centred). */
  focusY?: number;
  /** The box's height in pixels, to keep the marker the same size on every scale. */
  pixelHeight?: number;
}

export interface LocatorScene {
  viewBox: string;
  /** All land in view as one path (even-odd, so lakes stay water). */
  land: string;
  graticule: string;
  marker: { x: number; y: number; r: number };
  /** Degrees of latitude from top to bottom. */
  span: number;
}

/** Heights to try, in degrees of latitude: the first that shows some land wins. */
const SPANS = [24, 40, 64, 100];
const SHIFTS = [-360, 0, 360];

export interface Frame {
  west: number;
  east: number;
  south: number;
  north: number;
}

function frameFor(options: LocatorOptions, span: number, k: number): Frame {
  const focusY = options.focusY ?? 0.5;
  let north = options.latitude + focusY * span;
  if (north > 90) north = 90;
  if (north - span < -90) north = -90 + span;
  const halfWidth = (span * options.aspect) / k / 2;
  return {
    north,
    south: north - span,
    west: options.longitude - halfWidth,
    east: options.longitude + halfWidth,
  };
}

const overlaps = (polygon: LocatorPolygon, shift: number, frame: Frame) =>
  polygon.west + shift <= frame.east &&
  polygon.east + shift >= frame.west &&
  polygon.south <= frame.north &&
  polygon.north >= frame.south;

function hasLand(polygons: readonly LocatorPolygon[], frame: Frame): boolean {
  for (const polygon of polygons) {
    for (const shift of SHIFTS) {
      if (!overlaps(polygon, shift, frame)) continue;
      for (const ring of polygon.rings) {
        for (let i = 0; i < ring.length; i += 2) {
          const lng = ring[i]! + shift;
          const lat = ring[i + 1]!;
          if (lng >= frame.west && lng <= frame.east && lat >= frame.south && lat <= frame.north) return true;
        }
      }
    }
  }
  return false;
}

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * Sutherland–Hodgman: the part of a ring (flat [lng, lat, ...], shifted by `shift` degrees)
 * inside a rectangle. A continent beside a remote island becomes a few dozen points, not 1,000.
 */
export function clipRing(ring: Float64Array, shift: number, frame: Frame): number[] {
  let points: number[] = [];
  for (let i = 0; i < ring.length; i += 2) points.push(ring[i]! + shift, ring[i + 1]!);
  const edges: [axis: 0 | 1, limit: number, keepAbove: boolean][] = [
    [0, frame.west, true],
    [0, frame.east, false],
    [1, frame.south, true],
    [1, frame.north, false],
  ];
  for (const [axis, limit, keepAbove] of edges) {
    if (points.length === 0) break;
    const inside = (i: number) => (keepAbove ? points[i + axis]! >= limit : points[i + axis]! <= limit);
    const output: number[] = [];
    for (let i = 0; i < points.length; i += 2) {
      const previous = (i === 0 ? points.length : i) - 2;
      const currentIn = inside(i);
      if (currentIn !== inside(previous)) {
        const t = (limit - points[previous + axis]!) / (points[i + axis]! - points[previous + axis]!);
        const cross = [
          points[previous]! + t * (points[i]! - points[previous]!),
          points[previous + 1]! + t * (points[i + 1]! - points[previous + 1]!),
        ];
        cross[axis] = limit;
        output.push(cross[0]!, cross[1]!);
      }
      if (currentIn) output.push(points[i]!, points[i + 1]!);
    }
    points = output;
  }
  return points;
}

/**
 * The land inside a frame as one SVG path: every polygon's copies (shifted by 360°) that reach
 * it, each ring clipped to it and drawn through `x` and `y`, repeated points dropped.
 */
export function landPath(
  polygons: readonly LocatorPolygon[],
  frame: Frame,
  x: (lng: number) => number,
  y: (lat: number) => number,
): string {
  const parts: string[] = [];
  for (const polygon of polygons) {
    for (const shift of SHIFTS) {
      if (!overlaps(polygon, shift, frame)) continue;
      for (const ring of polygon.rings) {
        const clipped = clipRing(ring, shift, frame);
        let d = '';
        let lastX = NaN;
        let lastY = NaN;
        for (let i = 0; i < clipped.length; i += 2) {
          const px = x(clipped[i]!);
          const py = y(clipped[i + 1]!);
          if (px === lastX && py === lastY) continue;
          d += `${d === '' ? 'M' : 'L'}${px} ${py}`;
          lastX = px;
          lastY = py;
        }
        if (d !== '') parts.push(`${d}Z`);
      }
    }
  }
  return parts.join('');
}

/**
 * A small equirectangular map around an island: the island at the origin, x scaled by the cosine
 * of its latitude so shapes keep their proportions, and as much ocean as it takes to show land.
 */
export function locatorScene(polygons: readonly LocatorPolygon[], options: LocatorOptions): LocatorScene {
  // Past 70° the cosine shrinks so fast that a frame would wrap the globe; 70° looks right enough.
  const k = Math.cos((Math.min(Math.abs(options.latitude), 70) * Math.PI) / 180);
  // While the land loads, the closest frame; once it is there, the first frame that shows some.
  let span = polygons.length === 0 ? SPANS[0]! : SPANS[SPANS.length - 1]!;
  let frame = frameFor(options, span, k);
  for (const candidate of polygons.length === 0 ? [] : SPANS) {
    const candidateFrame = frameFor(options, candidate, k);
    if (hasLand(polygons, candidateFrame)) {
      span = candidate;
      frame = candidateFrame;
      break;
    }
  }
  const x = (lng: number) => round((lng - options.longitude) * k);
  const y = (lat: number) => round(options.latitude - lat);

  // Clip to a frame a little larger than the view, so the cut edges fall outside the picture.
  const marginX = (frame.east - frame.west) * 0.05;
  const marginY = span * 0.05;
  const clip = {
    west: frame.west - marginX,
    east: frame.east + marginX,
    south: frame.south - marginY,
    north: frame.north + marginY,
  };
  const land = landPath(polygons, clip, x, y);

  const step = span <= 30 ? 10 : span <= 70 ? 20 : 30;
  const lines: string[] = [];
  for (let lng = Math.ceil(frame.west / step) * step; lng <= frame.east; lng += step) {
    lines.push(`M${x(lng)} ${y(frame.north)}V${y(frame.south)}`);
  }
  for (let lat = Math.ceil(frame.south / step) * step; lat <= frame.north; lat += step) {
    lines.push(`M${x(frame.west)} ${y(lat)}H${x(frame.east)}`);
  }

  const minX = round((frame.west - options.longitude) * k);
  const width = round((frame.east - frame.west) * k);
  const minY = round(options.latitude - frame.north);
  const pixelHeight = options.pixelHeight ?? 120;
  return {
    viewBox: `${minX} ${minY} ${width} ${span}`,
    land,
    graticule: lines.join(''),
    marker: { x: 0, y: 0, r: round((5 * span) / pixelHeight) },
    span,
  };
}
