import { createHash } from 'node:crypto';
import { watch, type FSWatcher } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Low } from 'lowdb';
import type { Catalog } from '@core/schemas';
import { catalogSchema } from '@core/schemas';
import type { CatalogSnapshot, CatalogStore } from '@core/store';
import type { Logger } from '../logger';
import { DurableJsonFile, removeStaleTempFiles } from './durable-json-file';

export interface FileCatalogStore extends CatalogStore {
  readonly file: string;
  /** Re-reads the file; an invalid file is refused and the last good catalogue stays. */
  reload(): Promise<boolean>;
  close(): void;
}

const serialise = (catalog: Catalog) => `${JSON.stringify(catalog, null, 2)}\n`;
const versionOf = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 16);

/**
 * The curated catalogue (CATALOG_FILE) through lowdb. The team edits the file in git; the store
 * watches it and swaps in a new version only when the whole file parses and validates.
 */
export async function openCatalogStore(
  file: string,
  logger: Logger,
  options: { watch?: boolean } = {},
): Promise<FileCatalogStore> {
  const db = new Low<Catalog>(new DurableJsonFile<Catalog>(file, serialise), { islands: [], images: [] });
  let snapshot: CatalogSnapshot;
  let writing: Promise<unknown> = Promise.resolve();

  async function load(): Promise<CatalogSnapshot> {
    const text = await readFile(file, 'utf8');
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      throw new Error(`not valid JSON: ${(error as Error).message}`, { cause: error });
    }
    const parsed = catalogSchema.safeParse(json);
    if (!parsed.success) {
      const first = parsed.error.issues[0];
      throw new Error(`does not match the catalogue schema at ${first?.path.join('.')}: ${first?.message}`);
    }
    return { catalog: parsed.data, version: versionOf(text) };
  }

  snapshot = await load();
  db.data = snapshot.catalog;
  const stale = await removeStaleTempFiles(file);
  if (stale.length > 0) logger.warn('removed temp files a crashed write left behind', { files: stale });

  async function reload(): Promise<boolean> {
    try {
      const next = await load();
      if (next.version === snapshot.version) return false;
      snapshot = next;
      db.data = next.catalog;
      logger.info('catalogue reloaded', { file, islands: next.catalog.islands.length, version: next.version });
      return true;
    } catch (error) {
      logger.error('catalogue file refused; still serving the last good catalogue', {
        file,
        reason: (error as Error).message,
        servingVersion: snapshot.version,
      });
      return false;
    }
  }

  let watcher: FSWatcher | undefined;
  let timer: NodeJS.Timeout | undefined;
  if (options.watch !== false) {
    // Watch the folder, not the file: editors and our own writes replace the file by rename.
    watcher = watch(path.dirname(file), (_event, name) => {
      if (name !== null && name !== path.basename(file)) return;
      clearTimeout(timer);
      timer = setTimeout(() => {
        void writing.then(reload);
      }, 100);
    });
    watcher.on('error', (error) => logger.warn('catalogue watcher failed', { reason: String(error) }));
  }

  return {
    file,
    snapshot: () => snapshot,
    reload,
    update(change) {
      const run = writing.then(async () => {
        const draft = structuredClone(snapshot.catalog);
        change(draft);
        const valid = catalogSchema.parse(draft);
        db.data = valid;
        try {
          await db.write();
        } catch (error) {
          db.data = snapshot.catalog;
          throw error;
        }
        snapshot = { catalog: valid, version: versionOf(serialise(valid)) };
        return snapshot;
      });
      writing = run.catch(() => undefined);
      return run;
    },
    close() {
      clearTimeout(timer);
      watcher?.close();
    },
  };
}
