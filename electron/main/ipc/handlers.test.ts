import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IPC_CHANNELS } from '@core/contract/operation-table-routes';
import type { IpcOperationId as BridgeMethod } from '@core/contract/operations';
import { parseIpcResult } from '@core/contract/ipc';
import { validContact, validSubmission } from '../../../tests/support/fixtures';
import { openDesktopServices, type DesktopServices } from '../desktop-services';
import type { OutboxData } from '@core/outbox/outbox';
import { memoryLogger } from '../../../tests/support/test-doubles';
import { readJson, removeDir, tempCatalogue, tempDir } from '../../../tests/support/temp-files';
import { APP_URL, isAppUrl } from '../window-policy';
import { createInProcessIpc, type InProcessIpc } from './in-process-ipc';

const IMAGE = {
  id: 'img-tristan-1',
  islandId: 'tristan-da-cunha',
  imageUrl: 'https://earthobservatory.nasa.gov/images/tristan.jpg',
  title: 'Tristan da Cunha from orbit',
  isPrimary: true,
  sortOrder: 0,
  addedAt: '2024-06-01T00:00:00.000Z',
};

let dir: string;
let services: DesktopServices;
let ipc: InProcessIpc;

/** Calls a channel as the app's page would, and parses the answer with the contract, as the renderer does. */
async function call<M extends BridgeMethod>(method: M, ...args: unknown[]) {
  return parseIpcResult(method, args[0], await ipc.invoke(IPC_CHANNELS[method], APP_URL, ...args));
}

async function value<M extends BridgeMethod>(method: M, ...args: unknown[]) {
  const result = await call(method, ...args);
  if (!result.ok) throw new Error(`${method} failed: ${result.error.code} ${result.error.message}`);
  return result.value;
}

beforeEach(async () => {
  dir = await tempDir();
  const bundledCatalogFile = await tempCatalogue(dir, (catalog) => {
    catalog.images = [IMAGE];
  });
  services = await openDesktopServices({
    bundledCatalogFile,
    userDataDir: path.join(dir, 'user-data'),
    logger: memoryLogger(),
    env: { ISOLARIO_API_URL: 'http://127.0.0.1:9' },
    worker: { isOnline: () => false },
  });
  ipc = createInProcessIpc();
  services.registerIpc(ipc, (url) => isAppUrl(url, APP_URL));
});
afterEach(async () => {
  await services.close();
  await removeDir(dir);
});

describe('registration', () => {
  it('registers exactly one handler per channel of the contract', () => {
    expect(ipc.channels().sort()).toEqual(Object.values(IPC_CHANNELS).sort());
  });
});

describe('islands handlers over the bundled catalogue', () => {
  it('answers every catalogue read the renderer needs, in the contract shape', async () => {
    const all = await value('listIslands');
    expect(all.length).toBe(services.catalogueService.listIslands().total);
    expect(all.map((island) => island.name)).toEqual(
      [...all.map((island) => island.name)].sort((a, b) => a.localeCompare(b)),
    );

    const featured = await value('featuredIslands');
    expect(featured.length).toBeGreaterThan(0);
    expect(featured.every((island) => island.featured)).toBe(true);

    const tristan = await value('getIsland', { id: 'tristan-da-cunha' });
    expect(tristan.name).toBe('Tristan da Cunha');

    const arctic = await value('islandsByCategory', { category: 'arctic' });
    expect(arctic.length).toBeGreaterThan(0);
    expect(arctic.every((island) => island.category === 'Arctic')).toBe(true);

    const indian = await value('islandsByRegion', { region: 'indian-ocean' });
    expect(indian.every((island) => island.region === 'Indian Ocean')).toBe(true);

    const military = await value('searchIslands', { query: 'military' });
    expect(military.some((island) => island.militaryHistory)).toBe(true);

    expect(await value('islandImages', { id: 'tristan-da-cunha' })).toEqual([IMAGE]);
    expect(await value('islandImages', { id: 'bouvet-island' })).toEqual([]);

    const statistics = await value('statistics');
    expect(statistics.totalIslands).toBe(all.length);
    expect(statistics.withAirports).toBe(all.filter((island) => island.hasAirport).length);
  });

  it('answers a missing island or an unknown category as the typed not_found error', async () => {
    expect(await call('getIsland', { id: 'atlantis' })).toEqual({
      ok: false,
      error: { code: 'not_found', message: "No island with id 'atlantis'" },
    });
    expect(await call('islandsByCategory', { category: 'volcanic' })).toMatchObject({
      ok: false,
      error: { code: 'not_found' },
    });
    expect(await call('islandImages', { id: 'atlantis' })).toMatchObject({ ok: false, error: { code: 'not_found' } });
  });

  it('validates every argument with the contract before the handler runs', async () => {
    expect(await call('getIsland', { id: 42 })).toMatchObject({
      ok: false,
      error: { code: 'invalid', issues: [{ path: 'id', message: 'Island id must be text' }] },
    });
    expect(await call('searchIslands', { query: 'x'.repeat(201) })).toMatchObject({
      ok: false,
      error: { code: 'invalid' },
    });
    expect(await call('listIslands', { limit: '0' })).toMatchObject({
      ok: false,
      error: { code: 'invalid', issues: [{ path: 'limit' }] },
    });
    // A channel takes one input object at most: anything else is refused before the handler.
    expect(await call('listIslands', 'unexpected')).toMatchObject({ ok: false, error: { code: 'invalid' } });
    expect(await call('listIslands', {}, 'unexpected')).toMatchObject({ ok: false, error: { code: 'invalid' } });
  });

  it('refuses a call from any frame that is not the app, before reading its arguments', async () => {
    for (const sender of ['https://evil.example/', 'file:///tmp/index.html', 'app://other/index.html', null]) {
      const result = await ipc.invoke(IPC_CHANNELS.createSubmission, sender, validSubmission);
      expect(result).toEqual({ ok: false, error: { code: 'forbidden', message: 'This page may not use Isolario' } });
    }
    expect(services.outbox.read().items).toHaveLength(0);
  });
});

