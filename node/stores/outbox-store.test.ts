import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { validContact, validSubmission } from '../../tests/support/fixtures';
import { manualClock, memoryLogger } from '../../tests/support/test-doubles';
import { readJson, removeDir, tempDir } from '../../tests/support/temp-files';
import { SENT_HISTORY, type OutboxData } from '@core/outbox/outbox';
import { createOutboxService, outboxStatus } from '@core/outbox/outbox-service';
import { OUTBOX_FILE_NAME, openOutboxStore } from './outbox-store';

let dir: string;
beforeEach(async () => {
  dir = await tempDir();
});
afterEach(async () => {
  await removeDir(dir);
});

/** The real file store behind the core service, as the desktop app wires them. */
async function open(options: { clock?: () => Date } = {}) {
  const logger = memoryLogger();
  const outbox = await openOutboxStore(dir, { logger });
  return { outbox, logger, service: createOutboxService({ store: outbox, ...options }) };
}

describe('the outbox store behind the outbox service', () => {
  it('has an item on disk, with its key, by the time enqueue resolves', async () => {
    const { service } = await open({ clock: manualClock().now });
    const queued = await service.queueSubmission({ ...validSubmission });
    expect(queued).toMatchObject({ status: 'queued', kind: 'submission', queuedAt: '2025-01-14T10:00:00.000Z' });
    const item = { id: queued.outboxItemId };
    expect(item.id).toMatch(/^[0-9a-f-]{36}$/);
    const file = await readJson<OutboxData>(path.join(dir, OUTBOX_FILE_NAME));
    expect(file).toEqual({
      version: 1,
      items: [
        {
          id: item.id,
          kind: 'submission',
          payload: validSubmission,
          summary: 'Clipperton Island',
          queuedAt: '2025-01-14T10:00:00.000Z',
          state: 'pending',
          attempts: 0,
        },
      ],
    });
    // Written atomically: no temp file is left beside it.
    expect(await readdir(dir)).toEqual([OUTBOX_FILE_NAME]);
  });

  it('keeps every state across reopening the file: waiting, sending, sent, rejected, the last sync', async () => {
    const { outbox, logger, service } = await open();
    const a = await service.queueSubmission({ ...validSubmission });
    const b = await service.queueContact({ ...validContact });
    const c = await service.queueNewsletter({ email: 'ada@example.org' });
    const d = await service.queueNewsletter({ email: 'grace@example.org' });
    await outbox.update((draft) => {
      draft.items[1]!.state = 'sending';
      draft.items[2]!.state = 'sent';
      draft.items[3]!.state = 'rejected';
      draft.items[3]!.rejection = { status: 409, code: 'conflict', message: 'Already subscribed' };
      draft.lastSyncAt = '2025-01-14T10:00:00.000Z';
    });

    const reopened = await openOutboxStore(dir, { logger });
    expect(reopened.read()).toEqual(outbox.read());
    const status = outboxStatus(reopened.read(), true);
    expect(status).toMatchObject({ waiting: 2, rejected: 1, lastSyncAt: '2025-01-14T10:00:00.000Z' });
    expect(status.items.map((item) => item.id)).toEqual([a.outboxItemId, b.outboxItemId, d.outboxItemId]);
    expect(status.items[2]!.rejection!.message).toBe('Already subscribed');
    expect(reopened.read().items.find((item) => item.id === c.outboxItemId)!.state).toBe('sent');
  });

  it('puts a rejected item back in the queue with the same key, and discards on request', async () => {
    const { outbox, service } = await open();
    const item = { id: (await service.queueContact({ ...validContact })).outboxItemId };
    await outbox.update((draft) => {
      Object.assign(draft.items[0]!, {
        state: 'rejected',
        attempts: 3,
        rejection: { status: 400, code: 'invalid', message: 'No' },
      });
    });
    const retried = await service.retry(item.id);
    expect(retried).toMatchObject({ id: item.id, state: 'pending', attempts: 0 });
    expect(retried.rejection).toBeUndefined();

    await outbox.update((draft) => {
      draft.items[0]!.state = 'sending';
    });
    await expect(service.discard(item.id)).rejects.toMatchObject({ code: 'conflict' });
    await outbox.update((draft) => {
      draft.items[0]!.state = 'pending';
    });
    await service.discard(item.id);
    expect((await readJson<OutboxData>(outbox.file)).items).toEqual([]);
    await expect(service.retry(item.id)).rejects.toMatchObject({ code: 'not_found' });
  });

  it('tells listeners after each change is on disk, and a refused change changes nothing', async () => {
    const { outbox, service } = await open();
    const seen: number[] = [];
    outbox.onChange((data) => seen.push(data.items.length));
    await service.queueContact({ ...validContact });
    await expect(
      outbox.update(() => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    await service.queueContact({ ...validContact });
    expect(seen).toEqual([1, 2]);
    expect((await readJson<OutboxData>(outbox.file)).items).toHaveLength(2);
  });

  it('serialises concurrent changes: none is lost', async () => {
    const { service } = await open();
    await Promise.all(Array.from({ length: 20 }, (_, i) => service.queueNewsletter({ email: `u${i}@example.org` })));
    const reopened = await openOutboxStore(dir, { logger: memoryLogger() });
    expect(reopened.read().items).toHaveLength(20);
  });

  it(`keeps only the last ${SENT_HISTORY} sent items, never a waiting one`, async () => {
    const { outbox, service } = await open();
    for (let i = 0; i < SENT_HISTORY + 5; i++) await service.queueNewsletter({ email: `u${i}@example.org` });
    await outbox.update((draft) => {
      for (const item of draft.items.slice(1)) item.state = 'sent';
    });
    const items = outbox.read().items;
    expect(items).toHaveLength(SENT_HISTORY + 1);
    expect(items[0]!.state).toBe('pending');
  });

  it('sets a corrupt file aside, never overwriting it, and starts empty', async () => {
    await writeFile(path.join(dir, OUTBOX_FILE_NAME), '{"version":1,"items":[{"broken"');
    const logger = memoryLogger();
    const outbox = await openOutboxStore(dir, { logger });
    expect(outbox.read().items).toEqual([]);
    const aside = (await readdir(dir)).find((name) => name.startsWith(`${OUTBOX_FILE_NAME}.corrupt-`));
    expect(aside).toBeDefined();
    expect(await readFile(path.join(dir, aside!), 'utf8')).toBe('{"version":1,"items":[{"broken"');
    expect(logger.lines.join('')).toMatch(/outbox file is unreadable/);
  });

  it('keeps the valid items of a file with one bad item, sets that one aside, and reads a BOM', async () => {
    const { service } = await open();
    await service.queueContact({ ...validContact });
    await service.queueContact({ ...validContact, subject: 'Second' });
    const file = await readJson<OutboxData>(path.join(dir, OUTBOX_FILE_NAME));
    // An item a later version no longer accepts (here: a state it does not know).
    const bad = { ...file.items[0]!, state: 'lost-in-transit' };
    await writeFile(
      path.join(dir, OUTBOX_FILE_NAME),
      `\uFEFF${JSON.stringify({ ...file, items: [bad, file.items[1]] })}`,
    );
    const { outbox, logger } = await open();
    expect(outbox.read().items.map((item) => item.id)).toEqual([file.items[1]!.id]);
    const rejectedFile = (await readdir(dir)).find((name) => name.startsWith(`${OUTBOX_FILE_NAME}.rejected-`));
    const aside = JSON.parse(await readFile(path.join(dir, rejectedFile!), 'utf8')) as {
      rejected: { list: string; record: unknown }[];
    };
    expect(aside.rejected).toMatchObject([{ list: 'items', index: 0, record: bad }]);
    expect(logger.lines.join('')).toMatch(/held records that are not valid/);
  });
});
