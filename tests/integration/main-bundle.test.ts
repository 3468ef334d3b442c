import { fork } from 'node:child_process';
import { copyFile, mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTBOX_CHANGED_CHANNEL } from '@core/contract/ipc-channels';
import { IPC_CHANNELS } from '@core/contract/operation-table-routes';
import type { IpcOperationId as BridgeMethod } from '@core/contract/operations';
import { parseIpcResult } from '@core/contract/ipc';
import type { Catalog } from '@core/contract/schemas';
import { removeDir, tempDir } from '../support/temp-files';
import { developmentUserDataDir } from '../../electron/main/settings';
import { APP_URL, contentSecurityPolicy } from '../../electron/main/window-policy';
import { ensureDesktopBuild } from '../support/desktop/desktop-build';
import { ELECTRON_EXPORTS, FAKE_ELECTRON_GLOBAL } from '../support/desktop/fake-electron';
import type { DriverReport, DriverScenario } from '../support/desktop/main-bundle-driver';

/**
 * The main process as it ships: out/main/index.js (built here if missing or stale), loaded by
 * Node with a recording stand-in for electron, as packaged and as a development run. What the
 * sources' unit tests cannot see: the entry's order of registration, its wiring of every
 * handler, and where the packaged app finds its catalogue.
 */

const require = createRequire(import.meta.url);
const { load } = require('js-yaml') as { load(text: string): unknown };
const KEPT_ISLANDS = ['tristan-da-cunha', 'wake-island', 'bouvet-island'];

let dir: string;
let bundlePath: string;
let resourcesDir: string;
let packaged: DriverReport;
let development: DriverReport;
let secondInstance: DriverReport;

/** A copy of the bundle beside a node_modules/electron that hands it the stand-in. */
async function stageBundle(): Promise<string> {
  const app = path.join(dir, 'app');
  await mkdir(path.join(app, 'out/main'), { recursive: true });
  await copyFile('out/main/index.js', path.join(app, 'out/main/index.js'));
  // Read by the app through the file system only, so links do.
  await symlink(path.resolve('out/preload'), path.join(app, 'out/preload'));
  await symlink(path.resolve('out/renderer'), path.join(app, 'out/renderer'));
  await writeFile(path.join(app, 'package.json'), JSON.stringify({ name: 'isolario', type: 'module' }));
  const shim = path.join(app, 'node_modules/electron');
  await mkdir(shim, { recursive: true });
  await writeFile(
    path.join(shim, 'package.json'),
    JSON.stringify({ name: 'electron', type: 'module', main: 'index.js' }),
  );
  await writeFile(
    path.join(shim, 'index.js'),
    [
      `const electron = globalThis.${FAKE_ELECTRON_GLOBAL};`,
      'export default electron;',
      ...ELECTRON_EXPORTS.map((name) => `export const ${name} = electron.${name};`),
    ].join('\n'),
  );
  return path.join(app, 'out/main/index.js');
}

/** resources/ as electron-builder lays it out: every extraResources entry of the config, a smaller catalogue. */
async function stageResources(): Promise<string> {
  const resources = path.join(dir, 'resources');
  const config = load(await readFile('build/electron-builder.yml', 'utf8')) as {
    extraResources: { from: string; to: string }[];
  };
  for (const { from, to } of config.extraResources) {
    await mkdir(path.dirname(path.join(resources, to)), { recursive: true });
    await copyFile(from, path.join(resources, to));
  }
  const file = path.join(resources, 'data/catalog.json');
  const catalog = JSON.parse(await readFile(file, 'utf8')) as Catalog;
  catalog.islands = catalog.islands.filter((island) => KEPT_ISLANDS.includes(island.id));
  catalog.images = catalog.images.filter((image) => KEPT_ISLANDS.includes(image.islandId));
  await writeFile(file, JSON.stringify(catalog));
  return resources;
}

