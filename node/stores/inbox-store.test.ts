import { mkdtemp, readdir, readFile, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { openInboxStore, readInboxOnDisk } from './inbox-store';

const contact = (i: number) => ({
  id: `c${i}`,
  name: 'Ada',
  email: 'ada@example.org',
  subject: 'Hello there',
  message: 'A message long enough to pass.',
  submittedAt: new Date(0).toISOString(),
  status: 'unread' as const,
});

describe('inbox store', () => {
  it('commits concurrent changes, each on disk before its promise resolves', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'inbox-'));
    const store = await openInboxStore(dir, createLogger('silent'));
    await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        store
          .update((inbox) => inbox.contacts.push(contact(i)))
          .then(async () => {
            const onDisk = readInboxOnDisk(dir);
            expect(onDisk.contacts.some((c) => c.id === `c${i}`)).toBe(true);
          }),
      ),
    );
    const reopened = await openInboxStore(dir, createLogger('silent'));
    expect(reopened.read().contacts).toHaveLength(200);
  });

  it('rejects a failing change without storing it, and keeps the others', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'inbox-'));
    const store = await openInboxStore(dir, createLogger('silent'));
    const results = await Promise.allSettled([
      store.update((inbox) => inbox.contacts.push(contact(1))),
      store.update(() => {
        throw new Error('refused');
      }),
      store.update((inbox) => inbox.contacts.push(contact(2))),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(readInboxOnDisk(dir).contacts).toHaveLength(2);
  });

  it('keeps a corrupt inbox aside, reports it, and starts empty', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'inbox-'));
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'inbox.json'), '{"submissions": [ {"id": "trunc');
    const logs: string[] = [];
    const store = await openInboxStore(
      dir,
      createLogger('info', (line) => logs.push(line)),
    );
    expect(store.read().submissions).toEqual([]);
    const files = await readdir(dir);
    const aside = files.find((name) => name.startsWith('inbox.json.corrupt-'));
    expect(aside).toBeDefined();
    expect(await readFile(path.join(dir, aside!), 'utf8')).toBe('{"submissions": [ {"id": "trunc');
    expect(logs.join('\n')).toMatch(/kept it aside/);
    await store.update((inbox) => inbox.contacts.push(contact(1)));
    expect(readInboxOnDisk(dir).contacts).toHaveLength(1);
  });

  it('keeps the valid records of a file with one bad record, sets that one aside, and reads a BOM', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'inbox-'));
    // A record stored before the schema refused C1 controls (U+009B, CSI), as after an upgrade.
    const bad = { ...contact(2), subject: 'Hello \u009b31m there' };
    const file = { submissions: [], contacts: [contact(1), bad, contact(3)], newsletters: [], idempotency: [] };
    await writeFile(path.join(dir, 'inbox.json'), `\uFEFF${JSON.stringify(file, null, 2)}`);
    const logs: string[] = [];
    const store = await openInboxStore(
      dir,
      createLogger('info', (line) => logs.push(line)),
    );
    expect(store.read().contacts.map((c) => c.id)).toEqual(['c1', 'c3']);
    const rejectedFile = (await readdir(dir)).find((name) => name.startsWith('inbox.json.rejected-'));
    expect(rejectedFile).toBeDefined();
    const aside = JSON.parse(await readFile(path.join(dir, rejectedFile!), 'utf8')) as {
      rejected: { list: string; index: number; reason: string; record: unknown }[];
    };
    expect(aside.rejected).toEqual([
      { list: 'contacts', index: 1, reason: 'subject: Subject must not contain control characters', record: bad },
    ]);
    expect(logs.join('\n')).toMatch(/held records that are not valid/);
    // The next write keeps the good records; the bad one lives on in the file beside it.
    await store.update((inbox) => inbox.contacts.push(contact(4)));
    const reopened = await openInboxStore(dir, createLogger('silent'));
    expect(reopened.read().contacts.map((c) => c.id)).toEqual(['c1', 'c3', 'c4']);
  });

  it('reads a valid inbox saved with a byte-order mark as it is', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'inbox-'));
    const file = { submissions: [], contacts: [contact(1)], newsletters: [], idempotency: [] };
    await writeFile(path.join(dir, 'inbox.json'), `\uFEFF${JSON.stringify(file)}`);
    const store = await openInboxStore(dir, createLogger('silent'));
    expect(store.read().contacts.map((c) => c.id)).toEqual(['c1']);
    expect(await readdir(dir)).toEqual(['inbox.json']);
  });

  it('commits each batch as one appended journal line, and replays the journal when opened again', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'inbox-'));
    const store = await openInboxStore(dir, createLogger('silent'));
    await store.update((inbox) => inbox.contacts.push(contact(1)));
    await store.update((inbox) => {
      inbox.contacts.push(contact(2));
      inbox.contacts[0] = { ...inbox.contacts[0]!, status: 'read' };
    });
    // inbox.json is not rewritten: each write added one line of what it changed.
    expect(await readdir(dir)).toEqual(['inbox.json.journal']);
    const lines = (await readFile(path.join(dir, 'inbox.json.journal'), 'utf8')).trim().split('\n');
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      [{ put: 'contacts', record: contact(1) }],
      [
        { put: 'contacts', record: { ...contact(1), status: 'read' } },
        { put: 'contacts', record: contact(2) },
      ],
    ]);
    const reopened = await openInboxStore(dir, createLogger('silent'));
    expect(reopened.read().contacts.map((c) => [c.id, c.status])).toEqual([
      ['c1', 'read'],
      ['c2', 'unread'],
    ]);
  });

  it('skips a journal line a crash cut off (never acknowledged) and keeps the ones before it', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'inbox-'));
    const store = await openInboxStore(dir, createLogger('silent'));
    await store.update((inbox) => inbox.contacts.push(contact(1)));
    const journal = path.join(dir, 'inbox.json.journal');
    await writeFile(journal, `${await readFile(journal, 'utf8')}[{"put":"contacts","record":{"id":"c2","na`);
    const logs: string[] = [];
    const reopened = await openInboxStore(
      dir,
      createLogger('info', (line) => logs.push(line)),
    );
    expect(reopened.read().contacts.map((c) => c.id)).toEqual(['c1']);
    expect(logs.join('\n')).toMatch(/skipped/);
    await reopened.update((inbox) => inbox.contacts.push(contact(3)));
    expect(readInboxOnDisk(dir).contacts.map((c) => c.id)).toEqual(['c1', 'c3']);
  });

  it('folds the journal into inbox.json once it outgrows it, and nothing is lost across the fold', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'inbox-'));
    const store = await openInboxStore(dir, createLogger('silent'));
    const long = (i: number) => ({ ...contact(i), message: 'x'.repeat(5_000) });
    // About 5 kB a line: past 1 MB (the least a journal grows to) after ~210 writes.
    for (let i = 0; i < 300; i++) await store.update((inbox) => inbox.contacts.push(long(i)));
    const snapshot = JSON.parse(await readFile(path.join(dir, 'inbox.json'), 'utf8')) as { contacts: unknown[] };
    expect(snapshot.contacts.length).toBeGreaterThan(200);
    const journalLines = (await readFile(path.join(dir, 'inbox.json.journal'), 'utf8')).split('\n').filter(Boolean);
    expect(snapshot.contacts.length + journalLines.length).toBe(300);
    const reopened = await openInboxStore(dir, createLogger('silent'));
    expect(reopened.read().contacts.map((c) => c.id)).toEqual(Array.from({ length: 300 }, (_, i) => `c${i}`));
  });
});
