import { describe, expect, it } from 'vitest';
import topology from 'world-atlas/land-110m.json';
import { flatRing, landFromTopology } from './land';

describe('land for flat maps', () => {
  it('makes a ring across the antimeridian continuous', () => {
    expect(
      flatRing([
        [179, -16],
        [-179, -16],
        [-179, -17],
        [179, -17],
        [179, -16],
      ]),
    ).toEqual([
      [179, -16],
      [181, -16],
      [181, -17],
      [179, -17],
      [179, -16],
    ]);
  });

  it('closes a ring round the South Pole along the pole', () => {
    const ring = flatRing([
      [-180, -70],
      [0, -68],
      [180, -70],
    ])!;
    expect(ring.slice(-3)).toEqual([
      [180, -90],
      [-180, -90],
      [-180, -70],
    ]);
  });

  it('drops a ring that is only the pole', () => {
    expect(
      flatRing([
        [180, -90],
        [0, -90],
        [-180, -90],
      ]),
    ).toBeUndefined();
  });

  it('leaves no step of more than 180° in the bundled land, except along a pole', async () => {
    const land = await landFromTopology(topology);
    for (const polygon of land.geometry.coordinates) {
      for (const ring of polygon) {
        for (let i = 1; i < ring.length; i++) {
          const [lng, lat] = ring[i]!;
          const [previousLng, previousLat] = ring[i - 1]!;
          if (Math.abs(lat!) === 90 && Math.abs(previousLat!) === 90) continue;
          expect(Math.abs(lng! - previousLng!)).toBeLessThanOrEqual(180);
        }
      }
    }
  });
});
