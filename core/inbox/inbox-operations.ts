import type { Implementations } from '../contract/operation';
import type { INBOX_OPERATIONS } from '../contract/operations/inbox-operations';
import { publicContactSchema, publicNewsletterSchema, publicSubmissionSchema } from '../contract/schemas';
import type { InboxService } from './inbox-service';

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
    async createNewsletter({ body }, { idempotencyKey }) {
      const sent = await inbox.subscribe(body, { idempotencyKey });
      return { answer: publicNewsletterSchema.parse(sent.record), replayed: sent.replayed };
    },
  };
}
