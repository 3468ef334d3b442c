import type { ApprovalQueue, InboxStore } from '@core/store';
import { inboxOverDocument } from '@core/inbox/document-inbox';
import type { Logger } from '../logger';
import { openInboxStore } from './inbox-store';
import { migrate } from '../postgres/migrate';
import { describeDatabase, openPool } from '../postgres/pool';
import { pgInbox } from '../postgres/pg-inbox';

export interface OpenedInbox {
  store: InboxStore;
  /** Only with a shared database: approvals wait there for `curate publish`. */
  queue?: ApprovalQueue;
  /** Where the inbox is, for logs and the curate command. */
  where: string;
  /** Resolves once everything accepted is durable and the store is released. */
  close(): Promise<void>;
}

/** How often an instance cuts expired idempotency keys from the shared table. */
const KEY_EXPIRY_EVERY_MS = 10 * 60 * 1000;

/**
 * The inbox the configuration names: PostgreSQL when DATABASE_URL is set (migrated first, under
 * an advisory lock), else the lowdb file in DATA_DIR, as before.
 */
export async function openInbox(
  config: { dataDir: string; databaseUrl?: string | undefined },
  logger: Logger,
  options: { expireKeys?: boolean } = {},
): Promise<OpenedInbox> {
  if (config.databaseUrl) {
    const where = `PostgreSQL at ${describeDatabase(config.databaseUrl)}`;
    const pool = openPool(config.databaseUrl, logger);
    try {
      await migrate(pool, logger);
    } catch (error) {
      await pool.end().catch(() => undefined);
      throw new Error(`Cannot prepare the database (${where}, DATABASE_URL): ${(error as Error).message}`, {
        cause: error,
      });
    }
    const store = pgInbox(pool, logger);
    const timer =
      options.expireKeys === false
        ? undefined
        : setInterval(() => {
            store
              .dropExpiredKeys(new Date())
              .catch((error: Error) =>
                logger.warn('could not drop expired idempotency keys', { error: error.message }),
              );
          }, KEY_EXPIRY_EVERY_MS).unref();
    return {
      store,
      queue: store,
      where,
      async close() {
        clearInterval(timer);
        await pool.end();
      },
    };
  }
  const document = await openInboxStore(config.dataDir, logger);
  return { store: inboxOverDocument(document), where: document.file, close: () => document.flush() };
}
