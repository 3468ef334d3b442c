import type { OutlineGeometry } from '@core/outlines/outline';
import { outlineTowards } from '@core/outlines/outline';
import { formatKm, roundKm } from '@/lib/scale-bar';
import { unwrappedExtent } from './outline-bounds';

const KM_PER_DEGREE = (Math.PI * 6371.0088) / 180;

export interface OutlineSceneOptions {
  /** The island's point: longitudes are unwrapped around it (Wrangel sits across 180°). */
  longitude: number;
  /** The box's size in pixels; the scene is drawn in those units. */
  width: number;
  height: number;
  /** The part of the box the shape may fill (the rest is left to the text and the scale). */
  frame?: { left: number; top: number; width: number; height: number };
}

export interface OutlineScene {
  viewBox: string;
  /** The land, one path (even-odd, so lagoons and lakes stay water), filled, not stroked. */
  land: string;
  /** The coast, stroked: every edge of the land but those the data cut along 180°, no seam. */
  coast: string;
  /** A scale bar of a round length, at the bottom right. */
  scale: { x: number; y: number; width: number; label: string };
}

/**
 * An island's coastline fitted into a box: a plate carrée squeezed by the cosine of the island's
 * latitude (true to shape at that latitude, plenty for one island), north up, with a scale bar
 * measured at that latitude.
 */
export function outlineScene(geometry: OutlineGeometry, options: OutlineSceneOptions): OutlineScene {
  const { width, height } = options;
  const frame = options.frame ?? { left: 0.1, top: 0.1, width: 0.8, height: 0.8 };
  const unwrapped = outlineTowards(geometry, options.longitude);
  const polygons = unwrapped.type === 'Polygon' ? [unwrapped.coordinates] : unwrapped.coordinates;
  const [[south, west], [north, east]] = unwrappedExtent(unwrapped);
  const squeeze = Math.cos((((south + north) / 2) * Math.PI) / 180);
  const spanX = Math.max((east - west) * squeeze, 1e-6);
  const spanY = Math.max(north - south, 1e-6);
  const scale = Math.min((frame.width * width) / spanX, (frame.height * height) / spanY);
  const offsetX = frame.left * width + (frame.width * width - spanX * scale) / 2;
  const offsetY = frame.top * height + (frame.height * height - spanY * scale) / 2;
  const x = (lng: number) => offsetX + (lng - west) * squeeze * scale;
  const y = (lat: number) => offsetY + (north - lat) * scale;
  // The land polygons are cut at ±180°; the halves meet there, and so must not be outlined there.
  const onCut = (lng: number) => Math.abs(((((lng + 180) % 360) + 360) % 360) - 0) < 1e-9;
  const coast = polygons
    .flatMap((polygon) =>
      polygon.map((ring) => {
        let path = '';
        let drawing = false;
        for (let i = 1; i < ring.length; i++) {
          const [aLng, aLat] = ring[i - 1]!;
          const [bLng, bLat] = ring[i]!;
          if (onCut(aLng!) && onCut(bLng!)) {
            drawing = false;
            continue;
          }
          if (!drawing) path += `M${x(aLng!).toFixed(1)} ${y(aLat!).toFixed(1)}`;
          path += `L${x(bLng!).toFixed(1)} ${y(bLat!).toFixed(1)}`;
          drawing = true;
        }
        return path;
      }),
    )
    .join('');
  const land = polygons
    .flatMap((polygon) =>
      polygon.map(
        (ring) =>
          ring.map(([lng, lat], i) => `${i === 0 ? 'M' : 'L'}${x(lng!).toFixed(1)} ${y(lat!).toFixed(1)}`).join('') +
          'Z',
      ),
    )
    .join('');
  // Pixels per km: one degree of latitude is KM_PER_DEGREE km and `scale` pixels.
  const perKm = scale / KM_PER_DEGREE;
  const km = roundKm((width * 0.22) / perKm);
  const barWidth = km * perKm;
  return {
    viewBox: `0 0 ${width} ${height}`,
    land,
    coast,
    scale: { x: width - barWidth - 10, y: height - 14, width: barWidth, label: formatKm(km) },
  };
}
