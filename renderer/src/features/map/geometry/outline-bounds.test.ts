import { describe, expect, it } from 'vitest';
import type { OutlineGeometry } from '@core/outlines/outline';
import { outlineViewBounds } from './outline-bounds';

const square = (west: number, south: number, east: number, north: number) => [
  [
    [west, south],
    [east, south],
    [east, north],
    [west, north],
    [west, south],
  ],
];

// Shapes where the real islands are: cut at 180° as the land data cuts them, or either side of it.
const WRANGEL: OutlineGeometry = {
  type: 'MultiPolygon',
  coordinates: [square(178.6, 70.8, 180, 71.6), square(-180, 70.8, -177.4, 71.6)],
};
const KIRITIMATI: OutlineGeometry = { type: 'Polygon', coordinates: square(-157.6, 1.7, -157.1, 2.05) };
const SEMISOPOCHNOI: OutlineGeometry = { type: 'Polygon', coordinates: square(179.5, 51.88, 179.68, 52.02) };
const AMCHITKA_TO_KISKA: OutlineGeometry = {
  type: 'MultiPolygon',
  coordinates: [square(178.6, 51.35, 179.5, 51.65), square(177.4, 51.9, 177.6, 52.1)],
};

describe('outlineViewBounds', () => {
  it.each([
    ['Wrangel, cut at 180°', WRANGEL, -179.4167, 71.2333],
    ['Kiritimati, east of 180°', KIRITIMATI, -157.4, 1.87],
    ['Semisopochnoi, just west of 180°', SEMISOPOCHNOI, 179.6, 51.9],
    ['Amchitka and Kiska, west of 180°', AMCHITKA_TO_KISKA, 179, 51.5],
  ])('frames %s in one piece, with its pin inside', (_name, geometry, longitude, latitude) => {
    const [[south, west], [north, east]] = outlineViewBounds(geometry, longitude);
    // The island's point (where its marker goes) lies inside the frame, on the same world copy.
    expect(longitude).toBeGreaterThanOrEqual(west);
    expect(longitude).toBeLessThanOrEqual(east);
    expect(latitude).toBeGreaterThanOrEqual(south);
    expect(latitude).toBeLessThanOrEqual(north);
    // One island, not a box round the world.
    expect(east - west).toBeLessThan(10);
  });

  it('joins the halves of an island cut at 180° across the line', () => {
    const [[, west], [, east]] = outlineViewBounds(WRANGEL, -179.4167);
    expect(west).toBeCloseTo(-181.4, 5);
    expect(east).toBeCloseTo(-177.4, 5);
  });
});
