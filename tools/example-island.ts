import { readFileSync } from 'node:fs';
import { catalogSchema } from '@core/contract/schemas';
import { GIBS_ORIGIN } from '@core/satellite/gibs';
import type { CatalogueStore } from '@core/store';
import { createLogger } from '../node/logger';
import { openCatalogueReads } from '../node/stores/catalogue-reads';

/**
 * `node --import tsx tools/example-island.ts <id>`: one island as the API serves it, on stdout, read
 * through the catalogue reads the server and the desktop open over data/, with NASA's own address
 * for its picture. The API page's example response is built from it (renderer/vite.config.ts).
 */
const [id = 'tristan-da-cunha'] = process.argv.slice(2);
const data = (name: string) => new URL(`../data/${name}`, import.meta.url).pathname;
const catalog = catalogSchema.parse(JSON.parse(readFileSync(data('catalog.json'), 'utf8')));
const store: CatalogueStore = {
  snapshot: () => ({ version: 'example', catalog }),
  update: () => Promise.reject(new Error('the API example reads the catalogue, never writes it')),
};
const { catalogue } = await openCatalogueReads(
  store,
  {
    outlinesFile: data('outlines.topo.json'),
    remotenessFile: data('remoteness.json'),
    coverageFile: data('coverage.json'),
    placeFactsFile: data('place-facts.json'),
    releasesFile: data('releases.json'),
  },
  GIBS_ORIGIN,
  createLogger('silent'),
);
process.stdout.write(JSON.stringify(catalogue.getIsland(id)));
