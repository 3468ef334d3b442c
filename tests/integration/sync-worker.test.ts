import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, rmdir } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Inbox } from '@core/store';
import type { OutboxData, OutboxItem, OutboxKind } from '@core/outbox/outbox';
import { summaryOf } from '@core/outbox/outbox';
import { validContact, validSubmission } from '../support/fixtures';
import {
  backoffDelay,
  createSyncWorker,
  DEFAULT_BACKOFF,
  type SyncWorkerDeps,
} from '../../electron/main/sync/sync-worker';
import { openOutboxStore, type OutboxFileStore } from '../../node/stores/outbox-store';
import { manualClock, memoryLogger } from '../support/test-doubles';
import { readJson, removeDir, tempDir } from '../support/temp-files';
import { postJson, removeTestDir, startTestServer, type TestServer } from '../support/test-server';
import { readInboxOnDisk } from '../../node/stores/inbox-store';
import { anOutboxItem } from '../support/builders';

let dir: string;
let server: TestServer | undefined;
const logger = memoryLogger();

beforeEach(async () => {
  dir = await tempDir();
});
afterEach(async () => {
  if (server) {
    await server.stop().catch(() => undefined);
    await removeTestDir(server.dir);
    server = undefined;
  }
  await removeDir(dir);
});

const inboxOf = async (s: TestServer): Promise<Inbox> =>
  Promise.resolve(readInboxOnDisk(s.dataDir)).catch(() => ({
    submissions: [],
    contacts: [],
    newsletters: [],
    idempotency: [],
  }));

/** The real fetch, counted: how many requests the worker made, to where. */
function countingFetch() {
  const calls: { url: string; key: string | null }[] = [];
  const counted: typeof fetch = (input, init) => {
    calls.push({ url: String(input), key: new Headers(init?.headers).get('Idempotency-Key') });
    return fetch(input, init);
  };
  return { fetch: counted, calls };
}

/**
 * An item as the outbox keeps it, put there directly: the worker sends what is stored, whatever
 * the app's own checks would have said (the hosted API judges it again).
 */
async function enqueue(
  outbox: OutboxFileStore,
  kind: OutboxKind,
  payload: Record<string, unknown>,
  now: () => Date = () => new Date(),
): Promise<OutboxItem> {
  const item = anOutboxItem({
    id: globalThis.crypto.randomUUID(),
    kind,
    payload,
    summary: summaryOf(kind, payload),
    queuedAt: now().toISOString(),
  });
  await outbox.update((draft) => {
    draft.items.push(item);
  });
  return item;
}

function worker(outbox: OutboxFileStore, baseUrl: () => string, extra: Partial<SyncWorkerDeps> = {}) {
  return createSyncWorker({ outbox, apiBaseUrl: baseUrl, logger, random: () => 0.5, ...extra });
}

async function queueOneOfEach(outbox: OutboxFileStore, now?: () => Date) {
  const submission = await enqueue(outbox, 'submission', { ...validSubmission }, now);
  const contact = await enqueue(outbox, 'contact', { ...validContact }, now);
  const newsletter = await enqueue(outbox, 'newsletter', { email: 'grace@example.org' }, now);
  return { submission, contact, newsletter };
}

