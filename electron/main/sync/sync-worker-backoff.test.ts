import { describe, expect, it } from 'vitest';
import { backoffDelay } from './sync-worker';

describe('backoffDelay', () => {
  it('doubles from the base up to the cap, jittered between half and all of it', () => {
    const base = { baseMs: 1_000, capMs: 10_000 };
    expect([1, 2, 3, 4, 5, 6].map((n) => backoffDelay(n, () => 1, base))).toEqual([
      1_000, 2_000, 4_000, 8_000, 10_000, 10_000,
    ]);
    expect([1, 2, 3, 4, 5].map((n) => backoffDelay(n, () => 0, base))).toEqual([500, 1_000, 2_000, 4_000, 5_000]);
    for (let i = 0; i < 200; i++) {
      const delay = backoffDelay(3, Math.random, base);
      expect(delay).toBeGreaterThanOrEqual(2_000);
      expect(delay).toBeLessThanOrEqual(4_000);
    }
  });
});
