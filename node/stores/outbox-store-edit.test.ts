import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OutboxData } from '@core/outbox/outbox';
import { outboxEditSchema } from '@core/outbox/outbox-edit';
import { createOutboxService } from '@core/outbox/outbox-service';
import { validContact, validSubmission } from '../../tests/support/fixtures';
import { manualClock, memoryLogger } from '../../tests/support/test-doubles';
import { readJson, removeDir, tempDir } from '../../tests/support/temp-files';
import { OUTBOX_FILE_NAME, openOutboxStore } from './outbox-store';

let dir: string;
beforeEach(async () => {
  dir = await tempDir();
});
afterEach(async () => {
  await removeDir(dir);
});

async function open() {
  const outbox = await openOutboxStore(dir, { logger: memoryLogger() });
  let woken = 0;
  const clock = manualClock();
  const service = createOutboxService({ store: outbox, clock: clock.now, afterQueued: () => (woken += 1) });
  /** Marks an item as the hosted API's 400 would. */
  const reject = (id: string) =>
    outbox.update((draft) => {
      const item = draft.items.find((candidate) => candidate.id === id)!;
      Object.assign(item, {
        state: 'rejected',
        attempts: 2,
        lastAttemptAt: clock.now().toISOString(),
        rejection: { status: 400, code: 'invalid', message: 'The submission is not valid' },
      });
    });
  return { outbox, service, clock, reject, woken: () => woken };
}

describe('editing a rejected outbox item', () => {
  it('replaces its payload on disk and queues it again under a new key, keeping its place', async () => {
    const { service, clock, reject, woken } = await open();
    const first = await service.queueSubmission({ ...validSubmission });
    const later = await service.queueContact({ ...validContact });
    await reject(first.outboxItemId);
    clock.advance(60_000);

    // As the wrapper hands it over: parsed by the channel's schema.
    const edit = outboxEditSchema.parse({
      kind: 'submission',
      payload: { ...validSubmission, name: 'Clipperton Atoll' },
    });
    const edited = await service.edit(first.outboxItemId, edit);
    expect(edited.id).not.toBe(first.outboxItemId);
    expect(woken()).toBe(3); // two queued, one edited: the sender tries it at once

    const file = await readJson<OutboxData>(path.join(dir, OUTBOX_FILE_NAME));
    expect(file.items.map((item) => item.id)).toEqual([edited.id, later.outboxItemId]);
    expect(file.items[0]).toEqual({
      id: edited.id,
      kind: 'submission',
      payload: { ...validSubmission, name: 'Clipperton Atoll' },
      summary: 'Clipperton Atoll',
      queuedAt: first.queuedAt,
      editedAt: '2025-01-14T10:01:00.000Z',
      state: 'pending',
      attempts: 0,
    });
    // The old key is gone for good: asking for it says so.
    expect(() => service.item(first.outboxItemId)).toThrow(/No outbox item/);
    expect(service.item(edited.id).payload.name).toBe('Clipperton Atoll');
  });

  it('refuses to edit an item that was not rejected, or as another kind, and changes nothing', async () => {
    const { outbox, service, reject } = await open();
    const waiting = await service.queueContact({ ...validContact });
    await expect(service.edit(waiting.outboxItemId, { kind: 'contact', payload: validContact })).rejects.toMatchObject({
      code: 'conflict',
    });
    await reject(waiting.outboxItemId);
    const before = outbox.read();
    await expect(
      service.edit(waiting.outboxItemId, { kind: 'newsletter', payload: { email: 'ada@example.org' } }),
    ).rejects.toMatchObject({ code: 'invalid' });
    expect(outbox.read()).toEqual(before);
  });

  it('queues an edited sign-up whose address already waits: the API answers an address alike', async () => {
    const { service, reject } = await open();
    const refused = await service.queueNewsletter({ email: 'ada@example.org' });
    await reject(refused.outboxItemId);
    await service.queueNewsletter({ email: 'grace@example.org' });
    const edited = await service.edit(refused.outboxItemId, {
      kind: 'newsletter',
      payload: { email: ' Grace@Example.org ' },
    });
    expect(edited).toMatchObject({ state: 'pending', payload: { email: 'grace@example.org' } });
    // A rejected sign-up corrected to its own address again.
    const again = await service.queueNewsletter({ email: 'ada@example.org' });
    await reject(again.outboxItemId);
    const same = await service.edit(again.outboxItemId, {
      kind: 'newsletter',
      payload: { email: 'Ada@example.org' },
    });
    expect(same.payload).toEqual({ email: 'ada@example.org' });
  });
});
