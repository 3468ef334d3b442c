import type { GeoBounds } from './longitude';
import { wrapLongitude } from './longitude';

export interface MapView {
  center: [latitude: number, longitude: number];
  zoom: number;
}

const TILE = 256;
/** Web Mercator's y of a latitude, in radians of the world's 2π height. */
const mercatorY = (latitude: number) => Math.log(Math.tan(Math.PI / 4 + (latitude * Math.PI) / 360));
const latitudeOf = (y: number) => (360 / Math.PI) * Math.atan(Math.exp(y)) - 90;

/**
 * The view for a set of islands that circles most of the globe, the Arctic's: fitting every
 * longitude squeezes the set into a strip along the top of a world map (on a phone, 90 px of
 * markers on top of each other). Instead, zoom until the set's band of latitude fills at least
 * two thirds of the map's height, and centre on the stretch of longitude that holds the most islands;
 * the rest is a pan away. Undefined where fitting the bounds already does that.
 */
export function bandView(
  points: readonly { latitude: number; longitude: number }[],
  bounds: GeoBounds,
  size: { width: number; height: number },
  padding = 24,
): MapView | undefined {
  const span = bounds.east - bounds.west;
  if (points.length === 0 || span < 180 || size.width <= 2 * padding || size.height <= 2 * padding) return undefined;
  const width = size.width - 2 * padding;
  const height = size.height - 2 * padding;
  const fitZoom = Math.log2((width * 360) / (TILE * Math.min(span, 360)));
  const band = (mercatorY(bounds.north) - mercatorY(bounds.south)) / (2 * Math.PI);
  const bandZoom = Math.log2(height / (TILE * Math.max(band, 1e-6)));
  const zoom = Math.max(fitZoom, bandZoom - Math.log2(1.5));
  if (zoom < fitZoom + 0.25) return undefined;

  // The window of longitude in view at that zoom, slid to hold the most islands.
  const visible = (width * 360) / (TILE * 2 ** zoom);
  const longitudes = points.map((point) => wrapLongitude(point.longitude)).sort((a, b) => a - b);
  const around = [...longitudes, ...longitudes.map((lng) => lng + 360)];
  let best = { count: 0, west: longitudes[0]! };
  for (let i = 0, j = 0; i < longitudes.length; i++) {
    while (j < around.length && around[j]! <= around[i]! + visible) j++;
    if (j - i > best.count) best = { count: j - i, west: around[i]! };
  }
  // Centre on the islands in the window (their middle), not on the window's edge.
  const inWindow = around.filter((lng) => lng >= best.west && lng <= best.west + visible);
  const centre = (inWindow[0]! + inWindow[inWindow.length - 1]!) / 2;
  const latitude = latitudeOf((mercatorY(bounds.north) + mercatorY(bounds.south)) / 2);
  return { center: [latitude, wrapLongitude(centre)], zoom };
}
