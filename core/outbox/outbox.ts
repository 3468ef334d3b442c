import { z } from 'zod';

/**
 * The desktop outbox as data: what the user sent, kept until the hosted API acknowledges it. Pure:
 * the file that holds it is the Node layer's, the sending is the sync worker's.
 */

const timestamp = z.iso.datetime({ offset: true });

export const outboxItemIdSchema = z.uuid({ error: 'Not an outbox item id' });

export const OUTBOX_KINDS = ['submission', 'contact', 'newsletter'] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

/** pending: waits to be sent; sending: on its way (after a crash, sent again with its key). */
export const OUTBOX_STATES = ['pending', 'sending', 'sent', 'rejected'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

export const outboxRejectionSchema = z.object({
  /** The HTTP status the hosted API answered, 0 when its answer could not be understood. */
  status: z.number().int(),
  code: z.string(),
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type OutboxRejection = z.infer<typeof outboxRejectionSchema>;

export const outboxItemSchema = z.object({
  /** Assigned when queued and sent as the Idempotency-Key on every attempt. */
  id: outboxItemIdSchema,
  kind: z.enum(OUTBOX_KINDS),
  // Kept as sent: the hosted API judges it again, and a schema change must not hide old items.
  payload: z.record(z.string(), z.unknown()),
  summary: z.string(),
  queuedAt: timestamp,
  /** When the person last corrected it after a rejection (it then got a new id). */
  editedAt: timestamp.optional(),
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

export const outboxDataSchema = z.object({
  version: z.literal(1),
  items: z.array(outboxItemSchema),
  lastSyncAt: timestamp.optional(),
  lastSyncError: z.string().optional(),
});
export type OutboxData = z.infer<typeof outboxDataSchema>;

export const emptyOutbox = (): OutboxData => ({ version: 1, items: [] });

/** Sent items kept for the record; older ones are dropped from the file. */
export const SENT_HISTORY = 50;

/** Drops the oldest sent items beyond SENT_HISTORY; waiting and rejected items always stay. */
export function pruneSent(data: OutboxData): OutboxData {
  const sent = data.items.filter((item) => item.state === 'sent');
  if (sent.length <= SENT_HISTORY) return data;
  const drop = new Set(sent.slice(0, sent.length - SENT_HISTORY).map((item) => item.id));
  return { ...data, items: data.items.filter((item) => !drop.has(item.id)) };
}

/** One line the outbox shows for an item: the island's name, the message's subject, the address. */
export function summaryOf(kind: OutboxKind, payload: Record<string, unknown>): string {
  const field = kind === 'submission' ? 'name' : kind === 'contact' ? 'subject' : 'email';
  const value = payload[field];
  return typeof value === 'string' ? value : '';
}

/** What the renderer sees of one outbox item: never the payload, only a one-line summary. */
export const outboxItemViewSchema = z.object({
  id: outboxItemIdSchema,
  kind: z.enum(OUTBOX_KINDS),
  state: z.enum(OUTBOX_STATES),
  summary: z.string(),
  queuedAt: timestamp,
  attempts: z.number().int().min(0),
  nextAttemptAt: timestamp.optional(),
  lastError: z.string().optional(),
  rejection: outboxRejectionSchema.optional(),
});
export type OutboxItemView = z.infer<typeof outboxItemViewSchema>;

/** An item the hosted API stored, with the id it gave it: what a researcher can cite back. */
export const sentItemViewSchema = z.object({
  id: outboxItemIdSchema,
  kind: z.enum(OUTBOX_KINDS),
  summary: z.string(),
  queuedAt: timestamp,
  sentAt: timestamp,
  remoteId: z.string(),
});
export type SentItemView = z.infer<typeof sentItemViewSchema>;

export const outboxStatusSchema = z.object({
  /** Items not yet acknowledged by the hosted API (pending or sending). */
  waiting: z.number().int().min(0),
  rejected: z.number().int().min(0),
  /** The waiting and rejected items, oldest first. */
  items: z.array(outboxItemViewSchema),
  /** The items sent (the last SENT_HISTORY the outbox keeps), newest first. */
  sent: z.array(sentItemViewSchema),
  /** The last time a sync pass reached the hosted API with every due item answered. */
  lastSyncAt: timestamp.optional(),
  /** Why the last pass could not reach the hosted API, until a pass does. */
  lastSyncError: z.string().optional(),
  online: z.boolean(),
});
export type OutboxStatus = z.infer<typeof outboxStatusSchema>;

/** The answer to a send in the desktop app: saved in the outbox, to be sent when online. */
export const queuedSchema = z.object({
  status: z.literal('queued'),
  outboxItemId: outboxItemIdSchema,
  kind: z.enum(OUTBOX_KINDS),
  queuedAt: timestamp,
});
export type Queued = z.infer<typeof queuedSchema>;

/** The port the outbox service and the sync worker work through; a JSON file behind it in the app. */
export interface OutboxStore {
  /** The committed state; replaced (never mutated) by every change. */
  read(): OutboxData;
  /** Applies a change to a copy and resolves once it is on disk. Changes are serialised. */
  update<T>(change: (draft: OutboxData) => T): Promise<T>;
}
