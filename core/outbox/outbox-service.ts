import type { ZodType } from 'zod';
import { ConflictError, InvalidError, NotFoundError } from '../contract/errors';
import { normaliseEmail } from '../inbox/inbox-service';
import type { OutboxData, OutboxItem, OutboxItemView, OutboxKind, OutboxStatus, OutboxStore, Queued } from './outbox';
import { summaryOf } from './outbox';
import type { OutboxEdit } from './outbox-edit';
import { contactPayloadSchema, newsletterPayloadSchema, submissionPayloadSchema, toIssues } from '../contract/schemas';

export interface OutboxServiceDeps {
  store: OutboxStore;
  clock?: () => Date;
  newId?: () => string;
  /** Called once an item is on disk: the sender may try it at once instead of at its next wake-up. */
  afterQueued?: () => void;
}

/** The parsed payload as the JSON it will be sent as, every time: undefined fields dropped. */
function asJson(payload: object): Record<string, unknown> {
  return JSON.parse(JSON.stringify(payload)) as Record<string, unknown>;
}

function parse<T>(schema: ZodType<T>, input: unknown, what: string): T {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new InvalidError(`The ${what} is not valid`, toIssues(parsed.error));
  return parsed.data;
}

function view(item: OutboxItem): OutboxItemView {
  return {
    id: item.id,
    kind: item.kind,
    state: item.state,
    summary: item.summary,
    queuedAt: item.queuedAt,
    attempts: item.attempts,
    ...(item.nextAttemptAt ? { nextAttemptAt: item.nextAttemptAt } : {}),
    ...(item.lastError ? { lastError: item.lastError } : {}),
    ...(item.rejection ? { rejection: item.rejection } : {}),
  };
}

/** What the header shows: how many items wait, the rejected ones with their reason, the last sync. */
export function outboxStatus(data: Readonly<OutboxData>, online: boolean): OutboxStatus {
  const open = data.items.filter((item) => item.state !== 'sent').sort((a, b) => a.queuedAt.localeCompare(b.queuedAt));
  return {
    waiting: open.filter((item) => item.state === 'pending' || item.state === 'sending').length,
    rejected: open.filter((item) => item.state === 'rejected').length,
    items: open.map(view),
    sent: data.items
      .filter((item) => item.state === 'sent' && item.sentAt && item.remoteId)
      .sort((a, b) => b.sentAt!.localeCompare(a.sentAt!))
      .map((item) => ({
        id: item.id,
        kind: item.kind,
        summary: item.summary,
        queuedAt: item.queuedAt,
        sentAt: item.sentAt!,
        remoteId: item.remoteId!,
      })),
    ...(data.lastSyncAt ? { lastSyncAt: data.lastSyncAt } : {}),
    ...(data.lastSyncError ? { lastSyncError: data.lastSyncError } : {}),
    online,
  };
}

/** A waiting or rejected item by id (items already sent cannot be retried or discarded). */
function openItem(draft: OutboxData, id: string): OutboxItem {
  const item = draft.items.find((candidate) => candidate.id === id);
  if (!item || item.state === 'sent') throw new NotFoundError(`No waiting or rejected outbox item '${id}'`);
  if (item.state === 'sending') throw new ConflictError('This item is being sent right now');
  return item;
}

/**
 * What the desktop app does with what the user sends: checks it as the hosted API would, keeps it
 * in the outbox (on disk before the answer), and the user's retry and discard. Transport-free: the
 * IPC handlers call it, and the sync worker does the sending.
 */
