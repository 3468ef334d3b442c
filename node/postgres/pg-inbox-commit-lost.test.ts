import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Contact } from '@core/contract/schemas';
import { validContact } from '../../tests/support/fixtures';
import { memoryLogger, refusal } from '../../tests/support/test-doubles';
import { openInbox, type OpenedInbox } from '../stores/open-inbox';
import { startCuttingProxy, type CuttingProxy } from '../../tests/support/cutting-proxy';
import { COMMIT_LOST_MESSAGE } from './database-errors';
import { startLocalPostgres, type LocalPostgres } from '../../tools/cluster/local-postgres';

/**
 * The connection cut at the worst moment, by a proxy between the inbox and a real PostgreSQL:
 * after COMMIT reached the database and before its answer came back. The record is stored; the
 * error must not say it was not, and the same Idempotency-Key must find it rather than store it
 * twice. A cut before COMMIT stores nothing and says so. (server/reliability/commit-lost.test.ts
 * shows the same through HTTP.)
 */

let postgres: LocalPostgres;
let proxy: CuttingProxy;
const NOW = new Date('2026-01-14T12:00:00.000Z');

beforeAll(async () => {
  postgres = await startLocalPostgres();
});
afterAll(async () => {
  await postgres?.destroy();
});

const contact = (id: string, subject: string): Contact => ({
  ...validContact,
  id,
  subject,
  status: 'unread',
  submittedAt: NOW.toISOString(),
});

describe('the inbox port, its connection cut around COMMIT', () => {
  let inbox: OpenedInbox;
  beforeAll(async () => {
    proxy = await startCuttingProxy(await postgres.createDatabase());
    inbox = await openInbox({ dataDir: '/nonexistent', databaseUrl: proxy.url }, memoryLogger(), {
      expireKeys: false,
    });
  });
  afterAll(async () => {
    await inbox?.close();
    await proxy?.close();
  });

  it('says a record may be stored when COMMIT went unanswered, and the same key finds it', async () => {
    const key = { key: 'cut-at-commit', fingerprint: 'f-commit' };
    proxy.arm('COMMIT');
    const lost = await refusal(inbox.store.add('contact', contact('c-commit-1', 'Cut at commit'), key, NOW));
    expect(proxy.cuts).toBe(1);
    expect(lost.code).toBe('unavailable');
    expect(lost.message).toBe(COMMIT_LOST_MESSAGE);

    // It was stored: the same key answers that record, and a second copy is never made.
    const again = await inbox.store.add('contact', contact('c-commit-2', 'Cut at commit'), key, NOW);
    expect(again).toMatchObject({ replayed: true, record: { id: 'c-commit-1' } });
    const stored = (await inbox.store.listContacts()).filter((c) => c.subject === 'Cut at commit');
    expect(stored.map((c) => c.id)).toEqual(['c-commit-1']);
  });

  it('says nothing was stored when the cut came before COMMIT, and stores nothing', async () => {
    proxy.arm('BEGIN');
    const lost = await refusal(
      inbox.store.add('contact', contact('c-begin-1', 'Cut at begin'), { key: 'cut-at-begin', fingerprint: 'f' }, NOW),
    );
    expect(lost.code).toBe('unavailable');
    expect(lost.message).toMatch(/nothing was stored/);
    expect((await inbox.store.listContacts()).filter((c) => c.subject === 'Cut at begin')).toEqual([]);
    // The key was not taken either: sending again stores it, once.
    const again = await inbox.store.add(
      'contact',
      contact('c-begin-2', 'Cut at begin'),
      { key: 'cut-at-begin', fingerprint: 'f' },
      NOW,
    );
    expect(again).toMatchObject({ replayed: false, record: { id: 'c-begin-2' } });
  });
});
