import { describe, expect, it } from 'vitest';
import { compareVersions, isReleaseVersion, nextVersion } from './release-version';

describe('release versions: YEAR.MONTH.PATCH', () => {
  it('takes the month of the release, and a patch number for a correction within it', () => {
    expect(nextVersion('2026-12-02')).toBe('2026.12.0');
    expect(nextVersion('2026-12-20', '2026.12.0')).toBe('2026.12.1');
    expect(nextVersion('2027-01-03', '2026.12.1')).toBe('2027.1.0');
  });

  it('refuses a release dated before the one it follows', () => {
    expect(() => nextVersion('2026-11-30', '2026.12.0')).toThrow(/cannot follow/);
  });

  it('orders by number, not by text (2026.9 before 2026.10), and spells months unpadded', () => {
    expect(compareVersions('2026.9.0', '2026.10.0')).toBeLessThan(0);
    expect(compareVersions('2026.12.10', '2026.12.9')).toBeGreaterThan(0);
    expect(isReleaseVersion('2026.12.0')).toBe(true);
    for (const bad of ['2026.01.0', '2026.13.0', '2026.12', '2026.12.01', 'v2026.12.0'])
      expect(isReleaseVersion(bad)).toBe(false);
  });
});
