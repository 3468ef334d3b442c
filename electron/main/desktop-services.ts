import path from 'node:path';
import type { CatalogueProgress } from '@core/contract/desktop-status';
import type { OutboxStatus } from '@core/outbox/outbox';
import { createOutboxService } from '@core/outbox/outbox-service';
import type { Logger } from '../../node/logger';
import { openCatalogueChecks } from './catalogue/catalogue-checks';
import { openCatalogueService } from './catalogue/open-catalogue-service';
import { createCatalogueUpdates } from './catalogue/catalogue-updates';
import type { IpcOperationId } from '@core/contract/operations';
import { appHandlers } from './ipc/app-handlers';
import { catalogueHandlers } from './ipc/catalogue-handlers';
import { contactsHandlers } from './ipc/contacts-handlers';
import { islandsHandlers } from './ipc/islands-handlers';
import { newsletterHandlers } from './ipc/newsletter-handlers';
import { outboxHandlers } from './ipc/outbox-handlers';
import { exportHandlers } from './ipc/export-handlers';
import { registerHandlers, type Handlers, type IpcMainLike } from './ipc/register';
import { submissionsHandlers } from './ipc/submissions-handlers';
import { syncHandlers } from './ipc/sync-handlers';
import { openOutboxStore } from '../../node/stores/outbox-store';
import { loadSettings, SETTINGS_FILE_NAME, watchSettings } from './settings';
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
  /**
   * The network both the sync worker and the catalogue update use: Electron's net.fetch in the
   * app (system proxy, PAC, OS certificates), Node's fetch or a recording stand-in in tests.
   */
  fetch?: typeof fetch;
  /** What the sync worker and the update may be given instead of the real clock, timers, etc. */
  worker?: Omit<Partial<SyncWorkerDeps>, 'outbox' | 'apiBaseUrl' | 'logger' | 'fetch'>;
  /** The window's side of the operating system: Electron's shell and save dialog in the app. */
  shell?: DesktopShell;
  /** Where the log file is written: userData/logs unless told otherwise. */
  logDir?: string;
}

/** The operating-system calls the app makes on the person's behalf, behind a seam the tests fill. */
export interface DesktopShell {
  /** shell.openPath: resolves '' once the folder is open, else the reason it is not. */
  openPath(folder: string): Promise<string>;
  /** A save dialog suggesting this name; undefined when the person closed it. */
  chooseSaveFile(suggestedName: string): Promise<string | undefined>;
  /** A folder dialog with this title; undefined when the person closed it (none: no dialog here). */
  chooseFolder?(title: string): Promise<string | undefined>;
}

const NO_SHELL: DesktopShell = {
  openPath: async () => 'No file manager is available here',
  chooseSaveFile: async () => undefined,
};

/**
 * Everything the main process runs, without Electron: the catalogue over the core service, the
 * outbox, the sync worker, and the registration of every IPC handler module. The Electron entry
 * and the tests both build the app through this.
 */
export async function openDesktopServices(options: DesktopServicesOptions) {
  const { bundledCatalogFile, userDataDir, logger, env = process.env, worker: workerOptions = {} } = options;
  const { fetch: fetchImpl, shell = NO_SHELL } = options;
  const settingsOptions = { userDataDir, env, logger, isPackaged: options.isPackaged ?? true };
  let settings = await loadSettings(settingsOptions);
  // Why the last change to settings.json was not used, until a usable one comes: shown as a notice.
  let settingsRefused: string | undefined;
  const stopWatchingSettings = await watchSettings({
    ...settingsOptions,
    onChange: (next) => {
      if (next.apiBaseUrl !== settings.apiBaseUrl)
        logger.info('API address changed', { from: settings.apiBaseUrl, to: next.apiBaseUrl });
      settings = next;
      settingsRefused = undefined;
    },
    onRefused: (reason) => (settingsRefused = reason),
  });
  const { catalogue, outlines, catalogueService } = await openCatalogueService({
    bundledCatalogFile,
    userDataDir,
    logger,
    env,
  });

  const outbox = await openOutboxStore(userDataDir, { logger });
  const worker = createSyncWorker({
    ...workerOptions,
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
    outbox,
    apiBaseUrl: () => settings.apiBaseUrl,
    logger,
  });
  const outboxService = createOutboxService({
    store: outbox,
    afterQueued: () => worker.wake(),
    ...(workerOptions.clock ? { clock: workerOptions.clock } : {}),
  });

  const status = (): OutboxStatus => outboxService.status(worker.state().online);
  const progressListeners = new Set<(progress: CatalogueProgress) => void>();
  const catalogueUpdates = createCatalogueUpdates({
    catalogue,
    checks: await openCatalogueChecks(userDataDir, logger),
    apiBaseUrl: () => settings.apiBaseUrl,
    logger,
    onProgress: (progress) => progressListeners.forEach((listener) => listener(progress)),
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
    ...(workerOptions.clock ? { clock: workerOptions.clock } : {}),
  });
  const logDir = options.logDir ?? path.join(userDataDir, 'logs');

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
    catalogueUpdates,
    refreshCatalogue: () => catalogueUpdates.run(),
    logDir,

    /**
     * One handler module per domain, every channel through the same checking wrapper; together they
     * answer every operation the table gives a channel (the type checker holds them to it).
     */
    registerIpc(ipc: IpcMainLike, isTrustedSender: (url: string) => boolean) {
      const apiBaseUrl = () => settings.apiBaseUrl;
      const handlers: Handlers<IpcOperationId> = {
        ...islandsHandlers(catalogueService, outlines, apiBaseUrl),
        ...submissionsHandlers(outboxService),
        ...contactsHandlers(outboxService),
        ...newsletterHandlers(outboxService),
        ...syncHandlers({ outbox: outboxService, worker, apiBaseUrl, logger }),
        ...outboxHandlers({
          outbox: outboxService,
          online: () => worker.state().online,
          chooseExportFile: (name) => shell.chooseSaveFile(name),
          ...(workerOptions.clock ? { clock: workerOptions.clock } : {}),
        }),
        ...catalogueHandlers(catalogueUpdates),
        ...exportHandlers({
          catalogue: catalogueService,
          chooseFolder: async (title) => shell.chooseFolder?.(title),
          ...(workerOptions.clock ? { clock: workerOptions.clock } : {}),
        }),
        ...appHandlers({
          outboxSetAside: () => outbox.setAside,
          settingsRefused: () =>
            settingsRefused === undefined
              ? undefined
              : { file: path.join(userDataDir, SETTINGS_FILE_NAME), reason: settingsRefused },
          logDir,
          openPath: (folder) => shell.openPath(folder),
        }),
      };
      registerHandlers(ipc, handlers, { isTrustedSender, logger });
    },

    /** Calls the listener with each step of a catalogue update's download; returns the unsubscribe. */
    onCatalogueProgress(listener: (progress: CatalogueProgress) => void): () => void {
      progressListeners.add(listener);
      return () => progressListeners.delete(listener);
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
      catalogueUpdates.cancel();
      await worker.stop();
      await outbox.flush();
      catalogue.close();
    },
  };
}

export type DesktopServices = Awaited<ReturnType<typeof openDesktopServices>>;
