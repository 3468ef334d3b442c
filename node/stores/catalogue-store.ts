import { watch, type FSWatcher } from 'node:fs';
import path from 'node:path';
import type { Catalog } from '@core/contract/schemas';
import { catalogSchema } from '@core/contract/schemas';
import type { CatalogueSnapshot, CatalogueStore } from '@core/store';
import type { Logger } from '../logger';
import { openJsonStore } from '../json-store/json-store';
import { parseWithSchema } from '../json-store/parse-with-schema';

export interface FileCatalogueStore extends CatalogueStore {
  readonly file: string;
  /** Re-reads the file; an invalid file is refused and the last good catalogue stays. */
  reload(): Promise<boolean>;
  close(): void;
}

const parseCatalogue = parseWithSchema(catalogSchema, 'a catalogue: it does not match the catalogue schema');

/**
 * The curated catalogue (CATALOG_FILE). The team edits the file in git; the store watches it and
 * swaps in a new version only when the whole file parses and validates. A catalogue that does not
 * validate at start-up is refused (it is never set aside: it is the team's work).
 */
export async function openCatalogueStore(
  file: string,
  logger: Logger,
  options: { watch?: boolean } = {},
): Promise<FileCatalogueStore> {
  const store = await openJsonStore<Catalog>({
    file,
    name: 'catalogue',
    logger,
    parse: parseCatalogue,
    empty: () => {
      throw new Error(`${file} does not exist`);
    },
    whenInvalid: 'refuse',
    check: (draft) => catalogSchema.parse(draft),
    // The team edits this file by hand: an approval never writes over an edit it has not read.
    refuseIfChangedOnDisk: true,
  });
  let snapshot: CatalogueSnapshot = { catalog: store.read(), version: store.version() };
  store.onChange((catalog) => {
    snapshot = { catalog, version: store.version() };
  });

  async function reload(): Promise<boolean> {
    const changed = await store.reload();
    if (changed)
      logger.info('catalogue reloaded', { file, islands: snapshot.catalog.islands.length, version: snapshot.version });
    return changed;
  }

  let watcher: FSWatcher | undefined;
  let timer: NodeJS.Timeout | undefined;
  if (options.watch !== false) {
    // Watch the folder, not the file: editors and our own writes replace the file by rename.
    watcher = watch(path.dirname(file), (_event, name) => {
      if (name !== null && name !== path.basename(file)) return;
      clearTimeout(timer);
      timer = setTimeout(() => void reload(), 100);
    });
    watcher.on('error', (error) => logger.warn('catalogue watcher failed', { reason: String(error) }));
  }

  return {
    file,
    snapshot: () => snapshot,
    reload,
    async update(change) {
      await store.update(change);
      return snapshot;
    },
    close() {
      clearTimeout(timer);
      watcher?.close();
    },
  };
}
