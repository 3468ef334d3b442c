import { describe, expect, it } from 'vitest';
import type { MultiPolygon, Polygon } from 'geojson';
import { ring, square } from '../../tests/support/geometry';
import { outlineSketch, outlineSketches, SKETCH_RULES } from './outline-sketch';

const points = (path: string) => (path.match(/\d+ \d+/g) ?? []).map((pair) => pair.split(' ').map(Number));

describe('an outline sketch', () => {
  it('fits the shape to a box of 100 units on its longer side, north up, with the km its width spans', () => {
    // A degree square at 60.5°S is half as wide as it is tall on the ground.
    const tall = outlineSketch({ type: 'Polygon', coordinates: [square(10, -61, 1)] }, 10.5);
    expect(tall.height).toBe(100);
    expect(tall.width).toBe(Math.round(100 * Math.cos((60.5 * Math.PI) / 180)));
    // Two degrees of longitude there are about as wide as one of latitude is tall.
    const even = outlineSketch(
      {
        type: 'Polygon',
        coordinates: [
          [
            [10, -61],
            [12, -61],
            [12, -60],
            [10, -60],
            [10, -61],
          ],
        ],
      },
      11,
    );
    expect(even.height).toBe(100);
    expect(even.width).toBe(Math.round(200 * Math.cos((60.5 * Math.PI) / 180)));
    expect(even.widthKm).toBeCloseTo(2 * 111.19508 * Math.cos((60.5 * Math.PI) / 180), 0);
    // Whole units from the top left: the north edge (latitude -60) is y = 0.
    expect(points(even.path).every(([x, y]) => x! >= 0 && x! <= 100 && y! >= 0 && y! <= 100)).toBe(true);
    expect(points(even.path)).toContainEqual([0, 0]);
  });

  it('keeps at most its budget of points, however detailed the coastline', () => {
    const detailed: Polygon = { type: 'Polygon', coordinates: [ring(-12.3, -37.1, 0.1, 5_000, 0.01)] };
    const sketch = outlineSketch(detailed, -12.3);
    expect(points(sketch.path).length).toBeLessThanOrEqual(SKETCH_RULES.maxPoints);
    expect(points(sketch.path).length).toBeGreaterThanOrEqual(3);
    expect(sketch.path).toMatch(/^M\d+ \d+( \d+ \d+)+Z$/);
  });

  it("drops a group's smallest islets first, and keeps the largest island", () => {
    const islets = Array.from({ length: 60 }, (_, i) => [
      ring(50 + (i % 10) * 0.3, 80 + Math.floor(i / 10) * 0.2, 0.02, 12),
    ]);
    const group: MultiPolygon = { type: 'MultiPolygon', coordinates: [[ring(52, 81, 0.5, 200)], ...islets] };
    const sketch = outlineSketch(group, 52);
    expect(points(sketch.path).length).toBeLessThanOrEqual(SKETCH_RULES.maxPoints);
    expect(sketch.path.split('M').length - 1).toBeGreaterThanOrEqual(1);
  });

  it('draws an island cut at 180° in one piece, round its point', () => {
    // Wrangel's two halves meet at the antimeridian: the sketch spans 4°, not 356°.
    const cut: MultiPolygon = {
      type: 'MultiPolygon',
      coordinates: [[square(178, 71, 2)], [square(-180, 71, 2)]],
    };
    const sketch = outlineSketch(cut, 179.5);
    expect(sketch.widthKm).toBeLessThan(200);
    expect(sketch.path.split('M')).toHaveLength(3);
  });

  it('is drawn once per island, and not for an island without a coastline', () => {
    let asked = 0;
    const sketches = outlineSketches((id) => {
      asked++;
      return id === 'a' ? { type: 'Polygon', coordinates: [square(0, 0, 1)] } : undefined;
    });
    expect(sketches({ id: 'a', longitude: 0.5 })).toEqual(sketches({ id: 'a', longitude: 0.5 }));
    expect(sketches({ id: 'b', longitude: 0 })).toBeUndefined();
    expect(sketches({ id: 'b', longitude: 0 })).toBeUndefined();
    expect(asked).toBe(2);
  });
});
