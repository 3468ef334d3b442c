import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { DerivedProduct, ProductContext } from './derived-product';
import { sha256 } from './provenance/fingerprints';
import { currentInputs, staleReasons } from './provenance/freshness';
import { readManifest, writeManifest } from './provenance/manifest';
import { ensureSource } from './sources/fetch-source';
import type { OpenDataSource } from './sources/open-data-sources';

export interface ProductRun {
  dataDir: string;
  /** In dependency order: each product after those it is built from. */
  products: readonly DerivedProduct[];
  cacheDir: string;
  log: (line: string) => void;
  verbose?: boolean;
  /** Products to rebuild even when fresh. */
  force?: readonly string[];
  /** Where a source's data file is (tests give fixtures); by default fetched into the cache. */
  sourceFile?: (source: OpenDataSource) => Promise<string>;
}

export interface ProductStatus {
  product: DerivedProduct;
  reasons: string[];
}

async function readCatalogue(dataDir: string) {
  return JSON.parse(await readFile(path.join(dataDir, 'catalog.json'), 'utf8')) as {
    islands: Array<Record<string, unknown>>;
  };
}

function fileOf(products: readonly DerivedProduct[]) {
  return (name: string) => {
    const product = products.find((candidate) => candidate.name === name);
    if (!product) throw new Error(`unknown product '${name}'`);
    return product.file;
  };
}

/** Each product with why it is stale (no reasons: it matches its inputs). Reads no open data. */
export async function productStatuses(dataDir: string, products: readonly DerivedProduct[]): Promise<ProductStatus[]> {
  const catalogue = await readCatalogue(dataDir);
  const manifest = await readManifest(dataDir);
  const statuses: ProductStatus[] = [];
  for (const product of products) {
    const inputs = await currentInputs(product, dataDir, catalogue, fileOf(products));
    statuses.push({ product, reasons: await staleReasons(product, manifest.products[product.name], inputs, dataDir) });
  }
  return statuses;
}

/**
 * npm run data:build: rebuilds every stale product (and any forced), in dependency order, and
 * nothing else; records each build in the provenance manifest. Returns the names rebuilt.
 */
export async function buildStaleProducts(run: ProductRun): Promise<string[]> {
  const built: string[] = [];
  const sources = new Map<string, Promise<string>>();
  const sourceFile =
    run.sourceFile ?? ((source: OpenDataSource) => ensureSource(source, { cacheDir: run.cacheDir, log: run.log }));
  for (const product of run.products) {
    const catalogue = await readCatalogue(run.dataDir);
    const manifest = await readManifest(run.dataDir);
    const inputs = await currentInputs(product, run.dataDir, catalogue, fileOf(run.products));
    const reasons = await staleReasons(product, manifest.products[product.name], inputs, run.dataDir);
    const forced = run.force?.includes(product.name) ?? false;
    if (reasons.length === 0 && !forced) {
      run.log(`${product.file}: up to date`);
      continue;
    }
    run.log(`${product.file}: building (${forced && reasons.length === 0 ? 'asked for' : reasons.join('; ')})`);
    const context: ProductContext = {
      dataDir: run.dataDir,
      catalogue,
      readInput: (name) => readFile(path.join(run.dataDir, name), 'utf8').catch(() => ''),
      source: (source) => {
        if (!sources.has(source.key)) sources.set(source.key, sourceFile(source));
        return sources.get(source.key)!;
      },
      log: run.log,
      verbose: run.verbose ?? false,
    };
    const text = await product.build(context);
    await writeFile(path.join(run.dataDir, product.file), text);
    manifest.products[product.name] = { file: product.file, version: product.version, inputs, sha256: sha256(text) };
    await writeManifest(run.dataDir, manifest);
    built.push(product.name);
  }
  return built;
}
