import type { Polygon } from 'geojson';
import { describe, expect, it } from 'vitest';
import { outlineContains } from '@core/outlines/outline';
import { hasCoarsePoint } from '@core/rules/point-precision';
import { outlinePole } from './outline-pole';
import { precisePoints } from './precise-points';

const ring = (points: [number, number][]): Polygon => ({ type: 'Polygon', coordinates: [[...points, points[0]!]] });

// An L: its centroid (about 1.17, 1.17) lies in the notch, off the land.
const ell = ring([
  [0, 0],
  [3, 0],
  [3, 1],
  [1, 1],
  [1, 3],
  [0, 3],
]);

describe('outlinePole', () => {
  it('puts the point on land where a centroid would fall in the sea', () => {
    expect(outlineContains(ell, { latitude: 1.17, longitude: 1.17 })).toBe(false);
    const pole = outlinePole(ell, 1);
    expect(outlineContains(ell, pole)).toBe(true);
    expect(hasCoarsePoint(pole)).toBe(false);
  });

  it('finds the middle of a high-Arctic island measured on the ground, not in degrees', () => {
    // 10° of longitude at 78.5°N is about 220 km, the 1° of latitude 111 km: the middle is 78.5, -95.
    const pole = outlinePole(
      ring([
        [-100, 78],
        [-90, 78],
        [-90, 79],
        [-100, 79],
      ]),
      -95,
    );
    expect(pole.latitude).toBeCloseTo(78.5, 2);
    expect(pole.longitude).toBeCloseTo(-95, 1);
  });

  it('keeps an island cut at the antimeridian whole, and writes its longitude within ±180', () => {
    const halves = {
      type: 'MultiPolygon' as const,
      coordinates: [
        ring([
          [179, -1],
          [180, -1],
          [180, 1],
          [179, 1],
        ]).coordinates,
        ring([
          [-180, -1],
          [-179.5, -1],
          [-179.5, 1],
          [-180, 1],
        ]).coordinates,
      ],
    };
    const pole = outlinePole(halves, 179.5);
    expect(pole.latitude).toBeCloseTo(0, 2);
    expect(Math.abs(pole.longitude)).toBeLessThanOrEqual(180);
    expect(Math.abs(pole.longitude)).toBeGreaterThan(179);
  });
});

describe('precisePoints', () => {
  const geometries: Record<string, Polygon> = { coarse: ell, group: ell, fine: ell };
  const { changes, left } = precisePoints(
    [
      { id: 'coarse', latitude: 1.2, longitude: 1 },
      { id: 'group', latitude: 1, longitude: 1.5 },
      { id: 'bare', latitude: -37, longitude: -12.3 },
      { id: 'fine', latitude: 1.25, longitude: 0.55 },
    ],
    (id) => geometries[id],
    { group: { mode: 'group', reason: 'an atoll round its lagoon' } },
  );

  it("moves a coarse point to its coastline's pole, saying how far", () => {
    expect(changes.map((change) => change.id)).toEqual(['coarse']);
    const [change] = changes;
    expect(change!.from).toEqual({ latitude: 1.2, longitude: 1 });
    expect(outlineContains(ell, change!.to)).toBe(true);
    expect(change!.movedKm).toBeGreaterThan(0);
  });

  it('leaves groups and islands without an outline, with the reason, and precise points alone', () => {
    expect([...left.keys()]).toEqual(['group', 'bare']);
    expect(left.get('group')).toMatch(/group/);
    expect(left.get('bare')).toMatch(/no outline/);
  });
});