function run(scenario: DriverScenario): Promise<DriverReport> {
  // A closed local port as the hosted API, and no dev server: nothing may leave this machine.
  const env: NodeJS.ProcessEnv = { ...process.env, ISOLARIO_API_URL: 'http://127.0.0.1:9' };
  delete env.ELECTRON_RENDERER_URL;
  return new Promise((resolve, reject) => {
    let stderr = '';
    const child = fork(path.resolve('tests/support/desktop/main-bundle-driver.ts'), [JSON.stringify(scenario)], {
      execArgv: ['--import', 'tsx'],
      env,
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('message', (message: { report?: DriverReport; error?: string }) =>
      message.report ? resolve(message.report) : reject(new Error(`${message.error}\n${stderr}`)),
    );
    child.on('exit', (code) => reject(new Error(`the driver exited (${code}) without a report:\n${stderr}`)));
  });
}

beforeAll(async () => {
  await ensureDesktopBuild();
  dir = await tempDir('isolario-main-bundle-');
  const bundle = await stageBundle();
  const resourcesPath = await stageResources();
  bundlePath = bundle;
  resourcesDir = resourcesPath;
  [packaged, development, secondInstance] = await Promise.all([
    run({
      bundle,
      isPackaged: true,
      // Where the packaged app's own files are (app.asar): no catalogue there.
      appPath: path.join(dir, 'resources/app.asar'),
      resourcesPath,
      userData: path.join(dir, 'packaged-user-data'),
      singleInstanceLock: true,
    }),
    run({
      bundle,
      isPackaged: false,
      appPath: process.cwd(),
      userData: path.join(dir, 'Isolario'),
      singleInstanceLock: true,
    }),
    run({
      bundle,
      isPackaged: true,
      appPath: path.join(dir, 'resources/app.asar'),
      resourcesPath,
      userData: path.join(dir, 'second-user-data'),
      singleInstanceLock: false,
    }),
  ]);
}, 120_000);
afterAll(async () => {
  if (dir) await removeDir(dir);
});

const answerOf = <M extends BridgeMethod>(report: DriverReport, method: M) => {
  const found = report.trusted.find((answer) => answer.method === method);
  return parseIpcResult(method, undefined, found?.answer);
};

describe('the built main process, started as Electron starts it', () => {
  it('registers app:// as privileged before ready, then takes the lock, serves app://, registers IPC, opens the window', () => {
    const { calls } = packaged;
    const at = (call: string) => calls.indexOf(call);
    const firstIpc = calls.findIndex((call) => call.startsWith('ipcMain.handle('));
    const lastIpc = calls.findLastIndex((call) => call.startsWith('ipcMain.handle('));
    expect(at('protocol.registerSchemesAsPrivileged(app)')).toBeGreaterThanOrEqual(0);
    expect(at('protocol.registerSchemesAsPrivileged(app)')).toBeLessThan(at('app.requestSingleInstanceLock'));
    // Both at the top level: before ready, which only comes once the script has run.
    expect(at('app.requestSingleInstanceLock')).toBeLessThan(at('main script evaluated'));
    expect(at('main script evaluated')).toBeLessThan(at('app ready'));
    expect(at('app ready')).toBeLessThan(at('protocol.handle(app)'));
    expect(at('session.webRequest.onHeadersReceived')).toBeLessThan(at('protocol.handle(app)'));
    expect(at('protocol.handle(app)')).toBeLessThan(firstIpc);
    expect(lastIpc).toBeLessThan(at('new BrowserWindow'));
    expect(at('new BrowserWindow')).toBeLessThan(at(`BrowserWindow.loadURL(${APP_URL})`));
    expect(packaged.privilegedSchemes).toEqual([
      { scheme: 'app', privileges: expect.objectContaining({ standard: true, secure: true }) },
    ]);
  });

  it('has one handler for every operation with a channel in the table, and each answers as its entry says', () => {
    expect([...packaged.channels].sort()).toEqual(Object.values(IPC_CHANNELS).sort());
    const failed = Object.fromEntries(
      (Object.keys(IPC_CHANNELS) as BridgeMethod[])
        .map((method) => [method, answerOf(packaged, method)] as const)
        .filter(([, result]) => !result.ok)
        .map(([method, result]) => [method, !result.ok && result.error.code]),
    );
    // Offline (the stand-in's net), the only call that needs the hosted API says so; and an item
    // still waiting (not rejected) is not edited, as the contract says.
    expect(failed).toEqual({ refreshCatalogue: 'unavailable', editOutboxItem: 'conflict' });
  });

  it('refuses every channel to a frame that is not the app, and to a call with no frame', () => {
    expect(packaged.untrusted).toHaveLength(Object.keys(IPC_CHANNELS).length);
    for (const { method, answer } of packaged.untrusted) {
      expect(answer, method).toEqual({ ok: false, error: { code: 'forbidden', message: expect.any(String) } });
    }
    expect(packaged.noFrame).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    // Nothing the refused page sent was queued.
    expect(packaged.outboxAfterUntrusted).toMatchObject({ ok: true, value: { waiting: 0 } });
  });

  it('reads the catalogue from resources/ where electron-builder.yml puts it, when packaged', () => {
    const islands = answerOf(packaged, 'listIslands');
    expect(islands.ok && islands.value.map((island) => island.id).sort()).toEqual([...KEPT_ISLANDS].sort());
    const outline = answerOf(packaged, 'islandOutline');
    expect(outline.ok && outline.value).toBeTruthy();
    expect(packaged.calls).not.toContain('app.setPath(userData)');
  });

  it('in a development run, reads data/catalog.json and keeps its own user data folder', async () => {
    const catalog = JSON.parse(await readFile('data/catalog.json', 'utf8')) as Catalog;
    const islands = answerOf(development, 'listIslands');
    expect(islands.ok && islands.value.length).toBe(catalog.islands.length);
    expect(development.calls.indexOf('app.setPath(userData)')).toBeLessThan(development.calls.indexOf('app ready'));
    expect(development.userData).toBe(developmentUserDataDir(path.join(dir, 'Isolario')));
  });

  it('serves the renderer over app:// with the desktop CSP on the answer and on the session', () => {
    const csp = contentSecurityPolicy();
    expect(packaged.protocol?.index).toMatchObject({
      status: 200,
      headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': csp },
    });
    expect(packaged.protocol?.index.body).toMatch(/^<!doctype html>/);
    // The way out of out/renderer to the main bundle beside it (a file that exists) is refused.
    expect(packaged.protocol?.escape.status).toBe(404);
    expect(packaged.protocol?.missing).toMatchObject({ status: 404, headers: { 'content-security-policy': csp } });
    expect(packaged.sessionCsp).toEqual([csp]);
  });

  it('opens one sandboxed, isolated window on app:// with the built preload', () => {
    expect(packaged.window?.loaded).toEqual([APP_URL]);
    expect(packaged.window?.options.webPreferences).toMatchObject({
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
    });
    expect(packaged.window?.preloadExists).toBe(true);
  });

  it("pushes the outbox's status to the window when the outbox changes", () => {
    expect(packaged.window?.pushed).toContain(OUTBOX_CHANGED_CHANNEL);
  });

  it('a second instance quits at once, before serving or registering anything', () => {
    expect(secondInstance.calls).toContain('app.quit');
    expect(secondInstance.channels).toEqual([]);
    expect(secondInstance.calls).not.toContain('protocol.handle(app)');
    expect(secondInstance.calls).not.toContain('new BrowserWindow');
  });
});

describe('the built main process started with --mcp, as an assistant starts the installed app', () => {
  it('opens no window and serves the catalogue it carries over stdio, offline', async () => {
    const client = new Client({ name: 'isolario-tests', version: '1.0.0' });
    const scenario = {
      bundle: bundlePath,
      resourcesPath: resourcesDir,
      isPackaged: true,
      appPath: path.join(dir, 'resources/app.asar'),
      userData: path.join(dir, 'mcp-user-data'),
      singleInstanceLock: false,
    };
    const env: Record<string, string> = {
      ...(process.env as Record<string, string>),
      ISOLARIO_API_URL: 'http://127.0.0.1:9',
    };
    delete env.ELECTRON_RENDERER_URL;
    await client.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: ['--import', 'tsx', 'tests/support/desktop/mcp-bundle-driver.ts', JSON.stringify(scenario)],
        env,
        stderr: 'ignore',
      }),
    );
    try {
      const { tools } = await client.listTools();
      expect(tools.map((tool) => tool.name)).toContain('search_islands');
      const all = (await client.callTool({ name: 'list_islands', arguments: { fields: 'id' } })) as unknown as {
        structuredContent: { islands: { id: string }[] };
      };
      // The packaged resources' catalogue, as the window would read it.
      expect(all.structuredContent.islands.map((island) => island.id).sort()).toEqual([...KEPT_ISLANDS].sort());
    } finally {
      await client.close();
    }
  });
});
