import { createCurationService } from '@core/curation/curation-service';
import { createInboxService } from '@core/inbox/inbox-service';
import type { Logger } from '../node/logger';
import { openCatalogueStore } from '../node/stores/catalogue-store';
import { openCatalogueReads } from '../node/stores/catalogue-reads';
import { openInbox } from '../node/stores/open-inbox';
import type { AppDeps } from './app';
import type { Config } from './config';

/**
 * The one composition root: the stores opened from the configuration and the core services wired
 * over them, for `npm start` (main.ts) and `npm run dev` (dev.ts) alike. Close what it opened
 * with `close()`.
 */
export async function composeServices(config: Config, logger: Logger) {
  const catalogueStore = await openCatalogueStore(config.catalogFile, logger);
  const inbox = await openInbox(config, logger);
  const { catalogue, outlines } = await openCatalogueReads(catalogueStore, config, config.gibsOrigin, logger);
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
