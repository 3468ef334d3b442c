import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { app, BrowserWindow, dialog, ipcMain, net, protocol, session, shell } from 'electron';
import { gibsOrigin } from '@core/satellite/gibs';
import { CATALOGUE_PROGRESS_CHANNEL, OUTBOX_CHANGED_CHANNEL } from '@core/contract/ipc-channels';
import { createLogFileWriter } from '../../node/log-file';
import { createLogger } from '../../node/logger';
import { serveAppRequest } from './app-protocol';
import { developmentUserDataDir } from './settings';
import { openDesktopServices, type DesktopServices } from './desktop-services';
import { serveDesktopMcp } from './mcp-stdio';
import { createMainWindow, hardenSession } from './window';
import { APP_SCHEME, APP_URL, contentSecurityPolicy, isAppUrl } from './window-policy';

// Thin on purpose: everything below the Electron calls lives in modules tested under Node.
const here = path.dirname(fileURLToPath(import.meta.url));
const devUrl = !app.isPackaged ? process.env.ELECTRON_RENDERER_URL : undefined;
const appUrl = devUrl ?? APP_URL;
const csp = contentSecurityPolicy({
  dev: devUrl !== undefined,
  imageOrigins: [gibsOrigin(process.env.GIBS_URL)],
});
// A development run keeps its own outbox, settings and catalogue, apart from the installed app's.
if (!app.isPackaged) app.setPath('userData', developmentUserDataDir(app.getPath('userData')));
// Every line goes to stderr and to userData/logs/isolario.log, which "Open log folder" shows.
const logDir = path.join(app.getPath('userData'), 'logs');
const logFile = createLogFileWriter({ dir: logDir });
const logger = createLogger(app.isPackaged ? 'info' : 'debug', (line) => {
  process.stderr.write(line);
  logFile(line);
});

protocol.registerSchemesAsPrivileged([
  {
    scheme: APP_SCHEME,
    privileges: { standard: true, secure: true, supportFetchAPI: true, corsEnabled: true, codeCache: true },
  },
]);
// `--mcp`: no window, the catalogue's tools over stdio for the person's own assistant. It writes
// no outbox, so it runs beside an open window. Otherwise one instance only: two would write the
// same outbox file.
const mcp = process.argv.includes('--mcp');
const primary = mcp || app.requestSingleInstanceLock();

let services: DesktopServices | undefined;

async function start() {
  await app.whenReady();
  hardenSession(session.defaultSession, csp);
  const rendererDir = path.join(here, '../renderer');
  protocol.handle(APP_SCHEME, (request) => serveAppRequest(request, rendererDir, csp));

  services = await openDesktopServices({
    bundledCatalogFile: app.isPackaged
      ? path.join(process.resourcesPath, 'data', 'catalog.json')
      : path.join(app.getAppPath(), 'data', 'catalog.json'),
    userDataDir: app.getPath('userData'),
    isPackaged: app.isPackaged,
    logger,
    logDir,
    // Chromium's network stack: the system proxy, PAC files and the OS certificate store apply.
    fetch: (input, init) => net.fetch(input instanceof URL ? input.href : input, init),
    worker: { isOnline: () => net.isOnline() },
    shell: {
      openPath: (folder) => shell.openPath(folder),
      async chooseSaveFile(suggestedName) {
        const options = {
          title: 'Export the outbox',
          defaultPath: path.join(app.getPath('documents'), suggestedName),
          filters: [{ name: 'JSON', extensions: ['json'] }],
        };
        const owner = BrowserWindow.getFocusedWindow();
        const chosen = owner ? await dialog.showSaveDialog(owner, options) : await dialog.showSaveDialog(options);
        return chosen.canceled ? undefined : chosen.filePath;
      },
      async chooseFolder(title) {
        const options = {
          title,
          defaultPath: app.getPath('documents'),
          properties: ['openDirectory' as const, 'createDirectory' as const],
        };
        const owner = BrowserWindow.getFocusedWindow();
        const chosen = owner ? await dialog.showOpenDialog(owner, options) : await dialog.showOpenDialog(options);
        return chosen.canceled ? undefined : chosen.filePaths[0];
      },
    },
  });
  services.registerIpc(ipcMain, (url) => isAppUrl(url, appUrl));
  services.onStatusChange((status) => {
    for (const window of BrowserWindow.getAllWindows()) window.webContents.send(OUTBOX_CHANGED_CHANNEL, status);
  });
  services.onCatalogueProgress((progress) => {
    for (const window of BrowserWindow.getAllWindows()) window.webContents.send(CATALOGUE_PROGRESS_CHANNEL, progress);
  });

  const preload = path.join(here, '../preload/index.cjs');
  createMainWindow({ appUrl, preload });
  services.worker.start();

  app.on('second-instance', () => {
    const [window] = BrowserWindow.getAllWindows();
    if (window?.isMinimized()) window.restore();
    window?.focus();
  });
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createMainWindow({ appUrl, preload });
  });
}

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});

let quitting = false;
app.on('before-quit', (event) => {
  if (quitting || !services) return;
  // Let the outbox finish its write; an item on its way is sent again, with its key, next time.
  event.preventDefault();
  quitting = true;
  const timeout = new Promise((resolve) => setTimeout(resolve, 3_000));
  void Promise.race([services.close(), timeout]).finally(() => app.quit());
});

async function startMcp() {
  await app.whenReady();
  const mcpServer = await serveDesktopMcp({
    bundledCatalogFile: app.isPackaged
      ? path.join(process.resourcesPath, 'data', 'catalog.json')
      : path.join(app.getAppPath(), 'data', 'catalog.json'),
    userDataDir: app.getPath('userData'),
    logger,
    version: app.getVersion(),
  });
  // The assistant closing its end of stdin is the end of the session.
  process.stdin.once('end', () => void mcpServer.close().finally(() => app.quit()));
}

if (mcp) {
  startMcp().catch((error: unknown) => {
    logger.error('Isolario MCP could not start', { error: String((error as Error)?.stack ?? error) });
    app.exit(1);
  });
} else if (!primary) {
  app.quit();
} else {
  start().catch((error: unknown) => {
    logger.error('Isolario could not start', { error: String((error as Error)?.stack ?? error) });
    dialog.showErrorBox('Isolario could not start', (error as Error)?.message ?? String(error));
    app.exit(1);
  });
}
