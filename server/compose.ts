import { createCatalogueService } from '@core/catalogue/catalogue-service';
import { createCurationService } from '@core/curation/curation-service';
import { createInboxService } from '@core/inbox/inbox-service';
import { createOutlineService } from '@core/outlines/outline-service';
import { satellitePictures } from '@core/satellite/satellite-pictures';
import type { Logger } from '../node/logger';
import { openCatalogueStore } from '../node/stores/catalogue-store';
import { loadCoverage } from '../node/stores/coverage-file';
import { openInbox } from '../node/stores/open-inbox';
import { loadOutlines } from '../node/stores/outline-file';
import { loadPlaceFacts } from '../node/stores/place-facts-file';
import { loadRemoteness } from '../node/stores/remoteness-file';
import { loadReleases } from '../node/stores/releases-file';
import type { AppDeps } from './app';
import type { Config } from './config';
import { coastlineAreas } from '@core/outlines/coastline-area';

/**
 * The one composition root: the stores opened from the configuration and the core services wired
 * over them, for `npm start` (main.ts) and `npm run dev` (dev.ts) alike. Close what it opened
 * with `close()`.
 */
export async function composeServices(config: Config, logger: Logger) {
  const catalogueStore = await openCatalogueStore(config.catalogFile, logger);
  const inbox = await openInbox(config, logger);
  const outlines = createOutlineService(await loadOutlines(config.outlinesFile, logger));
  const placeFacts = await loadPlaceFacts(config.placeFactsFile, logger);
  const catalogue = createCatalogueService({
    store: catalogueStore,
    hasOutline: (id) => !!outlines.geometryOf(id),
    outlineGap: outlines.gapOf,
    coastlineArea: coastlineAreas(outlines),
    satellite: satellitePictures(outlines, config.gibsOrigin),
    remoteness: await loadRemoteness(config.remotenessFile, logger),
    coverage: await loadCoverage(config.coverageFile, logger),
    ...(placeFacts ? { placeFacts } : {}),
    releases: await loadReleases(config.releasesFile, logger),
  });
  const services: Pick<AppDeps, 'catalogue' | 'inbox' | 'curation' | 'outlines'> = {
    catalogue,
    inbox: createInboxService({ store: inbox.store }),
    curation: createCurationService({
      catalog: catalogueStore,
      inbox: inbox.store,
      ...(inbox.queue ? { queue: inbox.queue } : {}),
    }),
    outlines,
  };
  return {
    services,
    catalogueStore,
    inbox,
    async close() {
      await inbox.close();
      catalogueStore.close();
    },
  };
}
