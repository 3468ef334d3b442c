import {
  BLUE_MARBLE,
  GIBS_CREDIT,
  GIBS_SHORT_CREDIT,
  LANDSAT_ANNUAL,
  polarDailyLayer,
  wmsGetMapUrl,
  type GibsLayer,
} from './gibs';
import { mercatorScale, MERCATOR_HALF_WORLD, POLAR_GRID_HALF, project, type SatelliteCrs } from './map-projections';
import type { Satellite } from './satellite-schema';

/** Every picture's frame is 16:10, the cards' shape, so nothing moves when it loads. */
export const SATELLITE_ASPECT = 16 / 10;
export const SATELLITE_WIDTH = 1024;
/**
 * The widths offered to the browser (srcset); the frame is the same, only the pixels differ. Steps
 * of common screens (a phone's card at 1.75x-3x, a desktop card, a hero), so none fetches far more.
 */
export const SATELLITE_WIDTHS = [400, 640, 750, 828, 1080, 1200, 1600] as const;
/** Room round the island, as a share of its extent on each side. */
const MARGIN = 0.2;
/** The smallest frame on the ground: a 300 m islet still shows its reef and sea. */
const MIN_GROUND_M = 3000;
/** Without outline or area, the frame is this wide on the ground round the point. */
const POINT_GROUND_M = 12000;
/** Below this many ground metres a pixel Blue Marble (500 m) is enlarged: Landsat goes on top. */
const FINE_LAYER_BELOW_M = 400;

export type { Satellite };

/** West, south, east, north in degrees; west > east when the island crosses the antimeridian. */
export type LonLatBox = readonly [number, number, number, number];

export interface FrameInput {
  latitude: number;
  longitude: number;
  area?: number | undefined;
}

/** Half the widest frame round a point: a circle larger than Greenland, the largest island. */
const MAX_HALF_M = 1_000_000;

/**
 * A box round a point: a circle of the island's area, or a fixed width when it has none. Finite
 * whatever the record holds: the radius is bounded, and the box stays inside the globe.
 */
function pointBox({ latitude, longitude, area }: FrameInput): LonLatBox {
  const byArea = area && Number.isFinite(area) && area > 0 ? Math.sqrt((area * 1e6) / Math.PI) : POINT_GROUND_M / 2;
  const halfM = Math.min(byArea, MAX_HALF_M);
  const lat = Math.max(-89, Math.min(89, Number.isFinite(latitude) ? latitude : 0));
  const lng = Number.isFinite(longitude) ? longitude : 0;
  const dLat = halfM / 111_320;
  const dLon = Math.min(179, halfM / (111_320 * Math.max(Math.cos((lat * Math.PI) / 180), 0.01)));
  const wrap = (value: number) => ((((value + 180) % 360) + 360) % 360) - 180;
  return [wrap(lng - dLon), Math.max(-90, lat - dLat), wrap(lng + dLon), Math.min(90, lat + dLat)];
}

/** Points along the box's edges, longitudes continuous across 180°, so a curved projection sees its extent. */
function edgePoints([west, south, east, north]: LonLatBox): Array<[number, number]> {
  const eastC = east < west ? east + 360 : east;
  const points: Array<[number, number]> = [];
  const steps = 16;
  for (let i = 0; i <= steps; i++) {
    const lng = west + ((eastC - west) * i) / steps;
    const lat = south + ((north - south) * i) / steps;
    points.push([lng, south], [lng, north], [west, lat], [eastC, lat]);
  }
  return points;
}

function crsFor(box: LonLatBox): SatelliteCrs {
  const crosses = box[0] > box[2];
  if (!crosses) return 'EPSG:3857';
  // Web Mercator's world ends at 180°; a polar grid has no seam there.
  const polar: SatelliteCrs = box[1] + box[3] >= 0 ? 'EPSG:3413' : 'EPSG:3031';
  const fits = edgePoints(box).every((point) =>
    project(polar, point[0], point[1]).every((v) => Math.abs(v) <= POLAR_GRID_HALF),
  );
  return fits ? polar : 'EPSG:3857';
}

/** Ground metres one projected metre is, at the frame's centre. */
function groundPerProjected(crs: SatelliteCrs, box: LonLatBox): number {
  if (crs === 'EPSG:3857') return 1 / mercatorScale((box[1] + box[3]) / 2);
  // Near enough for choosing a frame's minimum size: polar stereographic is close to true scale.
  return 1;
}

type Bbox = [number, number, number, number];

