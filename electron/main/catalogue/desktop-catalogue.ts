import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { CoreError } from '@core/contract/errors';
import type { Catalog } from '@core/contract/schemas';
import type { CatalogueSnapshot, CatalogueStore } from '@core/store';
import type { Logger } from '../../../node/logger';
import { openCatalogueStore, type FileCatalogueStore } from '../../../node/stores/catalogue-store';
import { contentVersion } from '../../../node/json-store/content-version';
import { writeFileDurably } from '../../../node/json-store/durable-file';

export const REFRESHED_CATALOG_FILE_NAME = 'catalog.json';

const refreshMetaSchema = z.object({
  refreshedAt: z.iso.datetime({ offset: true }),
  /** The bundled catalogue this refresh replaced; a newer app ships a newer one, which then wins. */
  bundledVersion: z.string(),
  source: z.string(),
  /** The API's ETag for this catalogue: the next update asks If-None-Match and stops at 304. */
  etag: z.string().optional(),
});
export type RefreshMeta = z.infer<typeof refreshMetaSchema>;

export interface CatalogueSource {
  kind: 'bundled' | 'refreshed';
  file: string;
  refreshedAt?: string;
  etag?: string;
}

/** The catalogue the desktop app reads: the one bundled with it, or a later refresh of it. Read-only. */
export interface DesktopCatalogue extends CatalogueStore {
  source(): CatalogueSource;
  /** Writes the catalogue atomically beside the user's data, then serves it. */
  replace(catalog: Catalog, meta: Omit<RefreshMeta, 'bundledVersion'>): Promise<CatalogueSnapshot>;
  close(): void;
}

/**
 * Opens the bundled catalogue (resources/data/catalog.json) through the shared catalogue store, unless userData holds a valid refresh made against this same bundled catalogue.
 */
export async function openDesktopCatalogue(options: {
  bundledFile: string;
  userDataDir: string;
  logger: Logger;
}): Promise<DesktopCatalogue> {
  const { bundledFile, userDataDir, logger } = options;
  const refreshedFile = path.join(userDataDir, REFRESHED_CATALOG_FILE_NAME);
  const bundledVersion = contentVersion(await readFile(bundledFile, 'utf8'));

  let store: FileCatalogueStore;
  let source: CatalogueSource;
  const refreshed = await openRefreshed(refreshedFile, bundledVersion, logger);
  if (refreshed) {
    store = refreshed.store;
    source = {
      kind: 'refreshed',
      file: refreshedFile,
      refreshedAt: refreshed.meta.refreshedAt,
      ...(refreshed.meta.etag ? { etag: refreshed.meta.etag } : {}),
    };
  } else {
    store = await openCatalogueStore(bundledFile, logger, { watch: false });
    source = { kind: 'bundled', file: bundledFile };
  }
  let replacing: Promise<unknown> = Promise.resolve();

  return {
    snapshot: () => store.snapshot(),
    update() {
      return Promise.reject(new CoreError('forbidden', 'The desktop catalogue is read-only'));
    },
    source: () => ({ ...source }),
    replace(catalog, meta) {
      const run = replacing.then(async () => {
        const full: RefreshMeta = { ...meta, bundledVersion };
        await writeFileDurably(refreshedFile, `${JSON.stringify({ ...catalog, refresh: full }, null, 2)}\n`);
        const next = await openCatalogueStore(refreshedFile, logger, { watch: false });
        store.close();
        store = next;
        source = {
          kind: 'refreshed',
          file: refreshedFile,
          refreshedAt: full.refreshedAt,
          ...(full.etag ? { etag: full.etag } : {}),
        };
        logger.info('catalogue refreshed', { islands: catalog.islands.length, from: meta.source });
        return store.snapshot();
      });
      replacing = run.catch(() => undefined);
      return run;
    },
    close: () => store.close(),
  };
}

async function openRefreshed(file: string, bundledVersion: string, logger: Logger) {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return undefined;
  }
  try {
    const meta = refreshMetaSchema.parse((JSON.parse(text) as { refresh?: unknown }).refresh);
    if (meta.bundledVersion !== bundledVersion) {
      logger.info('this version of the app ships a newer catalogue than the last refresh; using it', { file });
      return undefined;
    }
    return { meta, store: await openCatalogueStore(file, logger, { watch: false }) };
  } catch (error) {
    logger.warn('refreshed catalogue refused; using the bundled one', { file, reason: (error as Error).message });
    return undefined;
  }
}
