import type { OutboxService } from '@core/outbox/outbox-service';
import type { Handlers } from './register';

/** A submission goes into the outbox the moment it is made; the answer says it is queued, and since when. */
export function submissionsHandlers(outbox: OutboxService): Handlers<'createSubmission'> {
  return { createSubmission: ({ body }) => outbox.queueSubmission(body) };
}
