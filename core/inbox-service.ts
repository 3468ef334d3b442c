import type { ZodType } from 'zod';
import { ConflictError, CoreError, InvalidError } from './errors';
import type { Contact, NewsletterSubscription, Submission } from './schemas';
import {
  HONEYPOT_FIELD,
  contactPayloadSchema,
  newsletterPayloadSchema,
  submissionPayloadSchema,
  toIssues,
} from './schemas';
import type { IdempotencyRecord, Inbox, InboxKind, InboxStore } from './store';
import { randomId } from './catalogue-service';

export const NEWSLETTER_DUPLICATE_MESSAGE = 'This email is already subscribed to our newsletter.';

export interface InboxServiceDeps {
  store: InboxStore;
  clock?: () => Date;
  newId?: () => string;
}

export interface SendOptions {
  /** A client's Idempotency-Key: the same key and body replays the first answer. */
  idempotencyKey?: string;
}

export interface Sent<T> {
  record: T;
  /** True when an earlier request with the same key already stored this record. */
  replayed: boolean;
}

/**
 * Canonical JSON with sorted keys, so the same body always has the same fingerprint. Iterative,
 * not recursive: a body nested thousands of levels deep must not overflow the stack.
 */
export function canonicalJson(value: unknown): string {
  const out: string[] = [];
  // What is still to write, last first: values, and the literal text between them.
  const stack: ({ text: string } | { value: unknown })[] = [{ value }];
  while (stack.length > 0) {
    const item = stack.pop()!;
    if ('text' in item) {
      out.push(item.text);
      continue;
    }
    const current = item.value;
    const parts: ({ text: string } | { value: unknown })[] = [];
    if (Array.isArray(current)) {
      parts.push({ text: '[' });
      for (let i = 0; i < current.length; i++) {
        if (i > 0) parts.push({ text: ',' });
        if (i in current) parts.push({ value: current[i] });
      }
      parts.push({ text: ']' });
    } else if (current !== null && typeof current === 'object') {
      parts.push({ text: '{' });
      Object.keys(current)
        .sort()
        .forEach((key, i) => {
          parts.push({ text: `${i > 0 ? ',' : ''}${JSON.stringify(key)}:` });
          parts.push({ value: (current as Record<string, unknown>)[key] });
        });
      parts.push({ text: '}' });
    } else {
      out.push(JSON.stringify(current) ?? 'null');
    }
    for (let i = parts.length - 1; i >= 0; i--) stack.push(parts[i]!);
  }
  return out.join('');
}

/** A 106-bit fingerprint of a request body (two seeded cyrb53 passes); pure, so core stays I/O free. */
export function fingerprintOf(value: unknown): string {
  const text = canonicalJson(value);
  return cyrb53(text, 0x9e3779b9).toString(36) + '.' + cyrb53(text, 0x85ebca6b).toString(36);
}

