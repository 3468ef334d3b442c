import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dataPackageProblems } from '../../tests/support/data-package-validation';
import { readReleases } from './write-release';

// The releases in data/: each one's package valid, its CSV's every row of its schema's types.
describe('the released data packages in data/releases', async () => {
  const { releases } = await readReleases('data');
  it('has releases, newest first', () => {
    expect(releases.length).toBeGreaterThan(0);
  });
  for (const release of releases)
    it(`${release.version} is a valid Frictionless Data Package`, async () => {
      expect(await dataPackageProblems(path.join('data/releases', release.version, 'datapackage.json'))).toEqual([]);
    });
});
