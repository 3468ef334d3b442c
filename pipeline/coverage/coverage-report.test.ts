import { describe, expect, it } from 'vitest';
import type { CoverageFile, RemoteLand } from '../../core/coverage/coverage';
import { coverageReport } from './coverage-report';
import type { CatalogueIsland } from '../../core/contract/schemas';

const land = (polygon: number, areaKm2: number, islandId?: string): RemoteLand => ({
  polygon,
  latitude: 70.5,
  longitude: -80.25,
  areaKm2,
  region: 'Arctic',
  nearestPlace: { name: 'Igloolik', country: 'CA', km: 310.4 },
  ...(islandId ? { islandId } : {}),
});
const tally = (count: number, cataloguedCount: number, areaKm2: number, cataloguedAreaKm2: number) => ({
  count,
  cataloguedCount,
  areaKm2,
  cataloguedAreaKm2,
});
const coverage: CoverageFile = {
  metadata: { sources: [], catalogueVersion: 'test', definitions: {} },
  byBand: { '100': tally(3, 2, 900, 700), '1000': tally(1, 1, 5000, 5000) },
  byOcean: { Arctic: tally(4, 3, 5900, 5700) },
  remoteLand: [land(1, 5000, 'big-island'), land(2, 400, 'mid-island'), land(3, 300, 'other'), land(4, 200)],
  inhabitedOutliers: [],
  missing: [land(4, 200), land(9, 50)],
  airports: { 'big-island': [{ ident: 'CYXX', name: 'Big Airport', scheduled: true }] },
};
const island = (id: string, hasAirport: boolean) => ({ id, hasAirport }) as CatalogueIsland;

describe('the coverage report', () => {
  it('tallies by ocean and band, lists the missing land with its exception, and the airstrips to review', () => {
    const text = coverageReport(
      coverage,
      [island('big-island', true), island('strip-island', true), island('boat-island', false)],
      { '4': { kind: 'pending', near: 'x', areaKm2: 200, reason: 'no page read names it yet' } },
    );
    expect(text).toMatch(/Arctic +3 of 4 +75\.0% +5,700 km² of 5,900 km² +96\.6%/);
    expect(text).toMatch(/100–1,000 km² +2 of 3 +66\.7%/);
    expect(text).toMatch(/1,000–10,000 km² +1 of 1 +100\.0%/);
    expect(text).toContain('(2 of 2 listed)');
    expect(text).toMatch(/polygon 4 +200 km² +70\.50, -80\.25 +Arctic, 310\.4 km from Igloolik +\[pending\]/);
    expect(text).toMatch(/polygon 9 .*Igloolik$/m);
    expect(text).toMatch(/does not know \(1, for review, never failed\):\n {2}strip-island\n/);
  });
});