/** The frame: the island's projected extent with a margin, at least MIN_GROUND_M, widened to 16:10. */
export function satelliteFrame(box: LonLatBox): { crs: SatelliteCrs; bbox: Bbox; metresPerPixel: number } {
  const crs = crsFor(box);
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const [lng, lat] of edgePoints(box)) {
    // A frame in Web Mercator that still crosses 180° is kept on the side of its west edge.
    const [x, y] = project(crs, crs === 'EPSG:3857' ? Math.min(lng, 180) : lng, lat);
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  }
  const ground = groundPerProjected(crs, box);
  const minSpan = MIN_GROUND_M / ground;
  let spanX = Math.max((maxX - minX) * (1 + 2 * MARGIN), minSpan);
  let spanY = Math.max((maxY - minY) * (1 + 2 * MARGIN), minSpan / SATELLITE_ASPECT);
  if (spanX / spanY < SATELLITE_ASPECT) spanX = spanY * SATELLITE_ASPECT;
  else spanY = spanX / SATELLITE_ASPECT;
  let centreX = (minX + maxX) / 2;
  const centreY = (minY + maxY) / 2;
  if (crs === 'EPSG:3857') {
    // Keep the frame inside the one world the service draws.
    centreX = Math.max(-MERCATOR_HALF_WORLD + spanX / 2, Math.min(MERCATOR_HALF_WORLD - spanX / 2, centreX));
  }
  // Whole metres, widened outwards: the same island gives the same bytes, and never a narrower frame.
  const bbox: Bbox = [
    Math.floor(centreX - spanX / 2),
    Math.floor(centreY - spanY / 2),
    Math.ceil(centreX + spanX / 2),
    Math.ceil(centreY + spanY / 2),
  ];
  return { crs, bbox, metresPerPixel: ((bbox[2] - bbox[0]) * ground) / SATELLITE_WIDTH };
}

/** The finest cloud-free layers worth drawing at the frame's scale, bottom first. */
export function satelliteLayers(crs: SatelliteCrs, metresPerPixel: number): GibsLayer[] {
  if (crs !== 'EPSG:3857') return [polarDailyLayer(crs)];
  return metresPerPixel < FINE_LAYER_BELOW_M ? [BLUE_MARBLE, LANDSAT_ANNUAL] : [BLUE_MARBLE];
}

/**
 * An island's satellite picture: framed on its outline's box when it has one, else on its point
 * and area. `origin` is the GIBS service (a local stand-in in tests).
 */
export function satelliteFor(island: FrameInput, outlineBox: LonLatBox | undefined, origin: string): Satellite {
  const { crs, bbox, metresPerPixel } = satelliteFrame(outlineBox ?? pointBox(island));
  const layers = satelliteLayers(crs, metresPerPixel);
  const width = SATELLITE_WIDTH;
  const height = Math.round(width / SATELLITE_ASPECT);
  return {
    url: wmsGetMapUrl(origin, { crs, layers, bbox, width, height }),
    width,
    height,
    crs,
    bbox,
    layers: layers.map(({ id, title, short, period, cloudFree }) => ({ id, title, short, period, cloudFree })),
    credit: GIBS_CREDIT,
  };
}

/**
 * The same picture at another width, or at a wider shape (a hero): the frame grows about its
 * centre, so the island stays whole and undistorted.
 */
export function satelliteImageUrl(satellite: Satellite, width: number, aspect = SATELLITE_ASPECT): string {
  const [minX, minY, maxX, maxY] = satellite.bbox as Bbox;
  const spanY = maxY - minY;
  // Within a pixel's rounding the frame is already this shape: keep it as it is.
  const widen = spanY * aspect > (maxX - minX) * 1.01;
  const spanX = widen ? spanY * aspect : maxX - minX;
  const centreX = (minX + maxX) / 2;
  const height = Math.round(width / (spanX / spanY));
  const bbox: Bbox = widen
    ? [Math.floor(centreX - spanX / 2), minY, Math.ceil(centreX + spanX / 2), maxY]
    : [minX, minY, maxX, maxY];
  return satellite.url
    .replace(/([?&]BBOX=)[^&]*/, `$1${bbox.join(',')}`)
    .replace(/([?&]WIDTH=)\d+/, `$1${width}`)
    .replace(/([?&]HEIGHT=)\d+/, `$1${height}`);
}

/** srcset text for a picture at the given shape. */
export function satelliteSrcSet(satellite: Satellite, aspect = SATELLITE_ASPECT): string {
  return SATELLITE_WIDTHS.map((width) => `${satelliteImageUrl(satellite, width, aspect)} ${width}w`).join(', ');
}

/** The caption words: what the picture shows, when, and whose it is. */
export function satelliteCaption(satellite: Satellite): string {
  const top = satellite.layers[satellite.layers.length - 1]!;
  return `${top.short}, ${top.period} · ${GIBS_SHORT_CREDIT}`;
}
