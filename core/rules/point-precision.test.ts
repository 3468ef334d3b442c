import { describe, expect, it } from 'vitest';
import { checkPointPrecision, hasCoarsePoint, isCoarseCoordinate } from './point-precision';

describe('point precision', () => {
  it('calls a coordinate of fewer than two decimals coarse', () => {
    expect([78.3, -96, 0, 152.5].map(isCoarseCoordinate)).toEqual([true, true, true, true]);
    expect([78.33, -96.42, -37.1052, 0.05].map(isCoarseCoordinate)).toEqual([false, false, false, false]);
    expect(hasCoarsePoint({ latitude: 78.33, longitude: -96 })).toBe(true);
  });

  it('fails a coarse point not on the worklist, and a mended one still on it', () => {
    const problems = checkPointPrecision(
      [
        { id: 'coarse', latitude: 78.3, longitude: -96.42 },
        { id: 'listed', latitude: -4, longitude: 170 },
        { id: 'mended', latitude: -4.05, longitude: 170.12 },
        { id: 'fine', latitude: 1.25, longitude: 0.55 },
      ],
      { listed: 'a group: needs its published centre', mended: 'a group: needs its published centre' },
    );
    expect(problems.map((problem) => [problem.id, problem.message])).toEqual([
      ['coarse', 'its point 78.3, -96.42 is given to fewer than two decimals (about 11 km)'],
      ['mended', 'its point has two or more decimals, but it is still on the coarsePoints worklist'],
    ]);
  });
});
