import { rename } from 'node:fs/promises';
import path from 'node:path';
import { Low } from 'lowdb';
import { z } from 'zod';
import { ConflictError, NotFoundError } from '@core/errors';
import type { OutboxKind } from '@core/ipc-contract';
import { OUTBOX_KINDS, OUTBOX_STATES, outboxItemIdSchema, outboxRejectionSchema } from '@core/ipc-contract';
import { DurableJsonFile } from '../../../server/stores/durable-json-file';
import type { Logger } from '../../../server/logger';

const timestamp = z.iso.datetime({ offset: true });

const outboxItemSchema = z.object({
  /** Assigned when queued and sent as the Idempotency-Key on every attempt. */
  id: outboxItemIdSchema,
  kind: z.enum(OUTBOX_KINDS),
  // Kept as sent: the hosted API judges it again, and a schema change must not hide old items.
  payload: z.record(z.string(), z.unknown()),
  summary: z.string(),
  queuedAt: timestamp,
  state: z.enum(OUTBOX_STATES),
  attempts: z.number().int().min(0),
  lastAttemptAt: timestamp.optional(),
  nextAttemptAt: timestamp.optional(),
  lastError: z.string().optional(),
  sentAt: timestamp.optional(),
  remoteId: z.string().optional(),
  /** The hosted API answered from its idempotency record: it had stored this item already. */
  replayed: z.boolean().optional(),
  rejection: outboxRejectionSchema.optional(),
});
export type OutboxItem = z.infer<typeof outboxItemSchema>;

const outboxFileSchema = z.object({
  version: z.literal(1),
  items: z.array(outboxItemSchema),
  lastSyncAt: timestamp.optional(),
  lastSyncError: z.string().optional(),
});
export type OutboxData = z.infer<typeof outboxFileSchema>;

export const OUTBOX_FILE_NAME = 'outbox.json';
/** Sent items kept for the record; older ones are dropped from the file. */
export const SENT_HISTORY = 50;

const emptyOutbox = (): OutboxData => ({ version: 1, items: [] });

export interface OutboxStore {
  readonly file: string;
  /** The committed state; read-only, replaced (never mutated) by every change. */
  read(): Readonly<OutboxData>;
  /**
   * Resolves once the item is on disk: from then on a crash cannot lose it. `check` runs inside
   * the same serialised change and may refuse the item by throwing.
   */
  enqueue(
    kind: OutboxKind,
    payload: Record<string, unknown>,
    check?: (outbox: Readonly<OutboxData>) => void,
  ): Promise<OutboxItem>;
  /** A rejected (or waiting) item goes back to the queue, to be sent now, with the same key. */
  retry(id: string): Promise<OutboxItem>;
  /** Removes a rejected or waiting item; an item on its way cannot be discarded. */
  discard(id: string): Promise<void>;
  /** Applies a change to a copy, writes it durably, then makes it the committed state. Serialised. */
  update<T>(change: (draft: OutboxData) => T): Promise<T>;
  onChange(listener: (data: Readonly<OutboxData>) => void): () => void;
  /** Resolves once every change accepted so far is on disk. */
  flush(): Promise<void>;
}

export interface OutboxStoreOptions {
  logger: Logger;
  clock?: () => Date;
  newId?: () => string;
}

/** One line the outbox shows for an item: the island's name, the message's subject, the address. */
export function summaryOf(kind: OutboxKind, payload: Record<string, unknown>): string {
  const field = kind === 'submission' ? 'name' : kind === 'contact' ? 'subject' : 'email';
  const value = payload[field];
  return typeof value === 'string' ? value : '';
}

/**
 * The desktop outbox: everything the user sends, in userData/outbox.json through lowdb, written
 * atomically and fsynced before anyone is told it is saved.
 */
export async function openOutboxStore(dir: string, options: OutboxStoreOptions): Promise<OutboxStore> {
  const { logger, clock = () => new Date(), newId = () => globalThis.crypto.randomUUID() } = options;
  const file = path.join(dir, OUTBOX_FILE_NAME);
  const db = new Low<OutboxData>(new DurableJsonFile<OutboxData>(file), emptyOutbox());
  let committed = await loadOrSetAside(db, file, logger);
  let writing: Promise<unknown> = Promise.resolve();
  const listeners = new Set<(data: Readonly<OutboxData>) => void>();

  function update<T>(change: (draft: OutboxData) => T): Promise<T> {
    const run = writing.then(async () => {
      const draft = structuredClone(committed);
      const result = change(draft);
      pruneSent(draft);
      const valid = outboxFileSchema.parse(draft);
      db.data = valid;
      try {
        await db.write();
      } catch (error) {
        db.data = committed;
        logger.error('outbox write failed; the outbox is unchanged', { file, error: String(error) });
        throw error;
      }
      committed = valid;
      for (const listener of listeners) {
        try {
          listener(committed);
        } catch (error) {
          logger.warn('outbox listener failed', { error: String(error) });
        }
      }
      return result;
    });
    writing = run.catch(() => undefined);
    return run;
  }

  function find(draft: OutboxData, id: string): OutboxItem {
    const item = draft.items.find((candidate) => candidate.id === id);
    if (!item || item.state === 'sent') throw new NotFoundError(`No waiting or rejected outbox item '${id}'`);
    return item;
  }

  return {
    file,
    read: () => committed,
    update,
    enqueue(kind, payload, check) {
      const item: OutboxItem = {
        id: newId(),
        kind,
        payload,
        summary: summaryOf(kind, payload),
        queuedAt: clock().toISOString(),
        state: 'pending',
        attempts: 0,
      };
      return update((draft) => {
        check?.(draft);
        draft.items.push(item);
        return item;
      });
    },
    retry(id) {
      return update((draft) => {
        const item = find(draft, id);
        if (item.state === 'sending') throw new ConflictError('This item is being sent right now');
        item.state = 'pending';
        item.attempts = 0;
        delete item.nextAttemptAt;
        delete item.lastError;
        delete item.rejection;
        return structuredClone(item);
      });
    },
    discard(id) {
      return update((draft) => {
        const item = find(draft, id);
        if (item.state === 'sending') throw new ConflictError('This item is being sent right now');
        draft.items = draft.items.filter((candidate) => candidate.id !== id);
      });
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async flush() {
      await writing;
    },
  };
}

function pruneSent(data: OutboxData) {
  const sent = data.items.filter((item) => item.state === 'sent');
  if (sent.length <= SENT_HISTORY) return;
  const drop = new Set(sent.slice(0, sent.length - SENT_HISTORY).map((item) => item.id));
  data.items = data.items.filter((item) => !drop.has(item.id));
}

/** A corrupt outbox is renamed aside, never overwritten: what the user sent stays on disk. */
async function loadOrSetAside(db: Low<OutboxData>, file: string, logger: Logger): Promise<OutboxData> {
  try {
    await db.read();
    const parsed = outboxFileSchema.safeParse(db.data ?? emptyOutbox());
    if (!parsed.success) throw new Error(`not an outbox: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
    db.data = parsed.data;
    return parsed.data;
  } catch (error) {
    const aside = `${file}.corrupt-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    await rename(file, aside);
    logger.error('outbox file is unreadable; kept it aside and started with an empty outbox', {
      file,
      keptAs: aside,
      reason: (error as Error).message,
    });
    db.data = emptyOutbox();
    return db.data;
  }
}
