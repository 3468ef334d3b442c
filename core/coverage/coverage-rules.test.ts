import { describe, expect, it } from 'vitest';
import type { CoverageFile, RemoteLand } from './coverage';
import { airportsToReview, checkCoverage } from './coverage-rules';
import type { Island } from '../contract/schemas';

const land = (polygon: number, areaKm2: number, islandId?: string): RemoteLand => ({
  polygon,
  latitude: 70,
  longitude: -80,
  areaKm2,
  region: 'Arctic',
  nearestPlace: { name: 'Town', country: 'CA', km: 300 },
  ...(islandId ? { islandId } : {}),
});
const coverage = (remoteLand: RemoteLand[], airports: CoverageFile['airports'] = {}): CoverageFile => ({
  metadata: { sources: [], catalogueVersion: 'test', definitions: {} },
  byBand: {},
  byOcean: {},
  remoteLand,
  inhabitedOutliers: [],
  missing: [],
  airports,
});
const island = (id: string, facts: Partial<Island> = {}) =>
  ({ id, hasAirport: false, accessMethod: 'Boat', ...facts }) as Island;

describe('the coverage floor', () => {
  it('holds the second class (10 km² or more) to its own floor, without asking every small gap to be explained', () => {
    const held = Array.from({ length: 9 }, (_, i) => land(i + 1, 1000, `island-${i}`));
    const small = Array.from({ length: 12 }, (_, i) => land(100 + i, 20));
    // First class: 9 of 9. Second: 9 of 21 by count (42.9%), below 47%; by area 9,000 of 9,240 (97.4%).
    expect(checkCoverage(coverage([...held, ...small]), [], {}).map((p) => p.message)).toEqual([
      expect.stringMatching(/^9 of 21 remote land masses of 10 km² or more .* \(42\.9%\), fewer than 47\.0%/),
    ]);
    expect(checkCoverage(coverage([...held, ...small.slice(0, 9)]), [], {})).toEqual([]);
  });

  const nine = Array.from({ length: 9 }, (_, i) => land(i + 1, 1000, `island-${i}`));

  it('holds at 90% by count and 98% by area, with every gap explained', () => {
    const ten = [...nine, land(10, 100)];
    const reason = {
      kind: 'pending' as const,
      near: '70, -80',
      areaKm2: 100,
      reason: 'no source read yet says who lives there',
    };
    expect(checkCoverage(coverage(ten), [], { '10': reason })).toEqual([]);
    // The gap unexplained is a problem; so is an explanation of land that is no gap.
    expect(checkCoverage(coverage(ten), [], {}).map((p) => p.rule)).toEqual(['coverage-missing']);
    expect(checkCoverage(coverage(ten), [], { '10': reason, '3': reason }).map((p) => p.rule)).toEqual([
      'coverage-exception-stale',
    ]);
  });

  it('fails below 90% by count, and below 98% by area', () => {
    const eight = [...nine.slice(0, 8), land(9, 1000), land(10, 100)];
    const explained = Object.fromEntries(
      ['9', '10'].map((id) => [
        id,
        { kind: 'pending' as const, near: 'x', areaKm2: 1, reason: 'explained for the test here' },
      ]),
    );
    const problems = checkCoverage(coverage(eight), [], explained).map((p) => p.message);
    // Both classes measure the same land here: the second's count floor (47%) holds, its area's does not.
    expect(problems).toEqual([
      expect.stringMatching(/^8 of 10 remote land masses of 100 km² or more .* \(80\.0%\), fewer than 90\.0%/),
      expect.stringMatching(/^87\.9% of the remote land of 100 km² or more .* less than 98\.0%/),
      expect.stringMatching(/^87\.9% of the remote land of 10 km² or more .* less than 96\.0%/),
    ]);
  });

  it('leaves land that is not an island out of the measure, and counts a pending island as missing', () => {
    const eight = [...nine.slice(0, 8), land(9, 1000), land(10, 100)];
    const marsh = {
      kind: 'not-an-island' as const,
      near: 'x',
      areaKm2: 1000,
      reason: 'a river delta, cut from the shore by channels',
    };
    const pending = {
      kind: 'pending' as const,
      near: 'x',
      areaKm2: 100,
      reason: 'no source read yet says who lives there',
    };
    // 8 of 9 by count (88.9%) still fails; by area 8,000 of 8,100 km² passes.
    expect(checkCoverage(coverage(eight), [], { '9': marsh, '10': pending }).map((p) => p.message)).toEqual([
      expect.stringMatching(/^8 of 9 remote land masses .* \(88\.9%\)/),
    ]);
    const withTen = [...eight.slice(0, 8), land(11, 1000, 'island-10'), land(9, 1000), land(10, 100)];
    expect(checkCoverage(coverage(withTen), [], { '9': marsh, '10': pending })).toEqual([]);
  });
});

describe('airports on the islands', () => {
  const scheduled = { 'busy-island': [{ ident: 'ABCD', name: 'Busy Airport', scheduled: true }] };

  it('wants hasAirport and no Boat Only where an airport has scheduled service', () => {
    const problems = checkCoverage(coverage([], scheduled), [island('busy-island', { accessMethod: 'Boat Only' })], {});
    expect(problems.map((p) => p.message)).toEqual([
      'Busy Airport (ABCD) has scheduled service but hasAirport is false',
      'Busy Airport (ABCD) has scheduled service but accessMethod is Boat Only',
    ]);
    expect(
      checkCoverage(coverage([], scheduled), [island('busy-island', { hasAirport: true, accessMethod: 'Plane' })], {}),
    ).toEqual([]);
  });

  it('lists for review, and never fails, an airstrip the dataset does not know', () => {
    const islands = [island('busy-island', { hasAirport: true }), island('strip-island', { hasAirport: true })];
    expect(airportsToReview(coverage([], scheduled), islands).map((i) => i.id)).toEqual(['strip-island']);
    expect(checkCoverage(coverage([], scheduled), islands, {})).toEqual([]);
  });
});
