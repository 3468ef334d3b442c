import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IPC_CHANNELS } from '@core/contract/operation-table-routes';
import type { OutboxStatus } from '@core/outbox/outbox';
import { removeTestDir, startTestServer, type TestServer } from '../support/test-server';
import { validContact, validSubmission } from '../support/fixtures';
import { openDesktopServices, type DesktopServices } from '../../electron/main/desktop-services';
import { createInProcessIpc } from '../../electron/main/ipc/in-process-ipc';
import { memoryLogger } from '../support/test-doubles';
import { removeDir, tempCatalogue, tempDir } from '../support/temp-files';
import { APP_URL, isAppUrl } from '../../electron/main/window-policy';
import { readInboxOnDisk } from '../../node/stores/inbox-store';

let dir: string;
let server: TestServer;
const opened: DesktopServices[] = [];

beforeEach(async () => {
  dir = await tempDir();
  server = await startTestServer();
});
afterEach(async () => {
  for (const services of opened.splice(0)) await services.close();
  await server.stop().catch(() => undefined);
  await removeTestDir(server.dir);
  await removeDir(dir);
});

async function open(online: () => boolean) {
  const services = await openDesktopServices({
    bundledCatalogFile: await tempCatalogue(dir),
    userDataDir: path.join(dir, 'user-data'),
    logger: memoryLogger(),
    env: { ISOLARIO_API_URL: server.url },
    worker: { isOnline: online, offlinePollMs: 20, pollIntervalMs: 1_000 },
  });
  opened.push(services);
  const ipc = createInProcessIpc();
  services.registerIpc(ipc, (url) => isAppUrl(url, APP_URL));
  return { services, invoke: (channel: string, ...args: unknown[]) => ipc.invoke(channel, APP_URL, ...args) };
}

describe('the desktop main process, end to end without Electron', () => {
  it('queues offline, survives a restart, and sends everything once the machine is online', async () => {
    const first = await open(() => false);
    first.services.worker.start();
    const statuses: OutboxStatus[] = [];
    first.services.onStatusChange((status) => statuses.push(status));

    await first.invoke(IPC_CHANNELS.createSubmission, validSubmission);
    await first.invoke(IPC_CHANNELS.createContact, validContact);
    expect(statuses.at(-1)).toMatchObject({ waiting: 2, online: false });
    await first.services.close();
    opened.splice(0);

    // Restarted: the two items are still there, still waiting.
    let online = false;
    const second = await open(() => online);
    expect(await second.invoke(IPC_CHANNELS.outboxStatus)).toMatchObject({
      ok: true,
      value: { waiting: 2, rejected: 0, online: false },
    });
    const seen: OutboxStatus[] = [];
    second.services.onStatusChange((status) => seen.push(status));
    second.services.worker.start();
    online = true;

    await expect.poll(() => second.services.status().waiting, { timeout: 5_000 }).toBe(0);
    // The pass notes its end once the last item is marked.
    await expect.poll(() => second.services.status().lastSyncAt, { timeout: 5_000 }).toBeDefined();
    expect(seen.some((status) => status.online)).toBe(true);
    expect(seen.at(-1)).toMatchObject({ waiting: 0, online: true, items: [] });
    expect(seen.at(-1)!.lastSyncAt).toBeDefined();

    const inbox = readInboxOnDisk(server.dataDir);
    expect(inbox.submissions.map((s) => s.name)).toEqual(['Clipperton Island']);
    expect(inbox.contacts.map((c) => c.subject)).toEqual(['Data correction']);
    // Both in the sent history, newest first, each with the id the hosted API gave it.
    const sent = second.services.status().sent;
    expect(sent.map((item) => item.remoteId).sort()).toEqual([inbox.submissions[0]!.id, inbox.contacts[0]!.id].sort());
    expect(sent.map((item) => item.sentAt)).toEqual([...sent.map((item) => item.sentAt)].sort().reverse());
  });

  it('shows a rejected item with the reason, retries it on request, and discards it', async () => {
    let online = false;
    const { services, invoke } = await open(() => online);
    await invoke(IPC_CHANNELS.createNewsletter, { email: 'ada@example.org' });
    // The item on disk holds what an older version accepted and the hosted API now refuses.
    await services.outbox.update((draft) => {
      draft.items[0]!.payload = { email: 'ada at example.org' };
    });
    online = true;
    const synced = (await invoke(IPC_CHANNELS.syncOutbox)) as { ok: true; value: OutboxStatus };
    expect(synced.value).toMatchObject({ waiting: 0, rejected: 1 });
    const [item] = synced.value.items;
    expect(item).toMatchObject({
      state: 'rejected',
      rejection: { status: 400, message: 'The subscription is not valid' },
    });

    const retried = (await invoke(IPC_CHANNELS.retryOutboxItem, { id: item!.id })) as { ok: true; value: OutboxStatus };
    expect(retried.value.items[0]!.state).not.toBe('sent');
    await expect.poll(() => services.status().rejected, { timeout: 5_000 }).toBe(1);
    expect(services.outbox.read().items[0]!.attempts).toBe(1);

    const discarded = (await invoke(IPC_CHANNELS.discardOutboxItem, { id: item!.id })) as {
      ok: true;
      value: OutboxStatus;
    };
    expect(discarded.value).toMatchObject({ waiting: 0, rejected: 0, items: [] });
  });

  it('reads settings.json again when it changes, and keeps the last good address when the change is bad', async () => {
    const userDataDir = path.join(dir, 'user-data');
    const logger = memoryLogger();
    const services = await openDesktopServices({
      bundledCatalogFile: await tempCatalogue(dir),
      userDataDir,
      logger,
      env: {},
      worker: { isOnline: () => false },
    });
    opened.push(services);
    expect(services.settings).toEqual({ apiBaseUrl: 'https://isolario.org', apiBaseUrlSource: 'default' });
    const file = path.join(userDataDir, 'settings.json');
    await writeFile(file, JSON.stringify({ apiBaseUrl: 'https://api.example.org' }));
    await expect.poll(() => services.settings.apiBaseUrl, { timeout: 5_000 }).toBe('https://api.example.org');
    await writeFile(file, '{"apiBaseUrl": "http://plain.example.org"}');
    await expect
      .poll(() => logger.lines.join('\n'), { timeout: 5_000 })
      .toMatch(/settings file changed but is not usable/);
    expect(services.settings.apiBaseUrl).toBe('https://api.example.org');
  });
});
