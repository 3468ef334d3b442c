import type { LandPolygon } from './land-polygons';

const KM_PER_DEGREE = 111.19508;

/** A 1° grid of the land polygons' boxes, to find those near a point without scanning them all. */
export class LandIndex {
  private readonly cells = new Map<number, LandPolygon[]>();

  constructor(readonly polygons: LandPolygon[]) {
    for (const polygon of polygons) {
      const [west, south, east, north] = polygon.bbox;
      for (let x = Math.floor(west); x <= Math.floor(east); x++) {
        for (let y = Math.floor(south); y <= Math.floor(north); y++) {
          const key = this.key(x, y);
          const list = this.cells.get(key);
          if (list) list.push(polygon);
          else this.cells.set(key, [polygon]);
        }
      }
    }
  }

  private key(x: number, y: number) {
    return (((x % 360) + 540) % 360) * 1000 + (y + 90);
  }

  /** Polygons whose box meets the box around the point, `km` each way (longitudes wrap). */
  near(point: { latitude: number; longitude: number }, km: number): LandPolygon[] {
    const dLat = km / KM_PER_DEGREE;
    const south = Math.max(-90, point.latitude - dLat);
    const north = Math.min(90, point.latitude + dLat);
    const cos = Math.cos((Math.min(89.9, Math.max(Math.abs(south), Math.abs(north))) * Math.PI) / 180);
    const dLng = Math.min(180, dLat / cos);
    return this.inBox(point.longitude - dLng, south, point.longitude + dLng, north);
  }

  /** Polygons whose box meets [west, south, east, north]; west and east may lie beyond ±180. */
  inBox(west: number, south: number, east: number, north: number): LandPolygon[] {
    const found = new Set<LandPolygon>();
    const spans = east - west >= 360 ? 360 : Math.floor(east) - Math.floor(west) + 1;
    for (let i = 0; i < spans; i++) {
      const x = Math.floor(west) + i;
      for (let y = Math.floor(south); y <= Math.floor(north); y++) {
        for (const polygon of this.cells.get(this.key(x, y)) ?? []) {
          if (boxesMeet(polygon.bbox, west, south, east, north)) found.add(polygon);
        }
      }
    }
    return [...found].sort((a, b) => a.index - b.index);
  }
}

function boxesMeet(bbox: LandPolygon['bbox'], west: number, south: number, east: number, north: number) {
  if (bbox[1] > north || bbox[3] < south) return false;
  for (const shift of [-360, 0, 360]) {
    if (bbox[0] + shift <= east && bbox[2] + shift >= west) return true;
  }
  return false;
}
