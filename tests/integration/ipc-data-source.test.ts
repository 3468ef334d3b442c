import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { IsolarioBridge } from '@core/contract/ipc';
import { sortIslands } from '@core/catalogue/catalogue-queries';
import { queryIslands } from '@core/catalogue/island-query';
import type { Catalog } from '@core/contract/schemas';
import { islandSchema } from '@core/contract/schemas';
import { removeTestDir, startTestServer } from '../support/test-server';
import { failureText, isNotFound } from '@/lib/api-error';
import type { DataSource } from '@/lib/data-source';
import { createHttpDataSource } from '@/lib/http-data-source';
import { createIpcDataSource, IpcBridgeError } from '@/lib/ipc-data-source';
import { validContact } from '../support/fixtures';
import { createBridge } from '../../electron/preload/bridge';
import { openDesktopServices, type DesktopServices } from '../../electron/main/desktop-services';
import { memoryLogger } from '../support/test-doubles';
import { removeDir, tempCatalogue, tempDir } from '../support/temp-files';
import { APP_URL, isAppUrl } from '../../electron/main/window-policy';
import { createInProcessIpc } from '../../electron/main/ipc/in-process-ipc';
import { aSubmission } from '../support/builders';

const catalogue = JSON.parse(readFileSync('data/catalog.json', 'utf8')) as Catalog;

// The whole chain the desktop renderer uses: DataSource → preload bridge → IPC wrapper → handlers.
let dir: string;
let services: DesktopServices;
let bridge: IsolarioBridge;
let dataSource: DataSource;

