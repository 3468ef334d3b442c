import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { IDEMPOTENCY_TTL_MS, NEWSLETTER_DUPLICATE_MESSAGE } from '@core/inbox/document-inbox';
import type { Contact, Island, NewsletterSubscription, Submission } from '@core/contract/schemas';
import type { ApprovalQueue, InboxStore } from '@core/store';
import { validContact, validSubmission } from '../../tests/support/fixtures';
import { memoryLogger, refusal } from '../../tests/support/test-doubles';
import { removeDir, tempDir } from '../../tests/support/temp-files';
import { openInbox, type OpenedInbox } from '../stores/open-inbox';
import { startLocalPostgres, type LocalPostgres } from '../../tools/cluster/local-postgres';
import { migrate, readMigrations } from './migrate';
import { openPool } from './pool';
import type { PgInbox } from './pg-inbox';

/**
 * One contract, two stores: the lowdb file and PostgreSQL must give the same answers, so the
 * server behaves the same whichever DATABASE_URL says.
 */

let postgres: LocalPostgres;
const dirs: string[] = [];
const opened: OpenedInbox[] = [];

beforeAll(async () => {
  postgres = await startLocalPostgres();
});

afterAll(async () => {
  for (const inbox of opened) await inbox.close().catch(() => undefined);
  for (const dir of dirs) await removeDir(dir);
  await postgres?.destroy();
});

