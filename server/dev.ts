import path from 'node:path';
import { createServer as createViteServer } from 'vite';
import { satellitePictures } from '@core/satellite/satellite-pictures';
import { createCatalogueService } from '@core/catalogue/catalogue-service';
import { createCurationService } from '@core/curation/curation-service';
import { createInboxService } from '@core/inbox/inbox-service';
import { createApp } from './app';
import { loadConfig } from './config';
import { createLogger } from '../node/logger';
import { openCatalogStore } from '../node/stores/catalog-store';
import { openInbox } from '../node/stores/open-inbox';
import { loadOutlines } from '../node/stores/outline-file';
import { loadRemoteness } from '../node/stores/remoteness-file';
import { loadCoverage } from '../node/stores/coverage-file';
import { createOutlineService } from '@core/outlines/outline-service';

/** npm run dev: the same API, with the renderer served by Vite's middleware and hot reload. */
const config = loadConfig();
const logger = createLogger(config.logLevel);
const catalogStore = await openCatalogStore(config.catalogFile, logger);
const inbox = await openInbox(config, logger);
const outlines = createOutlineService(await loadOutlines(config.outlinesFile, logger));
const vite = await createViteServer({
  configFile: path.resolve('renderer/vite.config.ts'),
  server: { middlewareMode: true },
  appType: 'spa',
});
const { app } = createApp({
  catalogue: createCatalogueService({
    store: catalogStore,
    hasOutline: (id) => !!outlines.geometryOf(id),
    satellite: satellitePictures(outlines, config.gibsOrigin),
    remoteness: await loadRemoteness(config.remotenessFile, logger),
    coverage: await loadCoverage(config.coverageFile, logger),
  }),
  inbox: createInboxService({ store: inbox.store }),
  curation: createCurationService({
    catalog: catalogStore,
    inbox: inbox.store,
    ...(inbox.queue ? { queue: inbox.queue } : {}),
  }),
  outlines,
  config,
  logger,
  web: vite.middlewares,
  devScripts: true,
});
app.listen(config.port, config.host ?? '::', () =>
  logger.info('dev server', { url: `http://localhost:${config.port}` }),
);
