import type { OutboxService } from '@core/outbox/outbox-service';
import type { Handlers, IpcMainLike, RegisterOptions } from './register';
import { registerHandlers } from './register';

/** A newsletter sign-up goes into the outbox at once (the service refuses an address already there). */
export function newsletterHandlers(outbox: OutboxService): Handlers<'subscribe'> {
  return { subscribe: (payload) => outbox.queueNewsletter(payload) };
}

export function registerNewsletterHandlers(ipc: IpcMainLike, outbox: OutboxService, options: RegisterOptions) {
  registerHandlers(ipc, newsletterHandlers(outbox), options);
}
