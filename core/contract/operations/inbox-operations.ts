import { API_ERRORS, BODY_ERRORS } from '../api-errors';
import { defineOperations } from '../operation';
import {
  contactPayloadSchema,
  newsletterConfirmPayloadSchema,
  newsletterConfirmedSchema,
  newsletterPayloadSchema,
  publicContactSchema,
  newsletterReceiptSchema,
  publicSubmissionSchema,
  submissionPayloadSchema,
} from '../schemas';

/** What visitors send: stored by the server, queued in the desktop's outbox until it can be. */
export const INBOX_OPERATIONS = defineOperations({
  createSubmission: {
    summary: 'Submit an island',
    description: 'Suggest an island for review. Stored as pending. Send an Idempotency-Key header to retry safely.',
    tag: 'Inbox',
    http: {
      method: 'post',
      path: '/api/submissions',
      answers: 'The stored submission',
      status: 201,
      documented: true,
      // Plainly an example, not a fact about a real island: it lands in the review queue as one.
      bodyExample: {
        name: 'Example Reef',
        country: 'Example',
        region: 'Pacific',
        category: 'Uninhabited',
        description: 'An example submission, sent to show the shape of the body.',
        latitude: -20.5,
        longitude: -150.25,
        population: 0,
        accessMethod: 'Boat Only',
        hasAirport: false,
        hasAbandonedAirstrip: false,
        isInhabited: false,
        militaryHistory: false,
        submitterName: 'Ada Lovelace',
        submitterEmail: 'ada@example.org',
      },
    },
    channel: 'submissions:queue',
    body: submissionPayloadSchema,
    output: publicSubmissionSchema,
    errors: [...BODY_ERRORS, API_ERRORS.idempotency, API_ERRORS.unavailable],
    outbox: 'submission',
  },
  createContact: {
    summary: 'Send a contact message',
    description: 'A message to the team. Stored as unread.',
    tag: 'Inbox',
    http: {
      method: 'post',
      path: '/api/contacts',
      answers: 'The stored message',
      status: 201,
      documented: true,
      bodyExample: {
        name: 'Ada Lovelace',
        email: 'ada@example.org',
        subject: 'Data correction',
        message: 'An example message, sent to show the shape of the body.',
      },
    },
    channel: 'contacts:queue',
    body: contactPayloadSchema,
    output: publicContactSchema,
    errors: [...BODY_ERRORS, API_ERRORS.idempotency, API_ERRORS.unavailable],
    outbox: 'contact',
  },
  createNewsletter: {
    summary: 'Subscribe to the newsletter',
    description:
      'Subscribe an e-mail address. The answer is the same whether the address is new or already subscribed (ignoring case and spaces), so it tells no one who reads the newsletter; an address is stored once. Where the server sends mail (SMTP configured), a new address is sent a link and is subscribed only once it follows it (double opt-in): every sign-up is then answered "confirmation-sent".',
    tag: 'Inbox',
    http: {
      method: 'post',
      path: '/api/newsletters',
      answers: 'The address is subscribed',
      status: 201,
      documented: true,
      bodyExample: { email: 'reader@example.org' },
    },
    channel: 'newsletter:queue',
    body: newsletterPayloadSchema,
    output: newsletterReceiptSchema,
    errors: [...BODY_ERRORS, API_ERRORS.idempotency, API_ERRORS.unavailable],
    outbox: 'newsletter',
  },
  confirmNewsletter: {
    summary: 'Confirm a newsletter sign-up',
    description:
      'Confirm an address by the code of the link its confirmation e-mail carries (double opt-in, where the server sends mail). A link works once, for a week; the answer never says whose address it was.',
    tag: 'Inbox',
    http: {
      method: 'post',
      path: '/api/newsletters/confirm',
      answers: 'The address is subscribed',
      documented: true,
      bodyExample: { token: 'Q2hlY2sgeW91ciBpbmJveCBmb3IgdGhlIHJlYWwgb25' },
    },
    body: newsletterConfirmPayloadSchema,
    output: newsletterConfirmedSchema,
    errors: [...BODY_ERRORS, API_ERRORS.badLink, API_ERRORS.unavailable],
  },
});
