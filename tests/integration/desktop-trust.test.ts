import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IPC_CHANNELS } from '@core/contract/operation-table-routes';
import type { IpcOperationId as BridgeMethod } from '@core/contract/operations';
import { parseIpcResult } from '@core/contract/ipc';
import type { OutboxData } from '@core/outbox/outbox';
import { validContact, validSubmission } from '../support/fixtures';
import { openDesktopServices, type DesktopServices, type DesktopShell } from '../../electron/main/desktop-services';
import { createInProcessIpc } from '../../electron/main/ipc/in-process-ipc';
import { APP_URL, isAppUrl } from '../../electron/main/window-policy';
import { memoryLogger } from '../support/test-doubles';
import { removeDir, tempCatalogue, tempDir } from '../support/temp-files';

let dir: string;
let services: DesktopServices | undefined;

beforeEach(async () => {
  dir = await tempDir();
});
afterEach(async () => {
  await services?.close();
  services = undefined;
  await removeDir(dir);
});

/** The main process without Electron, its shell recorded: what the window's buttons reach. */
async function open(
  shell: Partial<DesktopShell> = {},
  env: NodeJS.ProcessEnv = { ISOLARIO_API_URL: 'http://127.0.0.1:9' },
) {
  const opened: string[] = [];
  const suggested: string[] = [];
  services = await openDesktopServices({
    bundledCatalogFile: await tempCatalogue(dir),
    userDataDir: path.join(dir, 'user-data'),
    logger: memoryLogger(),
    env,
    worker: { isOnline: () => false },
    shell: {
      openPath: async (folder) => {
        opened.push(folder);
        return '';
      },
      chooseSaveFile: async (name) => {
        suggested.push(name);
        return undefined;
      },
      ...shell,
    },
  });
  const ipc = createInProcessIpc();
  services.registerIpc(ipc, (url) => isAppUrl(url, APP_URL));
  async function call<M extends BridgeMethod>(method: M, ...args: unknown[]) {
    const result = parseIpcResult(method, args[0], await ipc.invoke(IPC_CHANNELS[method], APP_URL, ...args));
    if (!result.ok) throw Object.assign(new Error(result.error.message), result.error);
    return result.value;
  }
  return { services, call, opened, suggested };
}

