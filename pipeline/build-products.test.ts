import { copyFile, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { removeDir, tempDir } from '../tests/support/temp-files';
import { buildStaleProducts, productStatuses } from './build-products';
import type { DerivedProduct } from './derived-product';
import { OUTLINES_PRODUCT } from './outlines/outlines-product';
import { sha256 } from './provenance/fingerprints';
import { readManifest } from './provenance/manifest';
import { LAND_POLYGONS } from './sources/open-data-sources';

const FIXTURES = 'tests/support/fixtures/land';

/** A product built from the outlines: its file is the outlines' sha256 and the island count. */
const SUMMARY: DerivedProduct = {
  name: 'summary',
  file: 'summary.txt',
  version: 1,
  catalogueFields: ['id'],
  inputFiles: [],
  derivedFrom: ['outlines'],
  sources: [],
  command: 'npm run data:build',
  async build(context) {
    const outlines = await context.readInput('outlines.topo.json');
    return `${sha256(outlines)} ${context.catalogue.islands.length}\n`;
  },
};

let dir: string;
const lines: string[] = [];
const run = (force: string[] = []) =>
  buildStaleProducts({
    dataDir: dir,
    products: [OUTLINES_PRODUCT, SUMMARY],
    cacheDir: path.join(dir, 'cache'),
    log: (line) => lines.push(line),
    force,
    sourceFile: async (source) => {
      expect(source).toBe(LAND_POLYGONS);
      return path.resolve(`${FIXTURES}/land-sample.geo.json`);
    },
  });
const reasonsOf = async () =>
  Object.fromEntries(
    (await productStatuses(dir, [OUTLINES_PRODUCT, SUMMARY])).map(({ product, reasons }) => [product.name, reasons]),
  );
async function editCatalogue(change: (islands: Array<Record<string, unknown>>) => void) {
  const file = path.join(dir, 'catalog.json');
  const catalogue = JSON.parse(await readFile(file, 'utf8')) as { islands: Array<Record<string, unknown>> };
  change(catalogue.islands);
  await writeFile(file, JSON.stringify(catalogue, null, 2));
}

beforeEach(async () => {
  dir = await tempDir('isolario-pipeline-');
  lines.length = 0;
  await copyFile(`${FIXTURES}/catalog-sample.json`, path.join(dir, 'catalog.json'));
  await copyFile(`${FIXTURES}/outline-overrides-sample.json`, path.join(dir, 'outline-overrides.json'));
});
afterEach(() => removeDir(dir));

describe('data:build and the provenance manifest', () => {
  it('builds what is missing in dependency order, records its inputs, then has nothing to do', async () => {
    expect(await reasonsOf()).toEqual({
      outlines: ['outlines.topo.json is missing'],
      summary: ['summary.txt is missing'],
    });
    expect(await run()).toEqual(['outlines', 'summary']);
    const manifest = await readManifest(dir);
    const outlines = await readFile(path.join(dir, 'outlines.topo.json'), 'utf8');
    expect(manifest.products.outlines!.sha256).toBe(sha256(outlines));
    expect(manifest.products.outlines!.inputs.sources).toEqual([
      { package: LAND_POLYGONS.package, version: LAND_POLYGONS.version, shasum: LAND_POLYGONS.shasum },
    ]);
    expect(manifest.products.summary!.inputs.derived).toEqual({ 'outlines.topo.json': sha256(outlines) });
    expect(await reasonsOf()).toEqual({ outlines: [], summary: [] });
    expect(await run()).toEqual([]);
  });

  it('makes the outlines stale when an island moves, and rebuilds them and what depends on them', async () => {
    await run();
    await editCatalogue((islands) => (islands[0]!.latitude = (islands[0]!.latitude as number) + 0.01));
    const reasons = await reasonsOf();
    expect(reasons.outlines).toEqual(["the catalogue's id, latitude, longitude, area changed"]);
    expect(reasons.summary).toEqual([]);
    expect(await run()).toEqual(['outlines', 'summary']);
  });

  it('leaves everything fresh when only a field no product reads changes', async () => {
    await run();
    await editCatalogue((islands) => (islands[0]!.name = 'Tristan da Cunha (renamed)'));
    expect(await reasonsOf()).toEqual({ outlines: [], summary: [] });
    expect(await run()).toEqual([]);
  });

  it('rebuilds only what is stale: new outlines with the same bytes leave their dependant alone', async () => {
    await run();
    // The same override written differently: the outlines are stale, their bytes will not change.
    const file = path.join(dir, 'outline-overrides.json');
    await writeFile(file, JSON.stringify(JSON.parse(await readFile(file, 'utf8'))));
    expect(await reasonsOf()).toEqual({ outlines: ['outline-overrides.json changed'], summary: [] });
    expect(await run()).toEqual(['outlines']);
    expect(await reasonsOf()).toEqual({ outlines: [], summary: [] });
  });

  it('says a derived file was edited by hand, and a forced build puts it back', async () => {
    await run();
    const file = path.join(dir, 'outlines.topo.json');
    const before = await readFile(file, 'utf8');
    await writeFile(file, before.replace('"licence"', '"licence "'));
    expect((await reasonsOf()).outlines).toEqual([
      'it was changed after it was built (its sha256 is not the one written)',
    ]);
    expect(await run()).toEqual(['outlines']);
    expect(await readFile(file, 'utf8')).toBe(before);
    expect(await run(['outlines'])).toEqual(['outlines']);
  });
});
