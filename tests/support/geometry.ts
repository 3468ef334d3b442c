import type { Position } from 'geojson';

/** A circle-like ring of n points and radius r degrees round (lng, lat), clockwise on purpose. */
export function ring(lng: number, lat: number, r: number, n: number, wobble = 0): Position[] {
  const points: Position[] = [];
  for (let i = 0; i < n; i++) {
    const a = (-2 * Math.PI * i) / n;
    const radius = r * (1 + (i % 2 === 0 ? wobble : -wobble));
    points.push([lng + radius * Math.cos(a), lat + radius * Math.sin(a)]);
  }
  points.push(points[0]!);
  return points;
}
