import type { OutboxService } from '@core/outbox/outbox-service';
import type { Handlers, IpcMainLike, RegisterOptions } from './register';
import { registerHandlers } from './register';

/** A submission goes into the outbox the moment it is made; the answer says it is queued, and since when. */
export function submissionsHandlers(outbox: OutboxService): Handlers<'submitIsland'> {
  return { submitIsland: (payload) => outbox.queueSubmission(payload) };
}

export function registerSubmissionsHandlers(ipc: IpcMainLike, outbox: OutboxService, options: RegisterOptions) {
  registerHandlers(ipc, submissionsHandlers(outbox), options);
}
