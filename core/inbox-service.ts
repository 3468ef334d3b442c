import type { ZodType } from 'zod';
import { InvalidError } from './errors';
import type { Contact, NewsletterSubscription, Submission } from './schemas';
import {
  HONEYPOT_FIELD,
  contactPayloadSchema,
  newsletterPayloadSchema,
  submissionPayloadSchema,
  toIssues,
} from './schemas';
import type { InboxKind, InboxRecordOf, InboxStore } from './store';
import { normaliseEmail } from './document-inbox';
import { randomId } from './catalogue-service';

// Where the idempotency rules and the duplicate email live now, re-exported for the transports.
export { IDEMPOTENCY_TTL_MS, NEWSLETTER_DUPLICATE_MESSAGE, normaliseEmail } from './document-inbox';

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

/** Everything visitors send: submissions, contact messages and newsletter sign-ups. */
export function createInboxService({ store, clock = () => new Date(), newId = randomId }: InboxServiceDeps) {
  function parse<T>(schema: ZodType<T>, input: unknown, what: string): T {
    const parsed = schema.safeParse(input);
    if (!parsed.success) throw new InvalidError(`The ${what} is not valid`, toIssues(parsed.error));
    return parsed.data;
  }

  /**
   * Validated before this; the store keeps the record and its key together, once. A post that
   * filled the honeypot in gets the same answer a person would, and nothing is stored, not even
   * its idempotency entry.
   */
  async function send<K extends InboxKind>(
    kind: K,
    input: unknown,
    options: SendOptions,
    build: () => InboxRecordOf[K],
  ): Promise<Sent<InboxRecordOf[K]>> {
    if (isHoneypotFilled(input)) return { record: build(), replayed: false };
    const key = options.idempotencyKey;
    const claim = key === undefined ? undefined : { key, fingerprint: fingerprintOf(input) };
    return store.add(kind, build(), claim, clock());
  }

  return {
    async submit(input: unknown, options: SendOptions = {}): Promise<Sent<Submission>> {
      const payload = parse(submissionPayloadSchema, input, 'submission');
      return send('submission', input, options, () => ({
        ...payload,
        id: newId(),
        status: 'pending',
        submittedAt: clock().toISOString(),
      }));
    },

    async contact(input: unknown, options: SendOptions = {}): Promise<Sent<Contact>> {
      const payload = parse(contactPayloadSchema, input, 'message');
      return send('contact', input, options, () => ({
        ...payload,
        id: newId(),
        status: 'unread',
        submittedAt: clock().toISOString(),
      }));
    },

    async subscribe(input: unknown, options: SendOptions = {}): Promise<Sent<NewsletterSubscription>> {
      const payload = parse(newsletterPayloadSchema, input, 'subscription');
      const email = normaliseEmail(payload.email);
      return send('newsletter', input, options, () => ({
        id: newId(),
        email,
        subscribedAt: clock().toISOString(),
        isActive: true,
      }));
    },
  };
}

export type InboxService = ReturnType<typeof createInboxService>;
