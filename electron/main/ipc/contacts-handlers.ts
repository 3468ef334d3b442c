import type { OutboxService } from '@core/outbox/outbox-service';
import type { Handlers } from './register';

/** A contact message goes into the outbox at once; the answer says it is queued. */
export function contactsHandlers(outbox: OutboxService): Handlers<'createContact'> {
  return { createContact: ({ body }) => outbox.queueContact(body) };
}
