import { ConflictError } from '@core/errors';
import { NEWSLETTER_DUPLICATE_MESSAGE, normaliseEmail } from '@core/inbox-service';
import type { Handlers, IpcMainLike, RegisterOptions } from './register';
import { registerHandlers } from './register';
import { asJson, type OutboxDeps } from './outbox-deps';

/**
 * A newsletter sign-up goes into the outbox at once. The same address already waiting (or sent
 * from this computer) is refused here with the server's own message, as the server would.
 */
export function newsletterHandlers({ outbox, afterQueued }: OutboxDeps): Handlers<'subscribe'> {
  return {
    async subscribe(payload) {
      const email = normaliseEmail(payload.email);
      const item = await outbox.enqueue('newsletter', asJson({ ...payload, email }), (current) => {
        const duplicate = current.items.some(
          (other) =>
            other.kind === 'newsletter' &&
            other.state !== 'rejected' &&
            typeof other.payload.email === 'string' &&
            normaliseEmail(other.payload.email) === email,
        );
        if (duplicate) throw new ConflictError(NEWSLETTER_DUPLICATE_MESSAGE);
      });
      afterQueued?.();
      return {
        outboxItemId: item.id,
        queuedAt: item.queuedAt,
        record: { id: item.id, subscribedAt: item.queuedAt, isActive: true },
      };
    },
  };
}

export function registerNewsletterHandlers(ipc: IpcMainLike, deps: OutboxDeps, options: RegisterOptions) {
  registerHandlers(ipc, newsletterHandlers(deps), options);
}
