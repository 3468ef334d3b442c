import type { Implementations } from '../contract/operation';
import type { INBOX_OPERATIONS } from '../contract/operations/inbox-operations';
import { ConflictError } from '../contract/errors';
import { publicContactSchema, publicSubmissionSchema, type NewsletterReceipt } from '../contract/schemas';
import { normaliseEmail } from './document-inbox';
import { newConfirmationToken } from './confirmation-token';
import type { InboxService } from './inbox-service';

/** A sign-up's one answer, whether the address is new or already held. */
const SUBSCRIBED: NewsletterReceipt = { status: 'subscribed' };
const CONFIRMATION_SENT: NewsletterReceipt = { status: 'confirmation-sent' };

/**
 * Double opt-in, where the server sends mail: the link a new address is sent. Not awaited, so a
 * sign-up takes as long whether a mail goes or not (and so tells no one); a failed send is the
 * sender's to log, and signing up again sends a new link.
 */
export interface NewsletterOptIn {
  sendConfirmation(email: string, token: string): void;
}

/**
 * What visitors send, stored in the inbox: the service checks the body as it was sent (its
 * idempotency fingerprint is of that body), and the answer is the public part of the record.
 */
export function inboxOperations(
  inbox: InboxService,
  optIn?: NewsletterOptIn,
): Implementations<typeof INBOX_OPERATIONS> {
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
      if (!optIn) {
        try {
          const sent = await inbox.subscribe(body, { idempotencyKey });
          return { answer: SUBSCRIBED, replayed: sent.replayed };
        } catch (error) {
          if (error instanceof ConflictError) return { answer: SUBSCRIBED, replayed: false };
          throw error;
        }
      }
      const { token, tokenHash } = await newConfirmationToken();
      const email = (body as { email: string }).email;
      try {
        const sent = await inbox.subscribe(body, { idempotencyKey, pendingTokenHash: tokenHash });
        // A replay stored nothing new: its link went with the first answer. A bot's sign-up
        // (the honeypot filled in) is answered alike but mails no one: no relay for spam.
        if (!sent.replayed && !sent.discarded) optIn.sendConfirmation(normaliseEmail(email), token);
        return { answer: CONFIRMATION_SENT, replayed: sent.replayed };
      } catch (error) {
        if (!(error instanceof ConflictError)) throw error;
        // Still pending: a new link (the old one stops working). Subscribed already: nothing sent.
        if (await inbox.renewConfirmation(body, tokenHash)) optIn.sendConfirmation(normaliseEmail(email), token);
        return { answer: CONFIRMATION_SENT, replayed: false };
      }
    },
    async confirmNewsletter({ body }) {
      await inbox.confirm(body);
      return { status: 'confirmed' as const };
    },
  };
}
