import path from 'node:path';
import { loadDataSettings } from '../../node/data-settings';
import { buildStaleProducts } from '../build-products';
import { commandArgs } from './command-args';
import { readFile, writeFile } from 'node:fs/promises';
import { PRODUCTS, usedSources } from '../products';
import { withSourcesSection } from '../sources/sources-markdown';
import { withSourcesSummary } from '../sources/sources-summary';
import type { Island } from '@core/contract/schemas';
import { DEFAULT_CACHE_DIR } from '../sources/fetch-source';

/**
 * npm run data:build [-- --force <product>…] [--verbose]: rebuilds every derived file beside the
 * catalogue that no longer matches its inputs, in dependency order, and nothing else.
 * `npm run data:outlines` is `data:build -- --force outlines`.
 */
const started = performance.now();
const values = commandArgs('data:build', 'npm run data:build [-- --force PRODUCT ...] [--verbose]', {
  force: { type: 'string', multiple: true },
  verbose: { type: 'boolean' },
});
const unknown = (values.force ?? []).filter((name) => !PRODUCTS.some((product) => product.name === name));
if (unknown.length > 0) {
  console.error(
    `data:build: no product ${unknown.join(', ')}; the products are ${PRODUCTS.map((p) => p.name).join(', ')}`,
  );
  process.exit(2);
}
const dataDir = path.dirname(loadDataSettings().catalogFile);
const built = await buildStaleProducts({
  dataDir,
  products: PRODUCTS,
  cacheDir: DEFAULT_CACHE_DIR,
  log: (line) => console.log(line),
  verbose: values.verbose ?? false,
  force: values.force ?? [],
});
// SOURCES.md's summary is written from the catalogue's own sources, and its open-data section
// from the same declarations the builds used, so neither can disagree with what it describes.
const sourcesFile = path.join(dataDir, 'SOURCES.md');
const markdown = await readFile(sourcesFile, 'utf8');
const { islands } = JSON.parse(await readFile(path.join(dataDir, 'catalog.json'), 'utf8')) as { islands: Island[] };
const updated = withSourcesSection(withSourcesSummary(markdown, islands) ?? markdown, usedSources());
if (updated !== undefined && updated !== markdown) {
  await writeFile(sourcesFile, updated);
  console.log('SOURCES.md: the islands summary and the open-data section rewritten');
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
const memory = (process.resourceUsage().maxRSS / 1024).toFixed(0);
console.log(
  `data:build: ${built.length === 0 ? 'everything was up to date' : `built ${built.join(', ')}`} ` +
    `(${seconds} s, peak memory ${memory} MB)`,
);