const NOW = new Date('2026-01-14T12:00:00.000Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);

let ids = 0;
// The shared valid payloads, as stored records.
const submission = (fields: Partial<Submission> = {}): Submission =>
  ({
    ...validSubmission,
    id: `sub-${++ids}`,
    status: 'pending',
    submittedAt: NOW.toISOString(),
    ...fields,
  }) as Submission;
const contact = (fields: Partial<Contact> = {}): Contact => ({
  ...validContact,
  id: `c-${++ids}`,
  status: 'unread',
  submittedAt: NOW.toISOString(),
  ...fields,
});
const subscription = (email: string): NewsletterSubscription => ({
  id: `n-${++ids}`,
  email,
  subscribedAt: NOW.toISOString(),
  isActive: true,
});

type Kind = 'file' | 'postgres';

async function open(kind: Kind): Promise<OpenedInbox> {
  const logger = memoryLogger();
  let inbox: OpenedInbox;
  if (kind === 'file') {
    const dir = await tempDir('isolario-inbox-contract-');
    dirs.push(dir);
    inbox = await openInbox({ dataDir: dir }, logger);
  } else {
    inbox = await openInbox({ dataDir: '/nonexistent', databaseUrl: await postgres.createDatabase() }, logger, {
      expireKeys: false,
    });
  }
  opened.push(inbox);
  return inbox;
}

describe.each<Kind>(['file', 'postgres'])('the inbox port over %s', (kind) => {
  let store: InboxStore;
  beforeAll(async () => {
    store = (await open(kind)).store;
  });

  it('stores records and lists them oldest first, by status', async () => {
    const newer = submission({ submittedAt: later(2000).toISOString() });
    const older = submission({ submittedAt: later(1000).toISOString(), status: 'rejected' });
    await store.add('submission', newer, undefined, NOW);
    await store.add('submission', older, undefined, NOW);
    const all = await store.listSubmissions();
    expect(all.slice(-2)).toEqual([older, newer]);
    expect((await store.listSubmissions('rejected')).map((s) => s.id)).toContain(older.id);
    expect((await store.listSubmissions('rejected')).map((s) => s.id)).not.toContain(newer.id);
    expect(await store.findSubmission(newer.id)).toEqual(newer);
    expect(await store.findSubmission('nope')).toBeUndefined();
  });

  it('replays a key with the same body, refuses it with another body or kind', async () => {
    const first = await store.add('contact', contact(), { key: 'k-replay', fingerprint: 'f1' }, NOW);
    expect(first.replayed).toBe(false);
    const again = await store.add('contact', contact(), { key: 'k-replay', fingerprint: 'f1' }, later(60_000));
    expect(again).toEqual({ record: first.record, replayed: true });
    expect((await refusal(store.add('contact', contact(), { key: 'k-replay', fingerprint: 'f2' }, NOW))).code).toBe(
      'idempotency_mismatch',
    );
    expect(
      (await refusal(store.add('submission', submission(), { key: 'k-replay', fingerprint: 'f1' }, NOW))).code,
    ).toBe('idempotency_mismatch');
    expect((await store.listContacts()).filter((c) => c.id === first.record.id)).toHaveLength(1);
  });

  it('treats a key older than a day as new', async () => {
    const first = await store.add('contact', contact(), { key: 'k-old', fingerprint: 'f' }, NOW);
    const dayLater = later(IDEMPOTENCY_TTL_MS + 1000);
    const second = await store.add('contact', contact(), { key: 'k-old', fingerprint: 'other' }, dayLater);
    expect(second.replayed).toBe(false);
    expect(second.record.id).not.toBe(first.record.id);
  });

  it('stores one record for 40 concurrent sends with one key', async () => {
    const before = (await store.listContacts()).length;
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => store.add('contact', contact(), { key: 'k-burst', fingerprint: 'f' }, NOW)),
    );
    expect(new Set(answers.map((answer) => answer.record.id)).size).toBe(1);
    expect(answers.filter((answer) => !answer.replayed)).toHaveLength(1);
    expect(await store.listContacts()).toHaveLength(before + 1);
  });

  it('refuses a second subscription of one address and keeps no key for it', async () => {
    await store.add('newsletter', subscription('sea@example.org'), undefined, NOW);
    const refused = await refusal(
      store.add('newsletter', subscription('sea@example.org'), { key: 'k-news', fingerprint: 'f' }, NOW),
    );
    expect(refused).toMatchObject({ code: 'conflict', message: NEWSLETTER_DUPLICATE_MESSAGE });
    // The key was not used: another address under it is stored.
    const other = await store.add(
      'newsletter',
      subscription('reef@example.org'),
      { key: 'k-news', fingerprint: 'g' },
      NOW,
    );
    expect(other.replayed).toBe(false);
    expect((await store.activeSubscribers()).map((s) => s.email)).toEqual(
      expect.arrayContaining(['sea@example.org', 'reef@example.org']),
    );
  });

  it('keeps a pending sign-up out of the list until its link confirms it, once, within its week', async () => {
    const hash = (n: number) => String(n).repeat(64).slice(0, 64);
    const pending: NewsletterSubscription = {
      ...subscription('atoll@example.org'),
      isActive: false,
      confirmation: { tokenHash: hash(1), sentAt: NOW.toISOString() },
    };
    await store.add('newsletter', pending, undefined, NOW);
    const emails = async () => (await store.activeSubscribers()).map((s) => s.email);
    expect(await emails()).not.toContain('atoll@example.org');

    // Signed up again while pending: a new link, and the old one stops working.
    expect(
      await store.renewConfirmation('atoll@example.org', { tokenHash: hash(2), sentAt: later(1000).toISOString() }),
    ).toBe(true);
    expect(await store.confirmSubscription(hash(1), later(-1), later(2000))).toBeUndefined();
    // A link older than `since` (a week, as the service asks) confirms nothing.
    expect(await store.confirmSubscription(hash(2), later(5000), later(6000))).toBeUndefined();

    const confirmed = await store.confirmSubscription(hash(2), later(-1), later(2000));
    expect(confirmed).toMatchObject({
      email: 'atoll@example.org',
      isActive: true,
      confirmedAt: later(2000).toISOString(),
    });
    expect(confirmed).not.toHaveProperty('confirmation');
    expect(await emails()).toContain('atoll@example.org');
    // Used once; and an address already subscribed is not pending, so gets no new link.
    expect(await store.confirmSubscription(hash(2), later(-1), later(3000))).toBeUndefined();
    expect(await store.renewConfirmation('atoll@example.org', { tokenHash: hash(3), sentAt: NOW.toISOString() })).toBe(
      false,
    );
    expect(await store.renewConfirmation('nobody@example.org', { tokenHash: hash(3), sentAt: NOW.toISOString() })).toBe(
      false,
    );
  });

  it('reviews a pending submission once', async () => {
    const sent = submission();
    await store.add('submission', sent, undefined, NOW);
    const reviewed = await store.reviewSubmission(sent.id, {
      status: 'rejected',
      reviewedAt: later(5000).toISOString(),
      reviewNotes: 'Not remote',
    });
    expect(reviewed).toMatchObject({ id: sent.id, status: 'rejected', reviewNotes: 'Not remote' });
    expect(await store.findSubmission(sent.id)).toEqual(reviewed);
    const twice = await refusal(
      store.reviewSubmission(sent.id, { status: 'approved', reviewedAt: later(6000).toISOString() }),
    );
    expect(twice.code).toBe('conflict');
    expect(
      (await refusal(store.reviewSubmission('nope', { status: 'approved', reviewedAt: NOW.toISOString() }))).code,
    ).toBe('not_found');
  });

  it('marks a contact message read', async () => {
    const sent = contact();
    await store.add('contact', sent, undefined, NOW);
    expect(await store.readContact(sent.id)).toEqual({ ...sent, status: 'read' });
    expect((await store.listContacts('read')).map((c) => c.id)).toContain(sent.id);
    expect((await store.listContacts('unread')).map((c) => c.id)).not.toContain(sent.id);
    expect((await refusal(store.readContact('nope'))).code).toBe('not_found');
  });
});

