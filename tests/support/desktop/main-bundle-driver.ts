import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { IPC_CHANNELS } from '@core/contract/operation-table-routes';
import type { IpcOperationId as BridgeMethod } from '@core/contract/operations';
import { validContact, validSubmission } from '../fixtures';
import { APP_URL } from '../../../electron/main/window-policy';
import { createFakeElectron, FAKE_ELECTRON_GLOBAL, type FakeElectronOptions } from './fake-electron';

/**
 * Run in a child process (`node --import tsx`) by main-bundle.test.ts: loads the BUILT main
 * bundle with the recording stand-in for electron, lets it start as Electron would (top level,
 * then ready), drives what it registered, and sends back a report. A process per run, because
 * the bundle starts the app at import and keeps module state.
 */

export interface DriverScenario extends FakeElectronOptions {
  /** The copied out/main/index.js, beside a node_modules/electron shim that reads the global. */
  bundle: string;
  /** process.resourcesPath, as the packaged app has it. */
  resourcesPath?: string;
}

export interface ChannelAnswer {
  method: BridgeMethod;
  channel: string;
  answer: unknown;
}

export interface DriverReport {
  calls: string[];
  privilegedSchemes: { scheme: string; privileges: Record<string, boolean> }[];
  channels: string[];
  trusted: ChannelAnswer[];
  untrusted: ChannelAnswer[];
  noFrame?: unknown;
  outboxAfterUntrusted?: unknown;
  protocol?: { index: ProtocolAnswer; escape: ProtocolAnswer; missing: ProtocolAnswer };
  sessionCsp?: unknown;
  window?: { options: Record<string, unknown>; loaded: string[]; preloadExists: boolean; pushed: string[] };
  userData: string;
}

interface ProtocolAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const UNTRUSTED_URL = 'https://evil.example/index.html';

/** One valid call per channel, in IPC_CHANNELS order; retry and discard use the item queued before them. */
const ARGUMENTS: Record<BridgeMethod, (queued: { id: string; contactId?: string }) => unknown[]> = {
  listIslands: () => [],
  islandExplore: () => [{ q: 'tristan', offset: '0', limit: '3' }],
  featuredIslands: () => [],
  getIsland: () => [{ id: 'tristan-da-cunha' }],
  islandsByCategory: () => [{ category: 'military-history' }],
  islandsByRegion: () => [{ region: 'atlantic' }],
  searchIslands: () => [{ query: 'tristan' }],
  islandOutline: () => [{ id: 'tristan-da-cunha' }],
  islandTides: () => [{ id: 'tristan-da-cunha', date: '2026-12-01' }],
  islandImages: () => [{ id: 'tristan-da-cunha' }],
  remotest: () => [{ measure: 'inhabited', limit: '5' }],
  coverage: () => [],
  statistics: () => [],
  releases: () => [],
  openapi: () => [],
  createSubmission: () => [validSubmission],
  createContact: () => [validContact],
  createNewsletter: () => [{ email: 'ada@example.org' }],
  outboxStatus: () => [],
  retryOutboxItem: (queued) => [{ id: queued.id }],
  // The message, so the submission stays for outboxItem and editOutboxItem after it.
  discardOutboxItem: (queued) => [{ id: queued.contactId ?? queued.id }],
  syncOutbox: () => [],
  outboxItem: (queued) => [{ id: queued.id }],
  editOutboxItem: (queued) => [{ id: queued.id, edit: { kind: 'submission', payload: validSubmission } }],
  exportOutbox: () => [],
  exportSelection: () => [{ region: 'arctic' }],
  refreshCatalogue: () => [],
  cancelCatalogueUpdate: () => [],
  catalogueInfo: () => [],
  apiInfo: () => [],
  desktopNotices: () => [],
  openLogFolder: () => [],
};

