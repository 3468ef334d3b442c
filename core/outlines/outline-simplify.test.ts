import { describe, expect, it } from 'vitest';
import { ringAreaKm2 } from './outline';
import { ring } from '../../tests/support/geometry';
import { simplifyPolygons, simplifyRing, simplifyThresholdKm2 } from './outline-simplify';

describe('simplifyRing', () => {
  it('drops small wiggles and keeps the shape', () => {
    const wiggly = ring(0, 0, 0.1, 400, 0.002);
    const simple = simplifyRing(wiggly, simplifyThresholdKm2(ringAreaKm2(wiggly)));
    expect(simple.length).toBeLessThan(wiggly.length / 4);
    expect(ringAreaKm2(simple)).toBeGreaterThan(0.95 * ringAreaKm2(wiggly));
    expect(simple[0]).toEqual(simple[simple.length - 1]);
  });

  it('keeps at least a triangle, however large the threshold', () => {
    const simple = simplifyRing(ring(0, 0, 0.001, 50), 1e9);
    expect(simple).toHaveLength(4);
    expect(ringAreaKm2(simple)).toBeGreaterThan(0);
  });

  it('drops islets below the threshold but never the largest ring', () => {
    const polygons = [[ring(0, 0, 0.1, 60)], [ring(0.3, 0, 0.0005, 8)], [ring(0.5, 0, 0.03, 20)]];
    const kept = simplifyPolygons(polygons, 0.05, 500);
    expect(kept).toHaveLength(2);
    expect(simplifyPolygons([[ring(0, 0, 0.0001, 8)]], 1e9, 1)).toHaveLength(1);
  });
});
