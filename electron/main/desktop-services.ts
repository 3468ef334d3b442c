import path from 'node:path';
import { createCatalogueService } from '@core/catalogue-service';
import { createOutlineService } from '@core/outline-service';
import type { OutboxStatus } from '@core/outbox';
import { createOutboxService } from '@core/outbox-service';
import type { Logger } from '../../node/logger';
import { refreshCatalogue } from './catalogue/catalogue-refresh';
import { openDesktopCatalogue } from './catalogue/desktop-catalogue';
import { registerContactsHandlers } from './ipc/contacts-handlers';
import { registerIslandsHandlers } from './ipc/islands-handlers';
import { registerNewsletterHandlers } from './ipc/newsletter-handlers';
import type { IpcMainLike } from './ipc/register';
import { registerSubmissionsHandlers } from './ipc/submissions-handlers';
import { registerSyncHandlers } from './ipc/sync-handlers';
import { openOutboxStore } from '../../node/stores/outbox-store';
import { loadOutlines } from '../../node/stores/outline-file';
import { loadSettings, watchSettings } from './settings';
import { createSyncWorker, type SyncWorkerDeps } from './sync/sync-worker';

export interface DesktopServicesOptions {
  /** resources/data/catalog.json in the packaged app, data/catalog.json in development. */
  bundledCatalogFile: string;
  /** Electron's userData folder: the outbox, the settings, a refreshed catalogue. */
  userDataDir: string;
  logger: Logger;
  env?: NodeJS.ProcessEnv;
  /** False in a development run (electron-vite dev): it then sends to the local server by default. */
  isPackaged?: boolean;
  /** What the sync worker and the refresh may be given instead of the real clock, network, etc. */
  worker?: Omit<Partial<SyncWorkerDeps>, 'outbox' | 'apiBaseUrl' | 'logger'>;
}

/**
 * Everything the main process runs, without Electron: the catalogue over the core service, the
 * outbox, the sync worker, and the registration of every IPC handler module. The Electron entry
 * and the tests both build the app through this.
 */
export async function openDesktopServices(options: DesktopServicesOptions) {
  const { bundledCatalogFile, userDataDir, logger, env = process.env, worker: workerOptions = {} } = options;
  const settingsOptions = { userDataDir, env, logger, isPackaged: options.isPackaged ?? true };
  let settings = await loadSettings(settingsOptions);
  const stopWatchingSettings = await watchSettings({
    ...settingsOptions,
    onChange: (next) => {
      if (next.apiBaseUrl !== settings.apiBaseUrl)
        logger.info('API address changed', { from: settings.apiBaseUrl, to: next.apiBaseUrl });
      settings = next;
    },
  });
  const catalogue = await openDesktopCatalogue({ bundledFile: bundledCatalogFile, userDataDir, logger });
  // The coastlines ship beside the bundled catalogue (resources/data in the packaged app).
  const outlines = createOutlineService(
    await loadOutlines(path.join(path.dirname(bundledCatalogFile), 'outlines.topo.json'), logger),
  );
  const catalogueService = createCatalogueService({ store: catalogue, hasOutline: (id) => !!outlines.geometryOf(id) });

  const outbox = await openOutboxStore(userDataDir, { logger });
  const worker = createSyncWorker({ ...workerOptions, outbox, apiBaseUrl: () => settings.apiBaseUrl, logger });
  const outboxService = createOutboxService({
    store: outbox,
    afterQueued: () => worker.wake(),
    ...(workerOptions.clock ? { clock: workerOptions.clock } : {}),
  });

  const status = (): OutboxStatus => outboxService.status(worker.state().online);
  const refresh = () =>
    refreshCatalogue({
      catalogue,
      apiBaseUrl: settings.apiBaseUrl,
      // settings is read at each call: a changed address applies to the next update.
      ...(workerOptions.fetch ? { fetch: workerOptions.fetch } : {}),
      ...(workerOptions.clock ? { clock: workerOptions.clock } : {}),
    });

  return {
    /** The settings in force now: read again whenever settings.json changes. */
    get settings() {
      return settings;
    },
    catalogue,
    catalogueService,
    outbox,
    outboxService,
    worker,
    status,
    refreshCatalogue: refresh,

    /** One handler module per domain, every channel through the same checking wrapper. */
    registerIpc(ipc: IpcMainLike, isTrustedSender: (url: string) => boolean) {
      const registration = { isTrustedSender, logger };
      registerIslandsHandlers(ipc, catalogueService, outlines, registration);
      registerSubmissionsHandlers(ipc, outboxService, registration);
      registerContactsHandlers(ipc, outboxService, registration);
      registerNewsletterHandlers(ipc, outboxService, registration);
      registerSyncHandlers(
        ipc,
        { outbox: outboxService, worker, refreshCatalogue: refresh, apiBaseUrl: () => settings.apiBaseUrl, logger },
        registration,
      );
    },

    /** Calls the listener with the new status whenever the outbox or the connection changes. */
    onStatusChange(listener: (status: OutboxStatus) => void): () => void {
      const offOutbox = outbox.onChange(() => listener(status()));
      const offWorker = worker.onStateChange(() => listener(status()));
      return () => {
        offOutbox();
        offWorker();
      };
    },

    async close() {
      stopWatchingSettings();
      await worker.stop();
      await outbox.flush();
      catalogue.close();
    },
  };
}

export type DesktopServices = Awaited<ReturnType<typeof openDesktopServices>>;
