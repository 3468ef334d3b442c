import { describe, expect, it } from 'vitest';
import type { CoverageFile, RemoteLand } from './coverage';
import { coverageSummary } from './coverage-summary';

const land = (polygon: number, areaKm2: number, region: RemoteLand['region'], islandId?: string): RemoteLand => ({
  polygon,
  latitude: -polygon,
  longitude: polygon,
  areaKm2,
  region,
  nearestPlace: { name: 'Somewhere', country: 'XX', km: 200 },
  ...(islandId ? { islandId } : {}),
});

const band = (count: number, areaKm2: number, cataloguedCount: number, cataloguedAreaKm2: number) => ({
  count,
  areaKm2,
  cataloguedCount,
  cataloguedAreaKm2,
});

const file: CoverageFile = {
  metadata: { sources: ['a@1'], catalogueVersion: 'v1', definitions: { remote: 'far from towns' } },
  byBand: { '1': band(10, 20, 5, 8), '100': band(4, 1_300, 2, 1_100) },
  byOcean: {},
  remoteLand: [
    land(1, 1_000, 'Arctic', 'big'),
    land(2, 200, 'Arctic'),
    land(3, 100, 'Pacific', 'small'),
    land(4, 150, 'Pacific'),
  ],
  inhabitedOutliers: [],
  missing: [land(2, 200, 'Arctic'), land(4, 150, 'Pacific')],
  airports: {},
};

describe('coverageSummary', () => {
  it("counts the floor's land as data:check does: what is not an island leaves the measure", () => {
    const summary = coverageSummary(file, {
      '4': { kind: 'not-an-island', near: 'x', areaKm2: 150, reason: 'a river delta marsh, not sea-bound land' },
    });
    expect(summary.total).toEqual({
      count: 3,
      areaKm2: 1_300,
      cataloguedCount: 2,
      cataloguedAreaKm2: 1_100,
      countPercent: 66.7,
      areaPercent: 84.6,
    });
    expect(summary.byOcean.map((row) => [row.ocean, row.count, row.cataloguedCount])).toEqual([
      ['Pacific', 1, 1],
      ['Arctic', 2, 1],
    ]);
    expect(summary.floor).toEqual({ minKm2: 100, countPercent: 90, areaPercent: 98 });
  });

  it('names each size band and lists the missing land with its reason, largest first', () => {
    const summary = coverageSummary(file, {
      '2': { kind: 'pending', near: 'x', areaKm2: 200, reason: 'not yet researched by the team, next round' },
    });
    expect(summary.bySize.map((row) => [row.label, row.fromKm2, row.toKm2, row.countPercent])).toEqual([
      ['1–10 km²', 1, 10, 50],
      ['100–1,000 km²', 100, 1_000, 50],
    ]);
    expect(summary.largestMissing.map((row) => [row.areaKm2, row.exception?.kind])).toEqual([
      [200, 'pending'],
      [150, undefined],
    ]);
    expect(summary.remote).toBe('far from towns');
  });
});