beforeEach(async () => {
  dir = await tempDir();
  services = await openDesktopServices({
    bundledCatalogFile: await tempCatalogue(dir),
    userDataDir: path.join(dir, 'user-data'),
    logger: memoryLogger(),
    env: { ISOLARIO_API_URL: 'http://127.0.0.1:9' },
    worker: { isOnline: () => false },
  });
  const ipc = createInProcessIpc();
  services.registerIpc(ipc, (url) => isAppUrl(url, APP_URL));
  const listeners = new Set<(payload: unknown) => void>();
  services.onStatusChange((status) => listeners.forEach((listener) => listener(structuredClone(status))));
  bridge = createBridge(
    (channel, ...args) => ipc.invoke(channel, APP_URL, ...args),
    (_channel, listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  );
  dataSource = createIpcDataSource(bridge);
});
afterEach(async () => {
  await services.close();
  await removeDir(dir);
});

describe('the ipc DataSource over the real handlers', () => {
  it('reads the catalogue like the http one', async () => {
    expect(await dataSource.listIslands()).toHaveLength(catalogue.islands.length);
    expect((await dataSource.getIsland({ id: 'tristan-da-cunha' })).name).toBe('Tristan da Cunha');
    expect((await dataSource.islandsByCategory({ category: 'military-history' })).length).toBeGreaterThan(0);
    expect((await dataSource.statistics()).totalIslands).toBe(catalogue.islands.length);
  });

  it('turns typed errors into errors the screens already understand', async () => {
    const missing = await dataSource.getIsland({ id: 'atlantis' }).catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(IpcBridgeError);
    expect(isNotFound(missing)).toBe(true);
    expect((missing as IpcBridgeError).message).toBe("404: No island with id 'atlantis'");

    const invalid = await dataSource.createContact({ ...validContact, message: 'short' }).catch((e: unknown) => e);
    expect(invalid).toMatchObject({ code: 'invalid', status: 400 });
    expect((invalid as IpcBridgeError).issues).toEqual([
      { path: 'message', message: 'Message must be at least 20 characters' },
    ]);
    expect(failureText(invalid, 'Please check your information and try again.')).toBe('The request is not valid');

    // The same address twice is no error: the second answers the sign-up already waiting.
    const once = await dataSource.createNewsletter({ email: 'ada@example.org' });
    expect(await dataSource.createNewsletter({ email: 'Ada@Example.org' })).toEqual(once);
  });

  it('answers a submission as queued and pushes the new outbox status to its desktop capability', async () => {
    const pushed: number[] = [];
    dataSource.desktop!.onOutboxChange((status) => pushed.push(status.waiting));
    const delivery = await dataSource.createSubmission(aSubmission());
    expect(delivery).toMatchObject({ status: 'queued', kind: 'submission' });
    if (delivery.status !== 'queued') return;
    expect(pushed).toEqual([1]);
    expect(services.outbox.read().items.map((item) => item.id)).toEqual([delivery.outboxItemId]);
    expect((await dataSource.desktop!.outboxStatus()).waiting).toBe(1);
  });

  it('has the desktop capabilities the web adapter has not', async () => {
    expect(Object.keys(dataSource.desktop!).sort()).toEqual([
      'apiInfo',
      'cancelCatalogueUpdate',
      'catalogueInfo',
      'desktopNotices',
      'discardOutboxItem',
      'editOutboxItem',
      'exportOutbox',
      'exportSelection',
      'onCatalogueProgress',
      'onOutboxChange',
      'openLogFolder',
      'outboxItem',
      'outboxStatus',
      'refreshCatalogue',
      'retryOutboxItem',
      'syncOutbox',
    ]);
    expect(createHttpDataSource('http://127.0.0.1:9').desktop).toBeUndefined();
  });

  it('reads an item whole, says which catalogue is in use, and parses both answers', async () => {
    const delivery = await dataSource.createContact(validContact);
    if (delivery.status !== 'queued') throw new Error('expected the outbox');
    const item = await dataSource.desktop!.outboxItem({ id: delivery.outboxItemId });
    expect(item).toMatchObject({ kind: 'contact', state: 'pending', attempts: 0, payload: validContact });
    expect(await dataSource.desktop!.catalogueInfo()).toMatchObject({
      kind: 'bundled',
      islands: catalogue.islands.length,
      updating: false,
    });
    expect(await dataSource.desktop!.cancelCatalogueUpdate()).toBe(false);
    expect(await dataSource.desktop!.desktopNotices()).toEqual([]);
  });
});

describe('the same search everywhere: desktop over IPC, the web over HTTP, and core', () => {
  it('gives the same islands in the same order for the same query and place', async () => {
    const server = await startTestServer();
    try {
      const web = createHttpDataSource(server.url);
      const islands = sortIslands(
        catalogue.islands.map((island) => islandSchema.parse(island)),
        'name',
      );
      for (const query of ['Pitcairn', 'Kergulen', 'Tristan da Cuhna', 'Rapa Nui', 'svalbard norway', 'St Helena']) {
        const desktop = (await dataSource.searchIslands({ query })).map((island) => island.id);
        const http = (await web.searchIslands({ query })).map((island) => island.id);
        const core = queryIslands(islands, { q: query }).items.map((island) => island.id);
        expect(desktop.length, query).toBeGreaterThan(0);
        expect(desktop, query).toEqual(http);
        expect(desktop, query).toEqual(core);
      }
      const tristan = { near: '-37.1052,-12.2777', limit: '6' };
      const nearDesktop = await dataSource.listIslands(tristan);
      const nearWeb = await web.listIslands(tristan);
      expect(nearDesktop).toEqual(nearWeb);
      expect(nearDesktop[0]).toMatchObject({ id: 'tristan-da-cunha', distanceKm: 0 });
      // Remoteness, offline: the bundled figures give the desktop the web's answers.
      expect((await dataSource.getIsland({ id: 'tristan-da-cunha' })).remoteness).toEqual(
        (await web.getIsland({ id: 'tristan-da-cunha' })).remoteness,
      );
      expect((await dataSource.getIsland({ id: 'tristan-da-cunha' })).remoteness?.nearestInhabited.islandId).toBe(
        'saint-helena',
      );
      for (const measure of ['inhabited', 'continent', 'isolation'] as const)
        expect(await dataSource.remotest({ measure, limit: '10' })).toEqual(
          await web.remotest({ measure, limit: '10' }),
        );
    } finally {
      await server.stop();
      await removeTestDir(server.dir);
    }
  });
});
