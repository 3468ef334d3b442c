import type { Handlers, IpcMainLike, RegisterOptions } from './register';
import { registerHandlers } from './register';
import { asJson, type OutboxDeps } from './outbox-deps';

/** A contact message goes into the outbox at once; the answer is the message as it will be stored, unread. */
export function contactsHandlers({ outbox, afterQueued }: OutboxDeps): Handlers<'sendContact'> {
  return {
    async sendContact(payload) {
      const item = await outbox.enqueue('contact', asJson(payload));
      afterQueued?.();
      return {
        outboxItemId: item.id,
        queuedAt: item.queuedAt,
        record: {
          id: item.id,
          name: payload.name,
          subject: payload.subject,
          status: 'unread',
          submittedAt: item.queuedAt,
        },
      };
    },
  };
}

export function registerContactsHandlers(ipc: IpcMainLike, deps: OutboxDeps, options: RegisterOptions) {
  registerHandlers(ipc, contactsHandlers(deps), options);
}