async function until(condition: () => boolean, what: string, ms = 15_000) {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function answerOf(response: Response): Promise<ProtocolAnswer> {
  return {
    status: response.status,
    headers: Object.fromEntries(response.headers.entries()),
    body: (await response.text()).slice(0, 200),
  };
}

async function drive(scenario: DriverScenario): Promise<DriverReport> {
  const fake = createFakeElectron(scenario);
  (globalThis as Record<string, unknown>)[FAKE_ELECTRON_GLOBAL] = fake.module;
  if (scenario.resourcesPath) Object.defineProperty(process, 'resourcesPath', { value: scenario.resourcesPath });

  await import(pathToFileURL(scenario.bundle).href);
  fake.calls.push('main script evaluated');
  fake.emitReady();
  let ended = false;
  void fake.quitted.then(() => (ended = true));
  await until(() => fake.windows.length > 0 || ended, 'the window or a quit');

  const invoke = async (method: BridgeMethod, url: string | null, args: unknown[]) => {
    const channel = IPC_CHANNELS[method];
    const handler = fake.ipcHandlers.get(channel);
    const answer = handler ? await handler({ senderFrame: url === null ? null : { url } }, ...args) : 'no handler';
    // What crosses IPC is a structured clone.
    return { method, channel, answer: structuredClone(answer) };
  };

  const report: DriverReport = {
    calls: fake.calls,
    privilegedSchemes: fake.privilegedSchemes,
    channels: [...fake.ipcHandlers.keys()],
    trusted: [],
    untrusted: [],
    userData: scenario.userData,
  };
  const [window] = fake.windows;
  if (window) {
    const methods = Object.keys(IPC_CHANNELS) as BridgeMethod[];
    // The page from elsewhere goes first: nothing it sends may reach the outbox.
    for (const method of methods) {
      report.untrusted.push(await invoke(method, UNTRUSTED_URL, ARGUMENTS[method]({ id: 'unknown' })));
    }
    report.noFrame = (await invoke('outboxStatus', null, [])).answer;
    report.outboxAfterUntrusted = (await invoke('outboxStatus', APP_URL, [])).answer;
    const queued: { id: string; contactId?: string } = { id: 'unknown' };
    for (const method of methods) {
      const answer = await invoke(method, APP_URL, ARGUMENTS[method](queued));
      report.trusted.push(answer);
      const value = (answer.answer as { ok: boolean; value?: { outboxItemId?: string } }).value;
      if (method === 'createSubmission' && value?.outboxItemId) queued.id = value.outboxItemId;
      if (method === 'createContact' && value?.outboxItemId) queued.contactId = value.outboxItemId;
    }

    const serve = fake.protocolHandlers.get('app');
    if (serve) {
      report.protocol = {
        index: await answerOf(await serve(new Request(APP_URL))),
        escape: await answerOf(await serve(new Request('app://isolario/..%2fmain%2findex.js'))),
        missing: await answerOf(await serve(new Request('app://isolario/nothing-here.js'))),
      };
    }
    const [hook] = fake.headerHooks;
    hook?.({ responseHeaders: {} }, (result: { responseHeaders: Record<string, unknown> }) => {
      report.sessionCsp = result.responseHeaders['Content-Security-Policy'];
    });
    const preload = (window.options.webPreferences as { preload: string }).preload;
    report.window = {
      options: window.options,
      loaded: window.loaded,
      preloadExists: existsSync(preload),
      pushed: window.sent.map((message) => message.channel),
    };

    // Quit as the user would: the app closes its outbox and then quits for real.
    (fake.module.app as { quit(): void }).quit();
    await until(() => ended, 'the app to quit after closing its services');
  }
  return report;
}

const scenario = JSON.parse(process.argv[2]!) as DriverScenario;
drive(scenario).then(
  (report) => process.send!({ report }, () => process.exit(0)),
  (error: unknown) => process.send!({ error: String((error as Error)?.stack ?? error) }, () => process.exit(1)),
);
