import { describe, expect, it } from 'vitest';
import { COVERAGE_CLASSES, type CoverageFile, type RemoteLand } from './coverage';
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

// The second class's floor rises with the catalogue: the messages name it as it stands.
const second = COVERAGE_CLASSES[1];
const floorText = (share: number) => `${(share * 100).toFixed(1)}%`.replace('.', '\\.');

describe('the coverage floor', () => {
  it('holds the second class (10 km² or more) to its own floor, without asking every small gap to be explained', () => {
    const held = Array.from({ length: 9 }, (_, i) => land(i + 1, 1000, `island-${i}`));
    const small = Array.from({ length: 12 }, (_, i) => land(100 + i, 20));
    // First class: 9 of 9. Second: 9 of 21 by count (42.9%), below its floor; by area 9,000 of 9,240 (97.4%).
    expect(second.count).toBeGreaterThan(0.429);
    expect(second.area).toBeLessThan(0.974);
    expect(checkCoverage(coverage([...held, ...small]), [], {}).map((p) => p.message)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^9 of 21 remote land masses of 10 km² or more .* \\(42\\.9%\\), fewer than ${floorText(second.count)}`,
        ),
      ),
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

  it('takes an explanation of a second-class gap (delta land of 10 km²), and leaves it out of that measure', () => {
    const ten = [...nine, land(10, 100), land(11, 20)];
    const pending = {
      kind: 'pending' as const,
      near: '70, -80',
      areaKm2: 100,
      reason: 'no source read yet says who lives there',
    };
    const delta = {
      kind: 'not-an-island' as const,
      near: '73, 125',
      areaKm2: 20,
      reason: 'land of the Lena delta, with its page',
    };
    expect(checkCoverage(coverage(ten), [], { '10': pending, '11': delta })).toEqual([]);
    // Land of less than 10 km² is in no class: explaining it is stale.
    expect(
      checkCoverage(coverage([...ten, land(12, 5)]), [], { '10': pending, '11': delta, '12': delta }).map(
        (p) => p.rule,
      ),
    ).toEqual(['coverage-exception-stale']);
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
    // Both classes measure the same land here: the second's count floor (under 80%) holds, its area's does not.
    expect(problems).toEqual([
      expect.stringMatching(/^8 of 10 remote land masses of 100 km² or more .* \(80\.0%\), fewer than 90\.0%/),
      expect.stringMatching(/^87\.9% of the remote land of 100 km² or more .* less than 98\.0%/),
      expect.stringMatching(
        new RegExp(`^87\\.9% of the remote land of 10 km² or more .* less than ${floorText(second.area)}`),
      ),
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
