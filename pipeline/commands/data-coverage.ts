import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { coverageFileSchema } from '@core/coverage/coverage';
import { coverageReport } from '../coverage/coverage-report';
import { coverageExceptionsSchema } from '@core/coverage/coverage-rules';
import { catalogSchema } from '@core/contract/schemas';
import { loadDataSettings } from '../../node/data-settings';
import { buildStaleProducts } from '../build-products';
import { PRODUCTS } from '../products';
import { DEFAULT_CACHE_DIR } from '../sources/fetch-source';
import { commandArgs } from './command-args';

/**
 * npm run data:coverage: brings the derived files up to date (coverage.json among them, built
 * only when its inputs changed) and prints how much of the world's remote land the catalogue
 * holds, by ocean and size band, with the largest land still missing.
 */
commandArgs('data:coverage', 'npm run data:coverage (no options)', {});
const started = performance.now();
const dataDir = path.dirname(loadDataSettings().catalogFile);
await buildStaleProducts({
  dataDir,
  products: PRODUCTS,
  cacheDir: DEFAULT_CACHE_DIR,
  log: (line) => console.log(line),
  force: [],
});
const read = async (name: string) => JSON.parse(await readFile(path.join(dataDir, name), 'utf8')) as unknown;
const coverage = coverageFileSchema.parse(await read('coverage.json'));
const { islands } = catalogSchema.parse(await read('catalog.json'));
const exceptions = coverageExceptionsSchema.parse(await read('coverage-exceptions.json').catch(() => ({})));
process.stdout.write(coverageReport(coverage, islands, exceptions));
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`\ndata:coverage: ${seconds} s, peak memory ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