describe('submissions, contacts and newsletter handlers', () => {
  it('puts a submission in the outbox file the moment it is made, and answers that it is queued', async () => {
    const queued = await value('createSubmission', { ...validSubmission, imageUrl: '' });
    // What really happened, not a record the server has not made: its id comes later, from the server.
    expect(queued).toEqual({
      status: 'queued',
      outboxItemId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      kind: 'submission',
      queuedAt: expect.any(String),
    });

    const file = await readJson<OutboxData>(services.outbox.file);
    expect(file.items).toHaveLength(1);
    expect(file.items[0]).toMatchObject({
      id: queued.outboxItemId,
      kind: 'submission',
      state: 'pending',
      summary: 'Clipperton Island',
      attempts: 0,
      payload: { ...validSubmission },
    });
    // '' means no image: the payload is stored as the schema parsed it.
    expect(file.items[0]!.payload).not.toHaveProperty('imageUrl');

    const status = await value('outboxStatus');
    expect(status).toMatchObject({ waiting: 1, rejected: 0, online: false });
    expect(status.items[0]).toMatchObject({
      id: queued.outboxItemId,
      kind: 'submission',
      summary: 'Clipperton Island',
    });
    expect(status.items[0]).not.toHaveProperty('payload');
  });

  it('tells the renderer which hosted API it syncs with (for the API page)', async () => {
    expect(await value('apiInfo')).toEqual({ baseUrl: 'http://127.0.0.1:9' });
  });

  it("refuses an invalid submission with core's messages and queues nothing", async () => {
    const result = await call('createSubmission', { ...validSubmission, name: 'X', latitude: 91 });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('invalid');
    expect(result.error.issues).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Island name must be at least 2 characters' },
        { path: 'latitude', message: 'Latitude must be between -90 and 90' },
      ]),
    );
    expect(services.outbox.read().items).toHaveLength(0);
  });

  it('queues contact messages and newsletter sign-ups, the same address waiting once', async () => {
    const contact = await value('createContact', validContact);
    expect(contact).toMatchObject({ status: 'queued', kind: 'contact' });

    const signup = await value('createNewsletter', { email: ' Ada@Example.org ' });
    expect(signup).toMatchObject({ status: 'queued', kind: 'newsletter' });
    // A second sign-up of an address already waiting answers that item, as the API would answer.
    expect(await value('createNewsletter', { email: 'ada@example.org' })).toEqual(signup);

    const file = await readJson<OutboxData>(services.outbox.file);
    expect(file.items.map((item) => [item.kind, item.summary])).toEqual([
      ['contact', 'Data correction'],
      ['newsletter', 'ada@example.org'],
    ]);
  });

  it('discards a waiting item on request, and says so for an unknown one', async () => {
    const queued = await value('createContact', validContact);
    const status = await value('discardOutboxItem', { id: queued.outboxItemId });
    expect(status.waiting).toBe(0);
    expect((await readJson<OutboxData>(services.outbox.file)).items).toHaveLength(0);
    expect(await call('discardOutboxItem', { id: queued.outboxItemId })).toMatchObject({
      ok: false,
      error: { code: 'not_found' },
    });
    expect(await call('retryOutboxItem', { id: 'not-a-uuid' })).toMatchObject({
      ok: false,
      error: { code: 'invalid' },
    });
  });
});
