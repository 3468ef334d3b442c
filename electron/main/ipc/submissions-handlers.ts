import type { Handlers, IpcMainLike, RegisterOptions } from './register';
import { registerHandlers } from './register';
import { asJson, type OutboxDeps } from './outbox-deps';

/**
 * A submission goes into the outbox the moment it is made (validated by the wrapper with core's
 * submission schema); the answer is the record as the hosted API will store it, pending.
 */
export function submissionsHandlers({ outbox, afterQueued }: OutboxDeps): Handlers<'submitIsland'> {
  return {
    async submitIsland(payload) {
      const item = await outbox.enqueue('submission', asJson(payload));
      afterQueued?.();
      const { submitterEmail: _private, ...visible } = payload;
      return {
        outboxItemId: item.id,
        queuedAt: item.queuedAt,
        record: { ...visible, id: item.id, status: 'pending', submittedAt: item.queuedAt },
      };
    },
  };
}

export function registerSubmissionsHandlers(ipc: IpcMainLike, deps: OutboxDeps, options: RegisterOptions) {
  registerHandlers(ipc, submissionsHandlers(deps), options);
}
