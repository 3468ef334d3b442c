import { describe, expect, it } from 'vitest';
import { ringAreaKm2 } from '@core/outlines/outline';
import { ring } from '../../tests/support/geometry';
import { LandIndex } from './land-index';
import type { LandPolygon } from './land-polygons';

function polygon(index: number, lng: number, lat: number, r: number): LandPolygon {
  const outer = ring(lng, lat, r, 24);
  const lngs = outer.map(([x]) => x!);
  const lats = outer.map(([, y]) => y!);
  return {
    index,
    rings: [outer],
    bbox: [Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats)],
    areaKm2: ringAreaKm2(outer),
  };
}

describe('the land index', () => {
  const eastOf180 = polygon(0, 179.8, 71, 0.15);
  const westOf180 = polygon(1, -179.8, 71, 0.15);
  const nearPole = polygon(2, 40, 89.5, 0.3);
  const far = polygon(3, 0, 0, 0.5);
  const index = new LandIndex([eastOf180, westOf180, nearPole, far]);

  it('finds land on both sides of the antimeridian from either side', () => {
    expect(index.near({ latitude: 71, longitude: 179.99 }, 30).map((p) => p.index)).toEqual([0, 1]);
    expect(index.near({ latitude: 71, longitude: -179.99 }, 30).map((p) => p.index)).toEqual([0, 1]);
    expect(index.near({ latitude: 71, longitude: 179.99 }, 1).map((p) => p.index)).toEqual([]);
  });

  it('finds land near a pole, where a degree of longitude is almost nothing', () => {
    expect(index.near({ latitude: 89.9, longitude: -140 }, 60).map((p) => p.index)).toEqual([2]);
  });

  it('answers boxes that run past ±180°', () => {
    expect(index.inBox(179, 70, 181, 72).map((p) => p.index)).toEqual([0, 1]);
    expect(index.inBox(-181, 70, -179, 72).map((p) => p.index)).toEqual([0, 1]);
    expect(index.inBox(-10, -10, 10, 10).map((p) => p.index)).toEqual([3]);
  });
});
