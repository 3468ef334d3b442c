import { describe, expect, it } from 'vitest';
import { greatCircleLine } from './great-circle';

describe('greatCircleLine', () => {
  it('runs along the equator between two points on it, ends included', () => {
    const line = greatCircleLine([0, 10], [0, 50], 10, 4);
    expect(line.map(([lat, lng]) => [Math.round(lat * 1e6) / 1e6, Math.round(lng * 1e6) / 1e6])).toEqual([
      [0, 10],
      [0, 20],
      [0, 30],
      [0, 40],
      [0, 50],
    ]);
  });

  it('bows towards the pole between two points at the same latitude', () => {
    const line = greatCircleLine([50, -60], [50, 60], -60, 8);
    expect(line[4]![0]).toBeGreaterThan(60);
    expect(line[4]![1]).toBeCloseTo(0, 6);
  });

  it('keeps longitudes continuous across the antimeridian, on the marker’s copy of the world', () => {
    const line = greatCircleLine([-21.2, -175.2], [-17.7, 178.0], -175.2, 16);
    for (let i = 1; i < line.length; i++) expect(Math.abs(line[i]![1] - line[i - 1]![1])).toBeLessThan(5);
    expect(line.at(-1)![1]).toBeCloseTo(-182, 6);
    // A marker drawn on the next copy east (longitude + 360) gets the line there too.
    expect(greatCircleLine([-21.2, -175.2], [-17.7, 178.0], 184.8, 16)[0]![1]).toBeCloseTo(184.8, 6);
  });
});
