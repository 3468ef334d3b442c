import { describe, expect, it } from 'vitest';
import type { Island } from '@core/contract/schemas';
import { createIslandClusters } from './clustering';

const island = (id: string, latitude: number, longitude: number): Island =>
  ({ id, name: id, latitude, longitude, region: 'Pacific', category: 'Tropical' }) as Island;

const total = (points: ReturnType<ReturnType<typeof createIslandClusters>['pointsIn']>) =>
  points.reduce((sum, point) => sum + (point.kind === 'cluster' ? point.count : 1), 0);

describe('island clusters', () => {
  const islands = [
    island('a', 0, 179.5),
    island('b', 0.2, -179.6),
    island('c', 0.1, 179.8),
    island('d', -37.1, -12.3),
    island('e', 78, 15),
  ];
  const clusters = createIslandClusters(islands);

  it('holds every island once in a world view', () => {
    const points = clusters.pointsIn({ south: -60, west: -180, north: 70, east: 180 }, 1);
    expect(total(points)).toBe(islands.length);
  });

  it('draws islands beside a view centred on the antimeridian, not 360° away', () => {
    const points = clusters.pointsIn({ south: -10, west: 170, north: 10, east: 190 }, 6);
    const lngs = points.map((point) => point.lng);
    expect(lngs.every((lng) => lng > 160 && lng < 200)).toBe(true);
    expect(total(points)).toBeGreaterThanOrEqual(3);
  });

  it('breaks clusters apart when zoomed in', () => {
    const far = clusters.pointsIn({ south: -60, west: -180, north: 70, east: 180 }, 0);
    const near = clusters.pointsIn({ south: -1, west: 179, north: 1, east: 181 }, 9);
    expect(far.some((point) => point.kind === 'cluster')).toBe(true);
    expect(near.filter((point) => point.kind === 'island').length).toBeGreaterThanOrEqual(3);
  });

  it('scales to 10,000 islands', () => {
    const many = Array.from({ length: 10_000 }, (_, i) =>
      island(`i${i}`, ((i * 37) % 140) - 70, ((i * 53) % 360) - 180),
    );
    const index = createIslandClusters(many);
    const points = index.pointsIn({ south: -80, west: -180, north: 80, east: 180 }, 2);
    expect(total(points)).toBe(10_000);
    expect(points.length).toBeLessThan(1000);
  });
});
