import { describe, expect, it } from 'vitest';
import { geodesicKm, greatCircleKm } from './geodesic';

describe('distances on the Earth', () => {
  it('measures a degree of the equator and of a meridian as the WGS84 ellipsoid has them', () => {
    expect(geodesicKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 1 })).toBeCloseTo(111.3195, 3);
    // A meridian degree is shorter at the equator than at the pole (the Earth is flattened).
    const atEquator = geodesicKm({ latitude: 0, longitude: 10 }, { latitude: 1, longitude: 10 });
    const atPole = geodesicKm({ latitude: 89, longitude: 10 }, { latitude: 90, longitude: 10 });
    expect(atEquator).toBeCloseTo(110.574, 2);
    expect(atPole).toBeCloseTo(111.694, 2);
  });

  it('goes the short way across the antimeridian', () => {
    const east = { latitude: 65, longitude: 179.9 };
    const west = { latitude: 65, longitude: -179.9 };
    expect(geodesicKm(east, west)).toBeCloseTo(9.45, 1);
    expect(greatCircleKm(east, west)).toBeCloseTo(9.4, 1);
  });

  it('reaches the poles, and pole to pole is half a meridian', () => {
    expect(geodesicKm({ latitude: 90, longitude: 0 }, { latitude: -90, longitude: 0 })).toBeCloseTo(20003.93, 1);
    // Every longitude is the same point at a pole.
    expect(geodesicKm({ latitude: -90, longitude: 45 }, { latitude: -90, longitude: -135 })).toBeCloseTo(0, 6);
  });

  it('agrees with the sphere to within 0.6%, anywhere', () => {
    for (const [a, b] of [
      [
        { latitude: -37.1, longitude: -12.3 },
        { latitude: -15.95, longitude: -5.7 },
      ],
      [
        { latitude: 78, longitude: 15 },
        { latitude: -70, longitude: -160 },
      ],
      [
        { latitude: 0.1, longitude: 179 },
        { latitude: -0.1, longitude: -179 },
      ],
    ]) {
      const ratio = greatCircleKm(a!, b!) / geodesicKm(a!, b!);
      expect(Math.abs(ratio - 1)).toBeLessThan(0.006);
    }
  });
});
