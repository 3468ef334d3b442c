import type { Implementations } from '../contract/operation';
import type { INBOX_OPERATIONS } from '../contract/operations/inbox-operations';
import { ConflictError } from '../contract/errors';
import { publicContactSchema, publicSubmissionSchema, type NewsletterReceipt } from '../contract/schemas';
import type { InboxService } from './inbox-service';

/** A sign-up's one answer, whether the address is new or already held. */
const SUBSCRIBED: NewsletterReceipt = { status: 'subscribed' };

/**
 * What visitors send, stored in the inbox: the service checks the body as it was sent (its
 * idempotency fingerprint is of that body), and the answer is the public part of the record.
 */
export function inboxOperations(inbox: InboxService): Implementations<typeof INBOX_OPERATIONS> {
  return {
    async createSubmission({ body }, { idempotencyKey }) {
      const sent = await inbox.submit(body, { idempotencyKey });
      return { answer: publicSubmissionSchema.parse(sent.record), replayed: sent.replayed };
    },
    async createContact({ body }, { idempotencyKey }) {
      const sent = await inbox.contact(body, { idempotencyKey });
      return { answer: publicContactSchema.parse(sent.record), replayed: sent.replayed };
    },
    // An address already subscribed is answered as a new one: the store keeps it once, and the
    // answer says nothing of who had signed up before.
    async createNewsletter({ body }, { idempotencyKey }) {
      try {
        const sent = await inbox.subscribe(body, { idempotencyKey });
        return { answer: SUBSCRIBED, replayed: sent.replayed };
      } catch (error) {
        if (error instanceof ConflictError) return { answer: SUBSCRIBED, replayed: false };
        throw error;
      }
    },
  };
}
