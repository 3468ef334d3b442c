import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeTestDir, startTestServer, type TestServer } from '../../tests/support/test-server';
import { uniqueContact, validSubmission } from '../../tests/support/fixtures';
import { inboxFile, inboxIds } from '../../tests/support/inbox-on-disk';
import { postBody, request, type Answer } from '../../tests/support/raw-http';

const report = (line: string) => {
  if (process.env.RELIABILITY_REPORT) console.log(`[reliability] ${line}`);
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { LOG_LEVEL: 'warn' } });
});
afterAll(async () => {
  await server.stop();
  await removeTestDir(server.dir);
});

const POSTS = 1000;
const ENDPOINTS = ['/api/submissions', '/api/contacts', '/api/newsletters'] as const;

function bodyFor(i: number): { path: (typeof ENDPOINTS)[number]; body: unknown } {
  const path = ENDPOINTS[i % 3]!;
  if (path === '/api/submissions') return { path, body: { ...validSubmission, name: `Load Island ${i}` } };
  if (path === '/api/contacts') return { path, body: uniqueContact(String(i)) };
  return { path, body: { email: `reader-${i}@example.org` } };
}

describe('under load', () => {
  it(`stores each of ${POSTS} concurrent acknowledged POSTs exactly once, and reads keep answering`, async () => {
    // All 1,000 are issued at once; the agent caps the sockets at 64 and queues the rest.
    const writers = new http.Agent({ keepAlive: true, maxSockets: 64 });
    const readers = new http.Agent({ keepAlive: true, maxSockets: 4 });
    let burstDone = false;
    const reads: { status: number; ms: number }[] = [];

    const readLoop = (async () => {
      const deadline = Date.now() + 60_000;
      for (let i = 0; !burstDone && i < 5_000 && Date.now() < deadline; i++) {
        const started = performance.now();
        const answer = await request(server.url, {
          path: i % 2 ? '/api/islands' : '/api/statistics',
          agent: readers,
        });
        reads.push({ status: answer.status, ms: performance.now() - started });
      }
    })();

    const started = performance.now();
    const answers: (Answer & { i: number })[] = await Promise.all(
      Array.from({ length: POSTS }, async (_, i) => {
        const { path, body } = bodyFor(i);
        return { i, ...(await postBody(server.url, path, body, writers)) };
      }),
    );
    const burstMs = performance.now() - started;
    burstDone = true;
    await readLoop;
    writers.destroy();
    readers.destroy();

    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s !== 201)).toEqual([]);
    // A sign-up's answer names no record (it tells no one who is subscribed): the others name theirs.
    const named = answers.filter((a) => a.i % 3 !== 2);
    const acknowledged = named.map((a) => (JSON.parse(a.text) as { id: string }).id);
    expect(new Set(acknowledged).size).toBe(named.length);
    expect(answers.filter((a) => a.i % 3 === 2).every((a) => a.text === '{"status":"subscribed"}')).toBe(true);

    // The file is whole JSON and holds each acknowledged record exactly once, with the body it came with.
    const inbox = await inboxFile(server.dataDir);
    const stored = inboxIds(inbox);
    expect(stored).toHaveLength(POSTS);
    expect(new Set(stored)).toEqual(new Set([...acknowledged, ...inbox.newsletters.map((n) => n.id)]));
    for (const answer of answers.filter((a) => a.i % 3 === 1)) {
      const id = (JSON.parse(answer.text) as { id: string }).id;
      expect(inbox.contacts.find((c) => c.id === id)?.subject).toBe(`Load ${answer.i}`);
    }
    expect(inbox.newsletters.map((n) => n.email).sort()).toEqual(
      answers
        .filter((a) => a.i % 3 === 2)
        .map((a) => `reader-${a.i}@example.org`)
        .sort(),
    );

    expect(reads.length).toBeGreaterThanOrEqual(5);
    expect(reads.filter((r) => r.status !== 200)).toEqual([]);
    const slowest = Math.max(...reads.map((r) => r.ms));
    report(
      `load: ${POSTS} POSTs in ${burstMs.toFixed(0)} ms, ${statuses.filter((s) => s === 201).length} x 201, ` +
        `${stored.length} stored once each; ${reads.length} reads during it, all 200, slowest ${slowest.toFixed(0)} ms`,
    );
  });

  it('stores a request sent twice at once with the same Idempotency-Key once, and answers both alike', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
    const before = await inboxFile(server.dataDir);
    const pairs = 100;
    const answers = await Promise.all(
      Array.from({ length: pairs * 2 }, (_, n) => {
        const i = n % pairs;
        return postBody(server.url, '/api/contacts', uniqueContact(`dup-${i}`), agent, {
          'Idempotency-Key': `duplicate-${i}`,
        }).then((answer) => ({ i, answer }));
      }),
    );
    agent.destroy();
    expect(answers.filter(({ answer }) => answer.status !== 201)).toEqual([]);
    const idsByKey = new Map<number, Set<string>>();
    for (const { i, answer } of answers) {
      const ids = idsByKey.get(i) ?? new Set();
      ids.add((JSON.parse(answer.text) as { id: string }).id);
      idsByKey.set(i, ids);
    }
    expect([...idsByKey.values()].every((ids) => ids.size === 1)).toBe(true);
    const replayed = answers.filter(({ answer }) => answer.headers['idempotent-replayed'] === 'true').length;
    expect(replayed).toBe(pairs);
    const after = await inboxFile(server.dataDir);
    expect(after.contacts.length - before.contacts.length).toBe(pairs);
    const stored = after.contacts.filter((c) => c.subject.startsWith('Load dup-')).map((c) => c.id);
    expect(new Set(stored)).toEqual(new Set([...idsByKey.values()].map((ids) => [...ids][0]!)));
    report(`idempotency: ${pairs} pairs sent at once, ${pairs} stored, ${replayed} answered as replays`);
  });
});