export function createOutboxService({
  store,
  clock = () => new Date(),
  newId = () => globalThis.crypto.randomUUID(),
  afterQueued,
}: OutboxServiceDeps) {
  /** Queues an item, or answers the one already waiting that `waiting` finds (the same sign-up). */
  async function enqueue(
    kind: OutboxKind,
    payload: Record<string, unknown>,
    waiting?: (outbox: OutboxData) => OutboxItem | undefined,
  ): Promise<Queued> {
    const item: OutboxItem = {
      id: newId(),
      kind,
      payload,
      summary: summaryOf(kind, payload),
      queuedAt: clock().toISOString(),
      state: 'pending',
      attempts: 0,
    };
    const queued = await store.update((draft) => {
      const same = waiting?.(draft);
      if (same) return { id: same.id, queuedAt: same.queuedAt, added: false };
      draft.items.push(item);
      return { id: item.id, queuedAt: item.queuedAt, added: true };
    });
    if (queued.added) afterQueued?.();
    return { status: 'queued', outboxItemId: queued.id, kind, queuedAt: queued.queuedAt };
  }

  /**
   * The same address already waiting to be sent: a second sign-up answers that one rather than
   * queue a copy, as the hosted API answers an address it holds like a new one (no refusal).
   */
  function waitingNewsletter(current: OutboxData, email: string): OutboxItem | undefined {
    return current.items.find(
      (other) =>
        other.kind === 'newsletter' &&
        (other.state === 'pending' || other.state === 'sending') &&
        typeof other.payload.email === 'string' &&
        normaliseEmail(other.payload.email) === email,
    );
  }

  const payloadOf = (edit: OutboxEdit): Record<string, unknown> =>
    edit.kind === 'newsletter'
      ? asJson({ ...edit.payload, email: normaliseEmail(edit.payload.email) })
      : asJson(edit.payload);

  return {
    queueSubmission(input: unknown): Promise<Queued> {
      return enqueue('submission', asJson(parse(submissionPayloadSchema, input, 'submission')));
    },

    queueContact(input: unknown): Promise<Queued> {
      return enqueue('contact', asJson(parse(contactPayloadSchema, input, 'message')));
    },

    /** The same address already waiting answers that item: one sign-up is sent, not two. */
    queueNewsletter(input: unknown): Promise<Queued> {
      const payload = parse(newsletterPayloadSchema, input, 'subscription');
      const email = normaliseEmail(payload.email);
      return enqueue('newsletter', asJson({ ...payload, email }), (current) => waitingNewsletter(current, email));
    },

    /** Everything one item holds, payload included, whatever its state: what the person opens to read. */
    item(id: string): OutboxItem {
      const item = store.read().items.find((candidate) => candidate.id === id);
      if (!item) throw new NotFoundError(`No outbox item '${id}'`);
      return structuredClone(item);
    },

    /**
     * A rejected item, corrected in the form it came from, goes back to the queue with the new
     * content. It gets a new id: the id is its Idempotency-Key, and the server would answer a
     * changed body under the old key with 422.
     */
    async edit(id: string, edit: OutboxEdit): Promise<OutboxItem> {
      const payload = payloadOf(edit);
      const edited = await store.update((draft) => {
        const item = openItem(draft, id);
        if (item.state !== 'rejected') throw new ConflictError('Only an item Isolario did not accept can be edited');
        if (item.kind !== edit.kind) throw new InvalidError(`This item is a ${item.kind}, not a ${edit.kind}`);
        const edited: OutboxItem = {
          id: newId(),
          kind: item.kind,
          payload,
          summary: summaryOf(item.kind, payload),
          // Keeps its place in the queue: it was sent first, it is retried first.
          queuedAt: item.queuedAt,
          editedAt: clock().toISOString(),
          state: 'pending',
          attempts: 0,
        };
        draft.items = draft.items.map((candidate) => (candidate.id === id ? edited : candidate));
        return structuredClone(edited);
      });
      afterQueued?.();
      return edited;
    },

    /** A rejected (or waiting) item goes back to the queue, to be sent now, with the same key. */
    retry(id: string): Promise<OutboxItem> {
      return store.update((draft) => {
        const item = openItem(draft, id);
        item.state = 'pending';
        item.attempts = 0;
        delete item.nextAttemptAt;
        delete item.lastError;
        delete item.rejection;
        return structuredClone(item);
      });
    },

    /** Removes a rejected or waiting item; an item on its way cannot be discarded. */
    discard(id: string): Promise<void> {
      return store.update((draft) => {
        openItem(draft, id);
        draft.items = draft.items.filter((candidate) => candidate.id !== id);
      });
    },

    status(online: boolean): OutboxStatus {
      return outboxStatus(store.read(), online);
    },

    /** Every item as it is on disk, for the export the person keeps. */
    snapshot(): OutboxData {
      return structuredClone(store.read());
    },
  };
}

export type OutboxService = ReturnType<typeof createOutboxService>;
