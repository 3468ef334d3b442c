import type { Position } from 'geojson';
import polylabel from 'polylabel';
import { outlineTowards, ringAreaKm2, type OutlineGeometry } from '@core/outlines/outline';

/** About 5 m: the pole is searched to well under the four decimals (11 m) a point is written with. */
const PRECISION_DEGREES = 0.00005;

/**
 * The point of an island's land farthest from its coast (the pole of inaccessibility, by Mapbox's
 * polylabel), on its largest polygon: always on land, unlike a centroid, which for a bent island
 * can fall in the sea. Longitudes are scaled by the cosine of the latitude first, so that a
 * high-Arctic island's pole is not pulled east-west; an outline across the antimeridian is made
 * continuous first. Rounded to four decimals (about 11 m).
 */
export function outlinePole(geometry: OutlineGeometry, nearLongitude: number): { latitude: number; longitude: number } {
  const continuous = outlineTowards(geometry, nearLongitude);
  const polygons = continuous.type === 'Polygon' ? [continuous.coordinates] : continuous.coordinates;
  const largest = polygons.reduce((best, polygon) =>
    ringAreaKm2(polygon[0] ?? []) > ringAreaKm2(best[0] ?? []) ? polygon : best,
  );
  const latitudes = largest[0]!.map(([, lat]) => lat!);
  const scale = Math.cos((((Math.min(...latitudes) + Math.max(...latitudes)) / 2) * Math.PI) / 180);
  const scaled = largest.map((ring) => ring.map(([lng, lat]): Position => [lng! * scale, lat!]));
  const [x, y] = polylabel(scaled, PRECISION_DEGREES);
  const longitude = ((((x! / scale + 180) % 360) + 360) % 360) - 180;
  return { latitude: round4(y!), longitude: round4(longitude) };
}

const round4 = (value: number) => Math.round(value * 1e4) / 1e4 || 0;