describe('the sync worker against the real server', () => {
  it('keeps items waiting while the server is down, then stores each exactly once when it is up', async () => {
    server = await startTestServer();
    await server.stop(); // the port is closed now: this is what "offline" looks like to fetch
    let apiUrl = server.url;
    const clock = manualClock();
    const outbox = await openOutboxStore(dir, { logger });
    const { submission, contact, newsletter } = await queueOneOfEach(outbox, clock.now);
    const counted = countingFetch();
    const sync = worker(outbox, () => apiUrl, { clock: clock.now, fetch: counted.fetch });

    const offline = await sync.syncOnce();
    expect(offline.unreachable).toMatch(/Could not reach the Isolario API/);
    // One failed request is enough to know: the other items wait without an attempt.
    expect(counted.calls).toHaveLength(1);
    let file = await readJson<OutboxData>(outbox.file);
    expect(file.items.map((item) => item.state)).toEqual(['pending', 'pending', 'pending']);
    expect(file.items[0]).toMatchObject({
      attempts: 1,
      nextAttemptAt: new Date(clock.now().getTime() + backoffDelay(1, () => 0.5)).toISOString(),
    });
    expect(file.lastSyncError).toMatch(/Could not reach/);
    expect(file.lastSyncAt).toBeUndefined();

    // Before the backoff has passed, a pass does not even try.
    expect((await sync.syncOnce()).deferred).toBe(true);
    expect(counted.calls).toHaveLength(1);

    server = await server.restart();
    apiUrl = server.url;
    clock.advance(DEFAULT_BACKOFF.capMs);
    const online = await sync.syncOnce();
    expect(online.sent).toEqual([submission.id, contact.id, newsletter.id]);
    expect(counted.calls.slice(1).map((call) => call.key)).toEqual([submission.id, contact.id, newsletter.id]);

    file = await readJson<OutboxData>(outbox.file);
    expect(file.items.map((item) => item.state)).toEqual(['sent', 'sent', 'sent']);
    expect(file.lastSyncAt).toBe(clock.now().toISOString());
    expect(file.lastSyncError).toBeUndefined();

    const inbox = await inboxOf(server);
    expect(inbox.submissions).toHaveLength(1);
    expect(inbox.submissions[0]).toMatchObject({ ...validSubmission, id: file.items[0]!.remoteId, status: 'pending' });
    expect(inbox.contacts).toHaveLength(1);
    expect(inbox.newsletters.map((n) => n.email)).toEqual(['grace@example.org']);
    expect(inbox.idempotency.map((entry) => entry.key).sort()).toEqual(
      [submission.id, contact.id, newsletter.id].sort(),
    );

    // Nothing is sent twice: a further pass has nothing to do.
    await sync.syncOnce({ force: true });
    expect(counted.calls).toHaveLength(4);
    expect((await inboxOf(server)).submissions).toHaveLength(1);
  });

  it('does not try at all while the machine is offline', async () => {
    server = await startTestServer();
    const outbox = await openOutboxStore(dir, { logger });
    await enqueue(outbox, 'contact', { ...validContact });
    const counted = countingFetch();
    let online = false;
    const sync = worker(outbox, () => server!.url, { fetch: counted.fetch, isOnline: () => online });
    expect(await sync.syncOnce({ force: true })).toMatchObject({ online: false, sent: [] });
    expect(counted.calls).toHaveLength(0);
    expect(outbox.read().items[0]).toMatchObject({ state: 'pending', attempts: 0 });
    expect(sync.state().online).toBe(false);

    online = true;
    expect((await sync.syncOnce()).sent).toHaveLength(1);
    expect((await inboxOf(server)).contacts).toHaveLength(1);
  });

  it("marks an item the server refuses with a 4xx as rejected, with the server's message, and never resends it", async () => {
    server = await startTestServer();
    const outbox = await openOutboxStore(dir, { logger });
    // Queued by an older version (or edited on disk): the server refuses the address.
    const refused = await enqueue(outbox, 'newsletter', { email: 'ada at example.org' });
    const counted = countingFetch();
    const sync = worker(outbox, () => server!.url, { fetch: counted.fetch });

    const report = await sync.syncOnce();
    expect(report.rejected).toEqual([refused.id]);
    const item = (await readJson<OutboxData>(outbox.file)).items[0]!;
    expect(item).toMatchObject({
      state: 'rejected',
      attempts: 1,
      rejection: { status: 400, code: 'invalid', message: 'The subscription is not valid' },
    });
    expect(item.nextAttemptAt).toBeUndefined();

    await sync.syncOnce({ force: true });
    expect(counted.calls).toHaveLength(1);
    expect((await inboxOf(server)).newsletters).toHaveLength(0);
  });

  it('sends a sign-up of an address the server already holds, which it answers as any other', async () => {
    server = await startTestServer();
    expect((await postJson(`${server.url}/api/newsletters`, { email: 'ada@example.org' })).status).toBe(201);
    const outbox = await openOutboxStore(dir, { logger });
    const again = await enqueue(outbox, 'newsletter', { email: 'ada@example.org' });
    expect((await worker(outbox, () => server!.url).syncOnce()).sent).toEqual([again.id]);
    expect((await inboxOf(server)).newsletters).toHaveLength(1);
  });

  it('keeps the validation issues of a 400 with the rejected item', async () => {
    server = await startTestServer();
    const outbox = await openOutboxStore(dir, { logger });
    // An item queued by an older version whose rules the server no longer accepts.
    await enqueue(outbox, 'submission', { ...validSubmission, imageUrl: 'https://example.com/island.jpg' });
    await worker(outbox, () => server!.url).syncOnce();
    expect(outbox.read().items[0]).toMatchObject({
      state: 'rejected',
      rejection: {
        status: 400,
        code: 'invalid',
        message: 'The submission is not valid',
        issues: [{ path: 'imageUrl', message: 'Must be a valid NASA image URL from accepted domains' }],
      },
    });
  });

  it('resends an item sent but not marked before a crash with the same key, and the server stores it once', async () => {
    server = await startTestServer();
    const first = await openOutboxStore(dir, { logger });
    const item = await enqueue(first, 'submission', { ...validSubmission });

    // The request reaches the server and is stored; then the process "dies" before marking it.
    let delivered!: () => void;
    const reachedServer = new Promise<void>((resolve) => (delivered = resolve));
    const crashAfterSending: typeof fetch = async (input, init) => {
      await fetch(input, init);
      delivered();
      return new Promise<Response>(() => undefined);
    };
    void worker(first, () => server!.url, { fetch: crashAfterSending }).syncOnce();
    await reachedServer;
    expect((await inboxOf(server)).submissions).toHaveLength(1);
    expect((await readJson<OutboxData>(first.file)).items[0]).toMatchObject({ state: 'sending', attempts: 1 });

    // After the restart the item is still on disk, on its way: it is sent again with its key.
    const reopened = await openOutboxStore(dir, { logger });
    const counted = countingFetch();
    const report = await worker(reopened, () => server!.url, { fetch: counted.fetch }).syncOnce();
    expect(report.sent).toEqual([item.id]);
    expect(counted.calls.map((call) => call.key)).toEqual([item.id]);

    const stored = (await readJson<OutboxData>(reopened.file)).items[0]!;
    expect(stored).toMatchObject({ state: 'sent', attempts: 2, replayed: true });
    const inbox = await inboxOf(server);
    expect(inbox.submissions).toHaveLength(1);
    expect(stored.remoteId).toBe(inbox.submissions[0]!.id);
  });

  it('retries a 5xx with backoff and jitter, then stores the item once', async () => {
    server = await startTestServer();
    // A folder where the inbox's journal goes: the server's write fails and it answers 500.
    const inboxPath = path.join(server.dataDir, 'inbox.json.journal');
    await mkdir(inboxPath, { recursive: true });
    const clock = manualClock();
    const outbox = await openOutboxStore(dir, { logger });
    const item = await enqueue(outbox, 'submission', { ...validSubmission }, clock.now);
    const random = [0, 1];
    const sync = worker(outbox, () => server!.url, { clock: clock.now, random: () => random.shift() ?? 0.5 });

    const failed = await sync.syncOnce();
    expect(failed.retrying).toEqual([item.id]);
    expect(failed.unreachable).toBeUndefined();
    expect(outbox.read().items[0]).toMatchObject({
      state: 'pending',
      attempts: 1,
      lastError: 'The Isolario API answered 500; trying again later',
      // random() = 0: half of the base delay.
      nextAttemptAt: new Date(clock.now().getTime() + DEFAULT_BACKOFF.baseMs / 2).toISOString(),
    });
    // The API was reachable: that counts as a sync; only the item waits.
    expect(outbox.read().lastSyncError).toBeUndefined();

    await rmdir(inboxPath);
    expect((await sync.syncOnce()).sent).toEqual([]); // not due yet
    clock.advance(DEFAULT_BACKOFF.baseMs);
    expect((await sync.syncOnce()).sent).toEqual([item.id]);
    const inbox = readInboxOnDisk(server.dataDir);
    expect(inbox.submissions).toHaveLength(1);
    expect(inbox.idempotency.filter((entry) => entry.key === item.id)).toHaveLength(1);
  });

  it("retries a 429 after the server's Retry-After instead of rejecting the item", async () => {
    server = await startTestServer({ env: { RATE_LIMIT: '1' } });
    await fetch(`${server.url}/api/statistics`); // uses up this minute's one request
    const clock = manualClock();
    const outbox = await openOutboxStore(dir, { logger });
    await enqueue(outbox, 'contact', { ...validContact }, clock.now);
    const report = await worker(outbox, () => server!.url, { clock: clock.now }).syncOnce();
    expect(report.retrying).toHaveLength(1);
    const item = outbox.read().items[0]!;
    expect(item.state).toBe('pending');
    expect(item.lastError).toBe('The Isolario API answered 429; trying again later');
    // Retry-After is up to 60 s here, longer than the first backoff of 1-2 s.
    expect(Date.parse(item.nextAttemptAt!) - clock.now().getTime()).toBeGreaterThan(DEFAULT_BACKOFF.baseMs);
    expect((await inboxOf(server)).contacts).toHaveLength(0);
  });

  it('keeps an item waiting, with the reason, when the API address answers with a redirect', async () => {
    const redirecting = createServer((_req, res) => {
      res.writeHead(302, { Location: 'http://portal.example/login' });
      res.end();
    });
    redirecting.listen(0, '127.0.0.1');
    await once(redirecting, 'listening');
    try {
      const outbox = await openOutboxStore(dir, { logger });
      await enqueue(outbox, 'contact', { ...validContact });
      const base = `http://127.0.0.1:${(redirecting.address() as AddressInfo).port}`;
      const report = await worker(outbox, () => base).syncOnce();
      expect(report.retrying).toHaveLength(1);
      const item = outbox.read().items[0]!;
      expect(item.state).toBe('pending');
      expect(item.lastError).toBe(
        'The Isolario API address answered with a redirect (302 to http://portal.example/login); check the API address in the settings, trying again later',
      );
    } finally {
      redirecting.close();
    }
  });

  it('refuses to count an answer that is not the API acknowledging the item as sent', async () => {
    server = await startTestServer();
    const outbox = await openOutboxStore(dir, { logger });
    await enqueue(outbox, 'contact', { ...validContact });
    // A wrong address: the site's HTML, not the API.
    await worker(outbox, () => `${server!.url}/explore`).syncOnce();
    expect(outbox.read().items[0]).toMatchObject({ state: 'rejected', rejection: { status: 404 } });
  });

  it('runs in the background: a queued item is sent once woken, and stop() ends the loop', async () => {
    server = await startTestServer();
    const outbox = await openOutboxStore(dir, { logger });
    const sync = worker(outbox, () => server!.url, { pollIntervalMs: 60_000 });
    sync.start();
    await enqueue(outbox, 'contact', { ...validContact });
    sync.wake();
    await expect.poll(() => outbox.read().items[0]?.state, { timeout: 5_000 }).toBe('sent');
    await sync.stop();
    expect((await inboxOf(server)).contacts).toHaveLength(1);
  });
});
