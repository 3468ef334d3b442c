import { rename } from 'node:fs/promises';
import path from 'node:path';
import { Low } from 'lowdb';
import { z } from 'zod';
import type { Inbox, InboxStore } from '@core/store';
import { emptyInbox } from '@core/store';
import { contactSchema, newsletterSubscriptionSchema, submissionSchema } from '@core/schemas';
import type { Logger } from '../logger';
import { DurableJsonFile, removeStaleTempFiles } from './durable-json-file';

const inboxFileSchema = z.object({
  submissions: z.array(submissionSchema).default([]),
  contacts: z.array(contactSchema).default([]),
  newsletters: z.array(newsletterSubscriptionSchema).default([]),
  idempotency: z
    .array(
      z.object({
        key: z.string(),
        kind: z.enum(['submission', 'contact', 'newsletter']),
        fingerprint: z.string(),
        recordId: z.string(),
        createdAt: z.string(),
      }),
    )
    .default([]),
});

export interface FileInboxStore extends InboxStore {
  readonly file: string;
  /** Resolves once every change accepted so far is on disk. */
  flush(): Promise<void>;
}

interface Pending {
  change: (inbox: Inbox) => unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * The visitors' inbox: DATA_DIR/inbox.json through lowdb. One writer; changes that arrive while a
 * write is on its way are applied together and committed by the next single write (group
 * commit), and nobody's promise resolves before their change is on disk.
 */
export async function openInboxStore(dataDir: string, logger: Logger): Promise<FileInboxStore> {
  const file = path.join(dataDir, 'inbox.json');
  const db = new Low<Inbox>(new DurableJsonFile<Inbox>(file), emptyInbox());
  await loadOrSetAside(db, file, logger);
  const stale = await removeStaleTempFiles(file);
  if (stale.length > 0) logger.warn('removed temp files a crashed write left behind', { files: stale });

  let queue: Pending[] = [];
  let writing: Promise<void> | undefined;

  async function drain(): Promise<void> {
    while (queue.length > 0) {
      const batch = queue;
      queue = [];
      const results: { pending: Pending; ok: boolean; value: unknown }[] = [];
      for (const pending of batch) {
        try {
          results.push({ pending, ok: true, value: pending.change(db.data) });
        } catch (error) {
          results.push({ pending, ok: false, value: error });
        }
      }
      const anyApplied = results.some((result) => result.ok);
      try {
        if (anyApplied) await db.write();
        for (const { pending, ok, value } of results) (ok ? pending.resolve : pending.reject)(value);
      } catch (error) {
        logger.error('inbox write failed; reloading the last file on disk', { file, error: String(error) });
        await db.read().catch(() => undefined);
        db.data ??= emptyInbox();
        for (const { pending, ok, value } of results) pending.reject(ok ? error : value);
      }
    }
  }

  function schedule() {
    writing ??= drain().finally(() => {
      writing = undefined;
      if (queue.length > 0) schedule();
    });
  }

  return {
    file,
    read: () => db.data,
    update<T>(change: (inbox: Inbox) => T): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        queue.push({ change, resolve: resolve as (value: unknown) => void, reject });
        schedule();
      });
    },
    async flush() {
      while (writing) await writing;
    },
  };
}

/** A corrupt inbox is renamed aside (never overwritten) and reported; the server starts empty. */
async function loadOrSetAside(db: Low<Inbox>, file: string, logger: Logger) {
  try {
    await db.read();
    const parsed = inboxFileSchema.safeParse(db.data ?? emptyInbox());
    if (!parsed.success) throw new Error(`not an inbox: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
    db.data = parsed.data;
  } catch (error) {
    const aside = `${file}.corrupt-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    await rename(file, aside);
    logger.error('inbox file is unreadable; kept it aside and started with an empty inbox', {
      file,
      keptAs: aside,
      reason: (error as Error).message,
    });
    db.data = emptyInbox();
  }
}
