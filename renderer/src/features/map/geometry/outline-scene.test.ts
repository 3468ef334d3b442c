import { describe, expect, it } from 'vitest';
import { roundKm } from '@/lib/scale-bar';
import { outlineScene } from './outline-scene';

const square = {
  type: 'Polygon' as const,
  coordinates: [
    [
      [10, 0],
      [10.1, 0],
      [10.1, 0.1],
      [10, 0.1],
      [10, 0],
    ],
  ],
};

describe('outlineScene', () => {
  it('fits the shape in its frame, north up, centred', () => {
    const scene = outlineScene(square, {
      longitude: 10,
      width: 200,
      height: 100,
      frame: { left: 0, top: 0, width: 1, height: 1 },
    });
    expect(scene.viewBox).toBe('0 0 200 100');
    // 0.1° square at the equator, 100 px high: x from 50 to 150, y from 0 to 100.
    expect(scene.land).toBe('M50.0 100.0L150.0 100.0L150.0 0.0L50.0 0.0L50.0 100.0Z');
  });

  it('measures the scale bar at the island: a round length, in proportion to the shape', () => {
    const scene = outlineScene(square, {
      longitude: 10,
      width: 200,
      height: 100,
      frame: { left: 0, top: 0, width: 1, height: 1 },
    });
    // 0.1° of latitude is 11.1 km over 100 px: 44 px is about 4.9 km, rounded down to 2 km.
    expect(scene.scale.label).toBe('2 km');
    expect(scene.scale.width).toBeCloseTo((2 / 11.1195) * 100, 1);
  });

  it('keeps an island cut at the antimeridian in one piece', () => {
    const wrangel = {
      type: 'MultiPolygon' as const,
      coordinates: [
        [
          [
            [179, 71],
            [180, 71],
            [180, 72],
            [179, 72],
            [179, 71],
          ],
        ],
        [
          [
            [-180, 71],
            [-179, 71],
            [-179, 72],
            [-180, 72],
            [-180, 71],
          ],
        ],
      ],
    };
    const scene = outlineScene(wrangel, { longitude: -179.4, width: 300, height: 100 });
    const xs = [...scene.land.matchAll(/[ML](-?[\d.]+) /g)].map((match) => Number(match[1]));
    // Both halves within the box, side by side, not 360° apart.
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...xs)).toBeLessThanOrEqual(300);
    // The coast leaves out the cut: no stroke runs up the 180th meridian between the halves.
    const seamX = xs[1]!; // x of (180, 71), the east end of the first half's southern edge
    const coastSegments = [...scene.coast.matchAll(/([ML])(-?[\d.]+) (-?[\d.]+)/g)].map(
      (m) => [m[1], Number(m[2]), Number(m[3])] as const,
    );
    const vertical = coastSegments.filter(
      ([command, x], i) => command === 'L' && i > 0 && x === seamX && coastSegments[i - 1]![1] === seamX,
    );
    expect(vertical).toEqual([]);
    // Everything else is still outlined: the two halves' outer edges (3 each).
    expect(coastSegments.filter(([command]) => command === 'L')).toHaveLength(6);
  });

  it('rounds to 1, 2 or 5 times a power of ten', () => {
    expect([roundKm(0.37), roundKm(1.2), roundKm(3), roundKm(7.9), roundKm(42), roundKm(999)]).toEqual([
      0.2, 1, 2, 5, 20, 500,
    ]);
  });
});
