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

/** A square ring of `size` degrees from its south-west corner, closed. */
export function square(west: number, south: number, size: number): Position[] {
  return [
    [west, south],
    [west + size, south],
    [west + size, south + size],
    [west, south + size],
    [west, south],
  ];
}

/** An L of 4° by 4°, 1° thick: its box holds points that are not in it (a hole there is stray). */
export const ELL: Position[] = [
  [0, 0],
  [4, 0],
  [4, 1],
  [1, 1],
  [1, 4],
  [0, 4],
  [0, 0],
];
