import type { OutboxService } from '@core/outbox/outbox-service';
import type { Handlers, IpcMainLike, RegisterOptions } from './register';
import { registerHandlers } from './register';

/** A contact message goes into the outbox at once; the answer says it is queued. */
export function contactsHandlers(outbox: OutboxService): Handlers<'sendContact'> {
  return { sendContact: (payload) => outbox.queueContact(payload) };
}

export function registerContactsHandlers(ipc: IpcMainLike, outbox: OutboxService, options: RegisterOptions) {
  registerHandlers(ipc, contactsHandlers(outbox), options);
}
