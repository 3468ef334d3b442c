import type { OutboxService } from '@core/outbox/outbox-service';
import type { Handlers } from './register';

/** A newsletter sign-up goes into the outbox at once (the service refuses an address already there). */
export function newsletterHandlers(outbox: OutboxService): Handlers<'createNewsletter'> {
  return { createNewsletter: ({ body }) => outbox.queueNewsletter(body) };
}
