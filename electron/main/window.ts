import { BrowserWindow, shell, type Session } from 'electron';
import { allowPermission, decideNavigation, decideWindowOpen, webPreferences } from './window-policy';

/** The session every page runs in: the CSP on every response, and no permission by default. */
export function hardenSession(session: Session, csp: string): void {
  session.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [csp] } });
  });
  session.setPermissionRequestHandler((_contents, permission, callback) => callback(allowPermission(permission)));
  session.setPermissionCheckHandler((_contents, permission) => allowPermission(permission));
}

function openOutside(url: string) {
  shell.openExternal(url).catch(() => undefined);
}

/** The one window: sandboxed, isolated, locked to the app; links out go to the system browser. */
export function createMainWindow(options: { appUrl: string; preload: string }): BrowserWindow {
  const { appUrl, preload } = options;
  const window = new BrowserWindow({
    width: 1280,
    height: 860,
    minWidth: 360,
    minHeight: 480,
    show: false,
    title: 'Isolario',
    backgroundColor: '#ffffff',
    autoHideMenuBar: true,
    webPreferences: webPreferences(preload),
  });
  const contents = window.webContents;

  const guard = (event: { url: string; preventDefault(): void }) => {
    const decision = decideNavigation(event.url, appUrl);
    if (decision.allow) return;
    event.preventDefault();
    if (decision.openExternal) openOutside(event.url);
  };
  contents.on('will-navigate', guard);
  contents.on('will-redirect', guard);
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    const decision = decideWindowOpen(url, appUrl);
    if (decision.openExternal) openOutside(url);
    return { action: decision.action };
  });

  window.once('ready-to-show', () => window.show());
  void window.loadURL(appUrl);
  return window;
}
