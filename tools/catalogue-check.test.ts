import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Catalog } from '@core/contract/schemas';
import { removeDir, tempDir } from '../tests/support/temp-files';
import { checkCatalogueFile } from './catalogue-check';

// The committed catalogue with the derived files and the manifest beside it, in a temp folder.
// Every file of data/ (the derived ones and the manifest among them) is copied as it is committed.
let dir: string;

async function check() {
  const out: string[] = [];
  const err: string[] = [];
  const valid = await checkCatalogueFile(
    path.join(dir, 'catalog.json'),
    { coverage: true },
    { out: (line) => out.push(line), err: (line) => err.push(line) },
  );
  return { valid, out, err };
}

async function editCatalogue(change: (catalog: Catalog) => void) {
  const file = path.join(dir, 'catalog.json');
  const catalog = JSON.parse(await readFile(file, 'utf8')) as Catalog;
  change(catalog);
  await writeFile(file, `${JSON.stringify(catalog, null, 2)}\n`);
}

beforeEach(async () => {
  dir = await tempDir('isolario-check-');
  await cp('data', dir, { recursive: true });
});
afterEach(() => removeDir(dir));

describe('data:check on the derived files', () => {
  it('passes on the committed catalogue and derived files', async () => {
    const { valid, out, err } = await check();
    expect(err).toEqual([]);
    expect(valid).toBe(true);
    expect(out.join('\n')).toMatch(/is valid \(\d+ islands, \d+ outlined/);
  });

  it('says the outlines are stale, and which command fixes it, when an island moves', async () => {
    await editCatalogue((catalog) => (catalog.islands[0]!.latitude += 0.001));
    const { valid, err } = await check();
    expect(valid).toBe(false);
    expect(err).toContain(
      "outlines.topo.json: [derived file stale] does not match its inputs: the catalogue's id, latitude, longitude, area changed — fix: run npm run data:build",
    );
  });

  it('refuses an area or a population no island can have, naming the island and the bound', async () => {
    await editCatalogue((catalog) => {
      catalog.islands[0]!.area = 1e308;
      catalog.islands[1]!.population = 8_000_000_000;
    });
    const { valid, err } = await check();
    expect(valid).toBe(false);
    expect(err.join('\n')).toMatch(/area.*at most 2,500,000/);
    expect(err.join('\n')).toMatch(/population.*at most 200,000,000/);
  });

  it('keeps the outlines fresh when only a description changes, and asks for a release of the edit', async () => {
    await editCatalogue((catalog) => (catalog.islands[0]!.description += ' Still remote.'));
    const { valid, err } = await check();
    expect(valid).toBe(false);
    expect(err.join('\n')).not.toMatch(/derived file stale/);
    expect(err[0]).toMatch(/^catalog\.json: \[unreleased\] differs from release .*1 changed/);
  });

  it('says so when a derived file was edited by hand', async () => {
    const file = path.join(dir, 'outlines.topo.json');
    await writeFile(file, (await readFile(file, 'utf8')).replace('"licence"', '"licence" '));
    const { valid, err } = await check();
    expect(valid).toBe(false);
    expect(err.join('\n')).toMatch(/outlines\.topo\.json: \[derived file stale\].*changed after it was built/);
  });
});
