import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { anIsland } from '../../tests/support/builders';
import { dataPackageProblems } from '../../tests/support/data-package-validation';
import { removeDir, tempDir } from '../../tests/support/temp-files';
import { checkReleases } from './release-check';
import { readReleases, releaseFiles, writeRelease } from './write-release';

let dir: string;
const catalogFile = () => path.join(dir, 'catalog.json');
const source = { url: 'https://example.org/rock', title: 'The Rock', publisher: 'Example Survey', read: '2026-11-20' };
const rock = anIsland({ id: 'rock', name: 'Rock', area: 4, sources: [source] });
const reef = anIsland({ id: 'reef', name: 'Reef', sources: [source] });
const writeCatalog = (islands: object[]) => writeFile(catalogFile(), JSON.stringify({ islands, images: [] }, null, 2));

beforeEach(async () => {
  dir = await tempDir('isolario-release-');
  await writeCatalog([rock, reef]);
});
afterEach(() => removeDir(dir));

describe('npm run data:release: a release and what it changed', () => {
  it('writes the first release, its files and their hashes, and names it in catalog.json', async () => {
    const release = await writeRelease({ dataDir: dir, date: '2026-11-25' });
    expect(release).toMatchObject({ version: '2026.11.0', counts: { islands: 2, withSources: 2 } });
    expect(release.changes.added.map((island) => island.id)).toEqual(['reef', 'rock']);
    expect(JSON.parse(await readFile(catalogFile(), 'utf8')).version).toBe('2026.11.0');
    const csv = await readFile(path.join(dir, 'releases/2026.11.0/islands.csv'), 'utf8');
    expect(csv.split('\r\n')[0]!.startsWith('id,name,alternateNames')).toBe(true);
    expect(await checkReleases(catalogFile())).toEqual([]);
  });

  it('counts the next release from the last, field by field, and refuses one that changes nothing', async () => {
    await writeRelease({ dataDir: dir, date: '2026-11-25' });
    await expect(writeRelease({ dataDir: dir, date: '2026-11-26' })).rejects.toThrow(/nothing changed/);
    const saved = JSON.parse(await readFile(catalogFile(), 'utf8'));
    await writeFile(
      catalogFile(),
      JSON.stringify({
        ...saved,
        islands: [{ ...rock, area: 5 }, anIsland({ id: 'atoll', name: 'Atoll', sources: [source] })],
      }),
    );
    const release = await writeRelease({ dataDir: dir, date: '2026-12-02' });
    expect(release.version).toBe('2026.12.0');
    expect(release.previous).toBe('2026.11.0');
    expect(release.changes).toEqual({
      added: [{ id: 'atoll', name: 'Atoll' }],
      removed: [{ id: 'reef', name: 'Reef' }],
      changed: [{ id: 'rock', name: 'Rock', fields: ['area'] }],
    });
    const { releases } = await readReleases(dir);
    expect(releases.map((entry) => entry.version)).toEqual(['2026.12.0', '2026.11.0']);
  });

  it('gives the same bytes for the same islands, version and date', () => {
    expect(releaseFiles([rock, reef], '2026.12.0', '2026-12-02')).toEqual(
      releaseFiles([rock, reef], '2026.12.0', '2026-12-02'),
    );
  });

  it('writes a data package that Frictionless validates, and the validator catches a bad cell', async () => {
    await writeRelease({ dataDir: dir, date: '2026-11-25' });
    const descriptor = path.join(dir, 'releases/2026.11.0/datapackage.json');
    expect(await dataPackageProblems(descriptor)).toEqual([]);
    const csvFile = path.join(dir, 'releases/2026.11.0/islands.csv');
    const csv = await readFile(csvFile, 'utf8');
    await writeFile(csvFile, csv.replace(',-10,-150,', ',south,-150,'));
    expect((await dataPackageProblems(descriptor)).join('\n')).toMatch(/latitude/);
  });
});

describe('data:check over the releases', () => {
  it('fails an edit to catalog.json that no release holds yet, and a released file changed', async () => {
    await writeRelease({ dataDir: dir, date: '2026-11-25' });
    const saved = JSON.parse(await readFile(catalogFile(), 'utf8'));
    await writeFile(catalogFile(), JSON.stringify({ ...saved, islands: [{ ...rock, area: 6 }, reef] }));
    expect((await checkReleases(catalogFile())).map((problem) => problem.rule)).toEqual(['unreleased']);
    await writeFile(catalogFile(), JSON.stringify(saved));
    await writeFile(path.join(dir, 'releases/2026.11.0/islands.geojson'), '{}');
    const problems = await checkReleases(catalogFile());
    expect(problems.map((problem) => [problem.id, problem.rule])).toEqual([
      ['releases/2026.11.0/islands.geojson', 'release files'],
    ]);
  });
});
