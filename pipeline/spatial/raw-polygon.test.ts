import { describe, expect, it } from 'vitest';
import { nearestVertexKm, rawPolygonContains } from './raw-polygon';

describe('points and land polygons on raw longitudes', () => {
  // A square island with a square lagoon: land is the ring between them.
  const atoll = {
    rings: [
      [
        [10, 10],
        [12, 10],
        [12, 12],
        [10, 12],
        [10, 10],
      ],
      [
        [10.5, 10.5],
        [11.5, 10.5],
        [11.5, 11.5],
        [10.5, 11.5],
        [10.5, 10.5],
      ],
    ],
  };

  it('is inside the outer ring and outside every hole', () => {
    expect(rawPolygonContains(atoll, { latitude: 10.2, longitude: 10.2 })).toBe(true);
    expect(rawPolygonContains(atoll, { latitude: 11, longitude: 11 })).toBe(false);
    expect(rawPolygonContains(atoll, { latitude: 13, longitude: 11 })).toBe(false);
  });

  it('holds the southern pole cap the source closes along -90°', () => {
    const cap = {
      rings: [
        [
          [-180, -60],
          [180, -60],
          [180, -90],
          [-180, -90],
          [-180, -60],
        ],
      ],
    };
    expect(rawPolygonContains(cap, { latitude: -89.9, longitude: 0 })).toBe(true);
    expect(rawPolygonContains(cap, { latitude: -59, longitude: 0 })).toBe(false);
  });

  it('measures to the nearest vertex across the antimeridian', () => {
    const west = {
      rings: [
        [
          [-179.9, 65],
          [-179.5, 65],
          [-179.5, 65.5],
          [-179.9, 65],
        ],
      ],
    };
    const km = nearestVertexKm(west, { latitude: 65, longitude: 179.9 }, 1, 2);
    expect(km).toBeCloseTo(9.4, 1);
  });
});
