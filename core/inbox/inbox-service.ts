import type { ZodType } from 'zod';
import { InvalidError, NotFoundError } from '../contract/errors';
import type { Contact, NewsletterSubscription, Submission } from '../contract/schemas';
import {
  HONEYPOT_FIELD,
  contactPayloadSchema,
  newsletterConfirmPayloadSchema,
  newsletterPayloadSchema,
  submissionPayloadSchema,
  toIssues,
} from '../contract/schemas';
import type { InboxKind, InboxRecordOf, InboxStore } from '../store';
import { normaliseEmail } from './document-inbox';
import { randomId } from '../catalogue/catalogue-service';
import { fingerprintOf } from './canonical-json';
import { CONFIRMATION_TTL_MS, tokenHash } from './confirmation-token';

/** A confirmation link that confirms nothing: never a hint of whose it was. */
export const NEWSLETTER_LINK_INVALID_MESSAGE =
  'This confirmation link does not work: it has been used already, has expired after a week, or was mistyped. Sign up again for a new one.';

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
  /** True when a bot filled the honeypot in: answered like a person, nothing stored (nor mailed). */
  discarded?: true;
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
    if (isHoneypotFilled(input)) return { record: build(), replayed: false, discarded: true };
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

    /**
     * A sign-up. With `pendingTokenHash` (double opt-in) the address is stored pending, not yet
     * active, until the link of that code confirms it; an address already held is a ConflictError.
     */
    async subscribe(
      input: unknown,
      options: SendOptions & { pendingTokenHash?: string } = {},
    ): Promise<Sent<NewsletterSubscription>> {
      const payload = parse(newsletterPayloadSchema, input, 'subscription');
      const email = normaliseEmail(payload.email);
      const { pendingTokenHash, ...sendOptions } = options;
      return send('newsletter', input, sendOptions, () => {
        const at = clock().toISOString();
        return {
          id: newId(),
          email,
          subscribedAt: at,
          isActive: pendingTokenHash === undefined,
          ...(pendingTokenHash === undefined ? {} : { confirmation: { tokenHash: pendingTokenHash, sentAt: at } }),
        };
      });
    },

    /** A sign-up of an address still pending gets a new link; false when it is not pending. */
    async renewConfirmation(input: unknown, tokenHash: string): Promise<boolean> {
      const payload = parse(newsletterPayloadSchema, input, 'subscription');
      return store.renewConfirmation(normaliseEmail(payload.email), { tokenHash, sentAt: clock().toISOString() });
    },

    /** The link of a sign-up followed: its address becomes active. A code unknown, used or expired is NotFound. */
    async confirm(input: unknown): Promise<NewsletterSubscription> {
      const { token } = parse(newsletterConfirmPayloadSchema, input, 'confirmation');
      const now = clock();
      const since = new Date(now.getTime() - CONFIRMATION_TTL_MS);
      const confirmed = await store.confirmSubscription(await tokenHash(token), since, now);
      if (!confirmed) throw new NotFoundError(NEWSLETTER_LINK_INVALID_MESSAGE);
      return confirmed;
    },
  };
}

export type InboxService = ReturnType<typeof createInboxService>;