function cyrb53(text: string, seed: number): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** True when a post filled the hidden honeypot field in: a bot, not a person. */
export function isHoneypotFilled(input: unknown): boolean {
  if (input === null || typeof input !== 'object' || !Object.hasOwn(input, HONEYPOT_FIELD)) return false;
  const value = (input as Record<string, unknown>)[HONEYPOT_FIELD];
  return typeof value === 'string' && value.length > 0;
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** How long an Idempotency-Key replays its first answer, as payment APIs keep theirs. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/** The list a key's record went into. */
const recordsOf = (inbox: Inbox, kind: InboxKind): { id: string }[] =>
  kind === 'submission' ? inbox.submissions : kind === 'contact' ? inbox.contacts : inbox.newsletters;

/** Expired keys are cut from the stored list in runs at least this long, not one per write. */
const EXPIRY_RUN = 1000;

/**
 * Cuts idempotency keys older than IDEMPOTENCY_TTL_MS from the front of the stored list (they are
 * added in time order) once enough have expired: the cost is the number expired, and the list
 * stays about a day long.
 */
function dropExpiredKeys(inbox: Inbox, now: number) {
  const oldest = now - IDEMPOTENCY_TTL_MS;
  let expired = 0;
  while (expired < inbox.idempotency.length && Date.parse(inbox.idempotency[expired]!.createdAt) < oldest) expired++;
  if (expired >= Math.min(EXPIRY_RUN, inbox.idempotency.length)) inbox.idempotency = inbox.idempotency.slice(expired);
}

/** Everything visitors send: submissions, contact messages and newsletter sign-ups. */
export function createInboxService({ store, clock = () => new Date(), newId = randomId }: InboxServiceDeps) {
  function parse<T>(schema: ZodType<T>, input: unknown, what: string): T {
    const parsed = schema.safeParse(input);
    if (!parsed.success) throw new InvalidError(`The ${what} is not valid`, toIssues(parsed.error));
    return parsed.data;
  }

  // The live keys by value, in the order they were added (which is time order): a lookup is one
  // Map access, however many are stored. Filled in as changes are applied, so a key is found by
  // the next change even within the same batch; an entry whose write then failed points at a
  // record that does not exist, and a lookup that finds no record treats the key as unused.
  const keys = new Map<string, IdempotencyRecord>();
  for (const entry of store.read().idempotency) keys.set(entry.key, entry);

  function liveKey(key: string, now: number): IdempotencyRecord | undefined {
    const oldest = now - IDEMPOTENCY_TTL_MS;
    for (const [first, entry] of keys) {
      if (Date.parse(entry.createdAt) >= oldest) break;
      keys.delete(first);
    }
    return keys.get(key);
  }

  /**
   * Validates outside the lock, then stores inside one serialised write: the record and its
   * idempotency entry land together or not at all. A post that filled the honeypot in gets the
   * same answer a person would, and nothing is stored, not even its idempotency entry.
   */
  async function send<T extends { id: string }>(
    kind: InboxKind,
    input: unknown,
    options: SendOptions,
    build: () => T,
    insert: (inbox: Inbox, record: T) => void,
  ): Promise<Sent<T>> {
    if (isHoneypotFilled(input)) return { record: build(), replayed: false };
    const fingerprint = fingerprintOf(input);
    const key = options.idempotencyKey;
    return store.update((inbox) => {
      const now = clock().getTime();
      dropExpiredKeys(inbox, now);
      const earlier = key === undefined ? undefined : liveKey(key, now);
      // Only a replay looks for its record, and only a key with a record counts as used.
      const stored = earlier && recordsOf(inbox, earlier.kind).find((candidate) => candidate.id === earlier.recordId);
      if (earlier && stored) {
        if (earlier.kind !== kind || earlier.fingerprint !== fingerprint) {
          throw new CoreError(
            'idempotency_mismatch',
            'This Idempotency-Key was already used with a different request body',
          );
        }
        return { record: stored as T, replayed: true };
      }
      const record = build();
      insert(inbox, record);
      if (key !== undefined) {
        const entry: IdempotencyRecord = {
          key,
          kind,
          fingerprint,
          recordId: record.id,
          createdAt: new Date(now).toISOString(),
        };
        if (earlier) inbox.idempotency = inbox.idempotency.filter((candidate) => candidate.key !== key);
        inbox.idempotency.push(entry);
        keys.delete(key);
        keys.set(key, entry);
      }
      return { record, replayed: false };
    });
  }

  return {
    async submit(input: unknown, options: SendOptions = {}): Promise<Sent<Submission>> {
      const payload = parse(submissionPayloadSchema, input, 'submission');
      return send<Submission>(
        'submission',
        input,
        options,
        () => ({ ...payload, id: newId(), status: 'pending', submittedAt: clock().toISOString() }),
        (inbox, record) => inbox.submissions.push(record),
      );
    },

    async contact(input: unknown, options: SendOptions = {}): Promise<Sent<Contact>> {
      const payload = parse(contactPayloadSchema, input, 'message');
      return send<Contact>(
        'contact',
        input,
        options,
        () => ({ ...payload, id: newId(), status: 'unread', submittedAt: clock().toISOString() }),
        (inbox, record) => inbox.contacts.push(record),
      );
    },

    async subscribe(input: unknown, options: SendOptions = {}): Promise<Sent<NewsletterSubscription>> {
      const payload = parse(newsletterPayloadSchema, input, 'subscription');
      const email = normaliseEmail(payload.email);
      return send<NewsletterSubscription>(
        'newsletter',
        input,
        options,
        () => ({ id: newId(), email, subscribedAt: clock().toISOString(), isActive: true }),
        (inbox, record) => {
          if (inbox.newsletters.some((existing) => normaliseEmail(existing.email) === email)) {
            throw new ConflictError(NEWSLETTER_DUPLICATE_MESSAGE);
          }
          inbox.newsletters.push(record);
        },
      );
    },
  };
}

export type InboxService = ReturnType<typeof createInboxService>;
