import type { OutboxService } from '@core/outbox/outbox-service';
import type { SyncWorker } from '../sync/sync-worker';
import type { Handlers, RegisterOptions } from './register';

export interface SyncDeps {
  outbox: OutboxService;
  worker: Pick<SyncWorker, 'state' | 'syncOnce'>;
  /** The hosted API's base URL (settings, or ISOLARIO_API_URL). */
  apiBaseUrl: () => string;
  logger: RegisterOptions['logger'];
}

export type SyncMethod = 'outboxStatus' | 'retryOutboxItem' | 'discardOutboxItem' | 'syncOutbox' | 'apiInfo';

/** The outbox as the header shows it, its retry and discard, a sync on demand, and which hosted API it talks to. */
export function syncHandlers({ outbox, worker, apiBaseUrl, logger }: SyncDeps): Handlers<SyncMethod> {
  const status = () => outbox.status(worker.state().online);
  return {
    outboxStatus: status,
    async retryOutboxItem({ body }) {
      await outbox.retry(body.id);
      // Asked for by the user: sent now, not after the backoff; the answer shows it waiting.
      worker.syncOnce({ force: true }).catch((error) => logger.error('retry sync failed', { error: String(error) }));
      return status();
    },
    async discardOutboxItem({ body }) {
      await outbox.discard(body.id);
      return status();
    },
    async syncOutbox() {
      await worker.syncOnce({ force: true });
      return status();
    },
    apiInfo: () => ({ baseUrl: apiBaseUrl() }),
  };
}
