/**
 * A recording stand-in for the `electron` module, for loading the built main bundle under plain
 * Node (no Electron binary can run on CI). It keeps the order of the calls that matter and
 * enforces what real Electron enforces about it: privileged schemes only before `ready`, the
 * protocol and the session only after, one handler per IPC channel. Anything it does not model
 * answers as a recorded no-op, so a new Electron call in the app does not break the harness.
 */

export interface FakeElectronOptions {
  isPackaged: boolean;
  /** app.getAppPath(): the project in development, app.asar when packaged. */
  appPath: string;
  /** app.getPath('userData') and every other getPath. */
  userData: string;
  /** What app.requestSingleInstanceLock() answers: false when another instance runs. */
  singleInstanceLock: boolean;
}

type Listener = (...args: unknown[]) => unknown;
type IpcListener = (event: unknown, ...args: unknown[]) => unknown;

/** The global the shim package (node_modules/electron beside the bundle) reads the stand-in from. */
export const FAKE_ELECTRON_GLOBAL = '__isolarioFakeElectron';

/** The names the shim package exports, so the bundle's `import { … } from "electron"` resolves. */
export const ELECTRON_EXPORTS = [
  'app',
  'autoUpdater',
  'BrowserWindow',
  'clipboard',
  'contentTracing',
  'crashReporter',
  'desktopCapturer',
  'dialog',
  'globalShortcut',
  'ipcMain',
  'Menu',
  'MenuItem',
  'MessageChannelMain',
  'nativeImage',
  'nativeTheme',
  'net',
  'Notification',
  'powerMonitor',
  'powerSaveBlocker',
  'protocol',
  'safeStorage',
  'screen',
  'session',
  'shell',
  'systemPreferences',
  'Tray',
  'utilityProcess',
  'webContents',
] as const;