describe('an outbox a person can trust', () => {
  it('opens any item whole: every field, its state and attempts, the payload as queued', async () => {
    const { services, call } = await open();
    const queued = await call('createSubmission', validSubmission);
    await services.outbox.update((draft) => {
      Object.assign(draft.items[0]!, { attempts: 3, lastError: 'Could not reach the Isolario API (ECONNREFUSED)' });
    });
    const item = await call('outboxItem', { id: queued.outboxItemId });
    expect(item).toEqual(services.outbox.read().items[0]);
    expect(item).toMatchObject({
      state: 'pending',
      attempts: 3,
      lastError: 'Could not reach the Isolario API (ECONNREFUSED)',
      payload: validSubmission,
    });
    await expect(call('outboxItem', { id: '7d3c1a52-8f6e-4a51-9a55-8d1b8a0c1f00' })).rejects.toMatchObject({
      code: 'not_found',
    });
  });

  it('edits a rejected item through its channel, and refuses an edit the schema does not accept', async () => {
    const { services, call } = await open();
    const queued = await call('createContact', validContact);
    await services.outbox.update((draft) => {
      Object.assign(draft.items[0]!, { state: 'rejected', rejection: { status: 400, code: 'invalid', message: 'No' } });
    });
    await expect(
      call('editOutboxItem', {
        id: queued.outboxItemId,
        edit: { kind: 'contact', payload: { ...validContact, message: 'short' } },
      }),
    ).rejects.toMatchObject({ code: 'invalid' });
    const status = await call('editOutboxItem', {
      id: queued.outboxItemId,
      edit: { kind: 'contact', payload: { ...validContact, subject: 'Data correction, corrected' } },
    });
    expect(status).toMatchObject({ waiting: 1, rejected: 0 });
    expect(services.outbox.read().items[0]).toMatchObject({
      state: 'pending',
      summary: 'Data correction, corrected',
      payload: { subject: 'Data correction, corrected' },
    });
    expect(services.outbox.read().items[0]!.id).not.toBe(queued.outboxItemId);
  });

  it('exports the whole outbox to the file the person chose, and writes nothing when they close the dialog', async () => {
    const target = path.join(dir, 'chosen', 'my-outbox.json');
    // What the save dialog answers: first closed, then a file.
    const dialog: { answer?: string; suggested: string[] } = { suggested: [] };
    const { services, call } = await open({
      chooseSaveFile: async (name) => {
        dialog.suggested.push(name);
        return dialog.answer;
      },
    });
    await call('createSubmission', validSubmission);
    await call('createNewsletter', { email: 'ada@example.org' });

    expect(await call('exportOutbox')).toEqual({ saved: false });
    await expect(stat(path.join(dir, 'chosen'))).rejects.toMatchObject({ code: 'ENOENT' });

    dialog.answer = target;
    expect(await call('exportOutbox')).toEqual({ saved: true, file: target, items: 2 });
    expect(dialog.suggested.at(-1)).toMatch(/^isolario-outbox-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(await readFile(target, 'utf8')) as { exportedAt: string; outbox: OutboxData };
    expect(exported.outbox).toEqual(services.outbox.read());
    expect(exported.outbox.items.map((item) => item.payload)).toEqual([validSubmission, { email: 'ada@example.org' }]);
  });
});

describe('nothing fails silently', () => {
  it('names the damaged outbox it set aside at start-up, and opens the log folder', async () => {
    const userData = path.join(dir, 'user-data');
    await mkdir(userData, { recursive: true });
    await writeFile(path.join(userData, 'outbox.json'), '{"version": 1, "items": [');
    const { call, opened } = await open();

    const notices = await call('desktopNotices');
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ kind: 'outbox-set-aside', folder: userData });
    expect(notices[0]!.fileName).toMatch(/^outbox\.json\.corrupt-/);
    expect(await readdir(userData)).toContain(notices[0]!.fileName);

    expect(await call('openLogFolder')).toBe(path.join(userData, 'logs'));
    expect(opened).toEqual([path.join(userData, 'logs')]);
    expect((await stat(path.join(userData, 'logs'))).isDirectory()).toBe(true);
  });

  it('names a settings.json changed into something unusable while the app runs, until it is fixed', async () => {
    // No ISOLARIO_API_URL: it would win over the file, which is then what sets the address.
    const { call } = await open({}, {});
    const before = (await call('apiInfo')).baseUrl;
    const file = path.join(dir, 'user-data', 'settings.json');
    await writeFile(file, '{"apiBaseUrl": ');
    await vi.waitFor(async () => expect(await call('desktopNotices')).toHaveLength(1), { timeout: 5_000 });
    const [notice] = await call('desktopNotices');
    expect(notice).toMatchObject({ kind: 'settings-refused', fileName: 'settings.json', folder: path.dirname(file) });
    expect((notice as { reason: string }).reason).toMatch(/^it is not valid JSON/);
    // The address in use did not move.
    expect((await call('apiInfo')).baseUrl).toBe(before);

    await writeFile(file, JSON.stringify({ apiBaseUrl: 'https://api.example.org' }));
    await vi.waitFor(async () => expect(await call('desktopNotices')).toEqual([]), { timeout: 5_000 });
    expect((await call('apiInfo')).baseUrl).toBe('https://api.example.org');
  });

  it('says so when the folder cannot be opened, and has no notice when the outbox was sound', async () => {
    const { call } = await open({ openPath: async () => 'No application is associated with this folder' });
    expect(await call('desktopNotices')).toEqual([]);
    await expect(call('openLogFolder')).rejects.toMatchObject({
      code: 'unavailable',
      message: expect.stringContaining('No application is associated with this folder'),
    });
  });
});