describe('the PostgreSQL inbox alone', () => {
  it('migrates once when two instances start together', async () => {
    const url = await postgres.createDatabase();
    const pools = [openPool(url, memoryLogger()), openPool(url, memoryLogger())];
    try {
      const applied = await Promise.all(pools.map((pool) => migrate(pool, memoryLogger())));
      const versions = readMigrations().map((migration) => migration.version);
      expect(applied.flat().sort()).toEqual(versions);
      const { rows } = await pools[0]!.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY 1');
      expect(rows.map((row) => row.version)).toEqual(versions);
      expect(await migrate(pools[1]!, memoryLogger())).toEqual([]);
    } finally {
      await Promise.all(pools.map((pool: pg.Pool) => pool.end()));
    }
  });

  it('queues approvals, refuses a second island with a queued id, and marks them published', async () => {
    const inbox = await open('postgres');
    const queue = inbox.queue as ApprovalQueue;
    const [a, b] = [submission(), submission()];
    await inbox.store.add('submission', a, undefined, NOW);
    await inbox.store.add('submission', b, undefined, NOW);
    const change = { status: 'approved' as const, reviewedAt: NOW.toISOString() };
    // The queue does not check the rules (the curation service did before it).
    await queue.approveIntoQueue(a.id, change, { island: { ...submissionIsland(a), id: 'wake-island' } });
    expect((await inbox.store.findSubmission(a.id))?.status).toBe('approved');
    const clash = await refusal(
      queue.approveIntoQueue(b.id, change, { island: { ...submissionIsland(b), id: 'wake-island' } }),
    );
    expect(clash.code).toBe('conflict');
    // Refused whole: b is still pending.
    expect((await inbox.store.findSubmission(b.id))?.status).toBe('pending');
    expect((await queue.awaitingPublication()).map((entry) => entry.island.id)).toEqual(['wake-island']);
    await queue.markPublished([a.id], later(1000).toISOString());
    expect(await queue.awaitingPublication()).toEqual([]);
  });

  it('cuts idempotency keys older than a day from the shared table', async () => {
    const inbox = await open('postgres');
    const store = inbox.store as PgInbox;
    await store.add('contact', contact(), { key: 'k-day-old', fingerprint: 'f' }, NOW);
    await store.add('contact', contact(), { key: 'k-fresh', fingerprint: 'f' }, later(IDEMPOTENCY_TTL_MS));
    expect(await store.dropExpiredKeys(later(IDEMPOTENCY_TTL_MS + 1000))).toBe(1);
    expect(await store.dropExpiredKeys(later(IDEMPOTENCY_TTL_MS + 1000))).toBe(0);
    // The fresh key still replays.
    const again = await store.add(
      'contact',
      contact(),
      { key: 'k-fresh', fingerprint: 'f' },
      later(IDEMPOTENCY_TTL_MS),
    );
    expect(again.replayed).toBe(true);
  });

  it('answers unavailable while the database is down, then recovers without reopening', async () => {
    const own = await startLocalPostgres();
    try {
      const inbox = await openInbox(
        { dataDir: '/nonexistent', databaseUrl: await own.createDatabase() },
        memoryLogger(),
        {
          expireKeys: false,
        },
      );
      opened.push(inbox);
      await inbox.store.add('contact', contact(), undefined, NOW);
      await own.stop();
      const down = await refusal(inbox.store.add('contact', contact(), undefined, NOW));
      expect(down.code).toBe('unavailable');
      expect((await refusal(inbox.store.listContacts())).code).toBe('unavailable');
      await own.start();
      await inbox.store.add('contact', contact(), undefined, NOW);
      expect(await inbox.store.listContacts()).toHaveLength(2);
    } finally {
      await own.destroy();
    }
  });
});

/** A real catalogue island under another id: the queue parses what it reads back. */
function submissionIsland(from: Submission): Island {
  const catalog = JSON.parse(readFileSync('data/catalog.json', 'utf8')) as { islands: Island[] };
  return { ...catalog.islands[0]!, name: from.name };
}