export function createFakeElectron(options: FakeElectronOptions) {
  const calls: string[] = [];
  const record = (call: string) => calls.push(call);
  let ready = false;
  let markReady!: () => void;
  const whenReady = new Promise<void>((resolve) => (markReady = resolve));
  const privilegedSchemes: { scheme: string; privileges: Record<string, boolean> }[] = [];
  const appListeners = new Map<string, Listener[]>();
  const ipcHandlers = new Map<string, IpcListener>();
  const protocolHandlers = new Map<string, (request: Request) => Response | Promise<Response>>();
  const headerHooks: Listener[] = [];
  const windows: FakeWindow[] = [];
  let quit = false;
  let onQuit: () => void = () => undefined;
  const quitted = new Promise<void>((resolve) => (onQuit = resolve));

  /** Unmodelled members answer as recorded no-ops, returning undefined. */
  const lenient = <T extends object>(name: string, target: T): T =>
    new Proxy(target, {
      get(object, key, receiver) {
        if (typeof key === 'symbol' || key in object) return Reflect.get(object, key, receiver) as unknown;
        return (...args: unknown[]) => {
          record(`${name}.${key}(${args.length ? '…' : ''})`);
          return undefined;
        };
      },
    });

  const afterReady = (what: string) => {
    if (!ready) throw new Error(`${what} can only be used after the app is ready`);
  };

  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of appListeners.get(event) ?? []) listener(...args);
  };

  const app = lenient('app', {
    isPackaged: options.isPackaged,
    name: 'Isolario',
    getName: () => 'Isolario',
    getVersion: () => '0.0.0-test',
    getLocale: () => 'en-GB',
    isReady: () => ready,
    getAppPath: () => options.appPath,
    getPath: (name: string) => (name === 'userData' ? options.userData : `${options.userData}/${name}`),
    setPath(name: string, value: string) {
      record(`app.setPath(${name})`);
      if (name === 'userData') options.userData = value;
    },
    requestSingleInstanceLock() {
      record('app.requestSingleInstanceLock');
      return options.singleInstanceLock;
    },
    whenReady: () => whenReady,
    on(event: string, listener: Listener) {
      appListeners.set(event, [...(appListeners.get(event) ?? []), listener]);
      return app;
    },
    once(event: string, listener: Listener) {
      return app.on(event, listener);
    },
    /** Like Electron: before-quit first, and a listener may prevent it. */
    quit() {
      record('app.quit');
      let prevented = false;
      emit('before-quit', { preventDefault: () => (prevented = true) });
      if (!prevented && !quit) {
        quit = true;
        onQuit();
      }
    },
    exit(code = 0) {
      record(`app.exit(${code})`);
      quit = true;
      onQuit();
    },
  });

  const protocol = lenient('protocol', {
    registerSchemesAsPrivileged(schemes: { scheme: string; privileges: Record<string, boolean> }[]) {
      if (ready) throw new Error('protocol.registerSchemesAsPrivileged should be called before app is ready');
      record(`protocol.registerSchemesAsPrivileged(${schemes.map((s) => s.scheme).join(',')})`);
      privilegedSchemes.push(...schemes);
    },
    handle(scheme: string, handler: (request: Request) => Response | Promise<Response>) {
      afterReady('protocol.handle');
      record(`protocol.handle(${scheme})`);
      protocolHandlers.set(scheme, handler);
    },
  });

  const defaultSession = lenient('session.defaultSession', {
    webRequest: lenient('session.webRequest', {
      onHeadersReceived(listener: Listener) {
        record('session.webRequest.onHeadersReceived');
        headerHooks.push(listener);
      },
    }),
    setPermissionRequestHandler: () => record('session.setPermissionRequestHandler'),
    setPermissionCheckHandler: () => record('session.setPermissionCheckHandler'),
  });
  const session = lenient('session', {
    get defaultSession() {
      afterReady('session.defaultSession');
      return defaultSession;
    },
  });

  const ipcMain = lenient('ipcMain', {
    handle(channel: string, listener: IpcListener) {
      if (ipcHandlers.has(channel)) throw new Error(`Attempted to register a second handler for '${channel}'`);
      record(`ipcMain.handle(${channel})`);
      ipcHandlers.set(channel, listener);
    },
    removeHandler(channel: string) {
      ipcHandlers.delete(channel);
    },
  });

  class FakeWindow {
    static getAllWindows = () => [...windows];
    static getFocusedWindow = () => windows[0] ?? null;
    readonly options: Record<string, unknown>;
    readonly loaded: string[] = [];
    readonly sent: { channel: string; payload: unknown }[] = [];
    readonly webContents: unknown;
    constructor(windowOptions: Record<string, unknown>) {
      afterReady('BrowserWindow');
      record('new BrowserWindow');
      this.options = windowOptions;
      const sent = this.sent;
      this.webContents = lenient('webContents', {
        on: () => undefined,
        once: () => undefined,
        setWindowOpenHandler: () => undefined,
        send: (channel: string, payload: unknown) => sent.push({ channel, payload }),
      });
      const window = lenient('BrowserWindow', this);
      windows.push(window);
      return window;
    }
    loadURL(url: string) {
      record(`BrowserWindow.loadURL(${url})`);
      this.loaded.push(url);
      return Promise.resolve();
    }
    on() {
      return this;
    }
    once() {
      return this;
    }
    isMinimized() {
      return false;
    }
  }

  // Nobody at the keyboard: every dialog is dismissed.
  const dialog = lenient('dialog', {
    showErrorBox: (title: string, content: string) => record(`dialog.showErrorBox(${title}: ${content})`),
    showMessageBox: () => Promise.resolve({ response: 0, checkboxChecked: false }),
    showSaveDialog: () => Promise.resolve({ canceled: true }),
    showOpenDialog: () => Promise.resolve({ canceled: true, filePaths: [] }),
  });
  // Offline: what the app sends waits in its outbox, and nothing reaches a network.
  const net = lenient('net', {
    isOnline: () => false,
    fetch: (url: string) => {
      record(`net.fetch(${url})`);
      return Promise.reject(new TypeError('net::ERR_INTERNET_DISCONNECTED'));
    },
  });
  const shell = lenient('shell', { openExternal: () => Promise.resolve(), openPath: () => Promise.resolve('') });

  const modelled: Record<string, unknown> = {
    app,
    protocol,
    session,
    ipcMain,
    BrowserWindow: FakeWindow,
    dialog,
    net,
    shell,
  };
  const module = Object.fromEntries(
    ELECTRON_EXPORTS.map((name) => [name, modelled[name] ?? lenient(name, {})]),
  ) as Record<(typeof ELECTRON_EXPORTS)[number], unknown>;

  return {
    /** What `import … from "electron"` gives the bundle. */
    module,
    calls,
    ipcHandlers,
    protocolHandlers,
    privilegedSchemes,
    headerHooks,
    windows,
    /** Electron's `ready`: the bundle's top level has run by now, as in the real app. */
    emitReady() {
      ready = true;
      record('app ready');
      emit('ready');
      markReady();
    },
    emit,
    quitted,
  };
}
export type FakeElectron = ReturnType<typeof createFakeElectron>;
