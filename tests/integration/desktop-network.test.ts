import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IPC_CHANNELS } from '@core/contract/operation-table-routes';
import { validSubmission } from '../support/fixtures';
import { removeTestDir, startTestServer, type TestServer } from '../support/test-server';
import { refreshCatalogue } from '../../electron/main/catalogue/catalogue-refresh';
import { openDesktopCatalogue } from '../../electron/main/catalogue/desktop-catalogue';
import { openDesktopServices, type DesktopServices } from '../../electron/main/desktop-services';
import { createInProcessIpc } from '../../electron/main/ipc/in-process-ipc';
import { deliver } from '../../electron/main/sync/sync-worker';
import { APP_URL, isAppUrl } from '../../electron/main/window-policy';
import { memoryLogger } from '../support/test-doubles';
import { removeDir, tempCatalogue, tempDir } from '../support/temp-files';

let dir: string;
let server: TestServer;
let services: DesktopServices | undefined;
const realFetch = globalThis.fetch;

beforeEach(async () => {
  dir = await tempDir();
  server = await startTestServer();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await services?.close();
  services = undefined;
  await server.stop().catch(() => undefined);
  await removeTestDir(server.dir);
  await removeDir(dir);
});

describe("the desktop's network", () => {
  it('sends the outbox and updates the catalogue through the fetch it is given (net.fetch in the app), never the global one', async () => {
    const used: string[] = [];
    // Stands in for net.fetch: Node's own fetch underneath, every request recorded.
    const injected: typeof fetch = (input, init) => {
      used.push(
        `${init?.method ?? 'GET'} ${new URL(String(input)).pathname}${init?.cache ? ` cache=${init.cache}` : ''}`,
      );
      return realFetch(input, init);
    };
    // Any request that went around the seam would fail the test.
    vi.stubGlobal('fetch', () => Promise.reject(new Error('the global fetch must not be used')));

    services = await openDesktopServices({
      bundledCatalogFile: await tempCatalogue(dir),
      userDataDir: path.join(dir, 'user-data'),
      logger: memoryLogger(),
      env: { ISOLARIO_API_URL: server.url },
      fetch: injected,
      worker: { isOnline: () => true },
    });
    const ipc = createInProcessIpc();
    services.registerIpc(ipc, (url) => isAppUrl(url, APP_URL));
    const invoke = (channel: string, ...args: unknown[]) => ipc.invoke(channel, APP_URL, ...args);

    await invoke(IPC_CHANNELS.createSubmission, validSubmission);
    expect(await invoke(IPC_CHANNELS.syncOutbox)).toMatchObject({ ok: true, value: { waiting: 0 } });
    expect(await invoke(IPC_CHANNELS.refreshCatalogue)).toMatchObject({ ok: true });
    // The update never takes Chromium's HTTP cache's word: the API's reads may be cached a minute.
    expect(used).toEqual(['POST /api/submissions', 'GET /api/islands cache=no-store']);
    expect(services.catalogue.source().kind).toBe('refreshed');
  });

  it("treats net.fetch's 'Redirect was cancelled' as the redirect it is: the item waits, the catalogue stays", async () => {
    // What net.fetch does with redirect: 'manual' when the API answers 3xx (electron/electron#43715).
    const electronOnRedirect: typeof fetch = () => Promise.reject(new Error('Redirect was cancelled'));
    const outcome = await deliver(
      { id: '7d3c1a52-8f6e-4a51-9a55-8d1b8a0c1f00', kind: 'contact', payload: {} },
      { fetch: electronOnRedirect, baseUrl: 'https://isolario.org' },
    );
    expect(outcome).toEqual({
      kind: 'retry',
      reachable: true,
      reason:
        'The Isolario API address answered with a redirect; check the API address in the settings, trying again later',
    });

    const catalogue = await openDesktopCatalogue({
      bundledFile: await tempCatalogue(dir),
      userDataDir: path.join(dir, 'user-data'),
      logger: memoryLogger(),
    });
    const version = catalogue.snapshot().version;
    await expect(
      refreshCatalogue({ catalogue, apiBaseUrl: 'https://isolario.org', fetch: electronOnRedirect }),
    ).rejects.toThrow(
      'The Isolario API answered with a redirect; check the API address in the settings; the catalogue is unchanged',
    );
    expect(catalogue.snapshot().version).toBe(version);
    catalogue.close();
  });
});
