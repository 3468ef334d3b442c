import http from 'node:http';
import { copyFile, mkdir, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Contact } from '@core/contract/schemas';
import { startLocalPostgres, type LocalPostgres } from '../../tools/cluster/local-postgres';
import { removeTestDir } from '../../tests/support/test-server';
import { expectErrorShape, postBody, request } from '../../tests/support/raw-http';
import { killServer, spawnServer, type ChildServer } from '../../tests/support/server-process';
import { uniqueContact } from '../../tests/support/fixtures';

/**
 * Two real server processes on one real PostgreSQL: what a rolling deploy or a second region
 * does. Each instance keeps nothing of the inbox itself, so either lists what both stored.
 */

const TOKEN = 'two-instances-admin-token';
let postgres: LocalPostgres;
let dir: string;
let servers: ChildServer[] = [];

beforeAll(async () => {
  postgres = await startLocalPostgres();
  dir = await mkdtemp(path.join(tmpdir(), 'isolario-two-'));
  await copyFile('data/catalog.json', path.join(dir, 'catalog.json'));
  await mkdir(path.join(dir, 'site'));
}, 60_000);
afterEach(async () => {
  for (const server of servers) await killServer(server);
  servers = [];
});
afterAll(async () => {
  await postgres?.destroy();
  await removeTestDir(dir);
});

/** Two instances over a new database, sharing the deployed catalogue and nothing else. */
async function twoInstances(extra: Record<string, string> = {}): Promise<[ChildServer, ChildServer]> {
  const databaseUrl = await postgres.createDatabase();
  const start = (name: string) =>
    spawnServer({
      CATALOG_FILE: path.join(dir, 'catalog.json'),
      DATA_DIR: path.join(dir, name),
      STATIC_DIR: path.join(dir, 'site'),
      DATABASE_URL: databaseUrl,
      ADMIN_TOKEN: TOKEN,
      LOG_LEVEL: 'info',
      ...extra,
    });
  // Started together: both migrate the new database at once, under the advisory lock.
  servers = await Promise.all([start('a'), start('b')]);
  return servers as [ChildServer, ChildServer];
}

async function storedContacts(server: ChildServer): Promise<Contact[]> {
  const answer = await request(server.url, {
    path: '/api/admin/contacts',
    headers: { Authorization: `Bearer ${TOKEN}` },
  });
  expect(answer.status).toBe(200);
  return JSON.parse(answer.text) as Contact[];
}

interface Outcome {
  marker: string;
  status?: number;
  id?: string;
  retryAfter?: string;
  error?: string;
}

/** One contact POST per marker, spread over the instances in turn, all at once. */
function burst(targets: ChildServer[], markers: string[], onAck: () => void = () => undefined) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  return Promise.all(
    markers.map(async (marker, i): Promise<Outcome> => {
      try {
        const answer = await postBody(targets[i % targets.length]!.url, '/api/contacts', uniqueContact(marker), agent);
        const outcome: Outcome = { marker, status: answer.status };
        if (answer.status === 201) {
          outcome.id = (JSON.parse(answer.text) as { id: string }).id;
          onAck();
        } else {
          expectErrorShape(answer, marker);
          outcome.retryAfter = answer.headers['retry-after'] as string | undefined;
        }
        return outcome;
      } catch (error) {
        return { marker, error: (error as NodeJS.ErrnoException).code ?? String(error) };
      }
    }),
  ).finally(() => agent.destroy());
}

const markers = (round: string, count: number) => Array.from({ length: count }, (_, i) => `${round}-${i}`);

describe('two instances on one PostgreSQL', () => {
  it('stores 1,000 concurrent writes over both once each, and either lists them all', async () => {
    const [a, b] = await twoInstances();
    const outcomes = await burst([a, b], markers('thousand', 1000));
    expect(outcomes.filter((outcome) => outcome.status !== 201)).toEqual([]);
    for (const server of [a, b]) {
      const stored = await storedContacts(server);
      expect(stored).toHaveLength(1000);
      expect(new Set(stored.map((contact) => contact.subject)).size).toBe(1000);
      expect(new Set(stored.map((contact) => contact.id))).toEqual(new Set(outcomes.map((outcome) => outcome.id)));
    }
  });

  it('makes one record of one Idempotency-Key sent to both at once', async () => {
    const [a, b] = await twoInstances();
    const body = uniqueContact('one-key');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        postBody([a, b][i % 2]!.url, '/api/contacts', body, undefined, { 'Idempotency-Key': 'shared-key-1' }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((answer) => (JSON.parse(answer.text) as { id: string }).id)).size).toBe(1);
    expect((await storedContacts(a)).filter((contact) => contact.subject === body.subject)).toHaveLength(1);
    // The same key with another body, on either instance: 422, nothing stored.
    const other = await postBody(b.url, '/api/contacts', uniqueContact('other'), undefined, {
      'Idempotency-Key': 'shared-key-1',
    });
    expect(other.status).toBe(422);
    expect(await storedContacts(b)).toHaveLength(1);
  });

  it('loses nothing an instance acknowledged when it is killed mid-burst', async () => {
    const [a, b] = await twoInstances();
    let acks = 0;
    const killed = new Promise<void>((resolve) => {
      const watch = setInterval(() => {
        if (acks < 100) return;
        clearInterval(watch);
        a.child.kill('SIGKILL');
        resolve();
      }, 1);
    });
    const outcomes = await burst([a], markers('kill', 600), () => acks++);
    await killed;
    const acknowledged = outcomes.filter((outcome) => outcome.status === 201);
    expect(acknowledged.length).toBeGreaterThanOrEqual(100);
    expect(acknowledged.length, 'the kill came before the burst was over').toBeLessThan(600);
    const stored = new Set((await storedContacts(b)).map((contact) => contact.id));
    for (const outcome of acknowledged) expect(stored.has(outcome.id!), outcome.marker).toBe(true);
    // Nothing else answered 2xx, and what did not answer may or may not be stored: a client retries it.
    expect(outcomes.every((outcome) => outcome.status === 201 || outcome.error !== undefined)).toBe(true);
  });

  it('answers 503 with Retry-After while the database restarts, then recovers without a restart', async () => {
    const [a, b] = await twoInstances();
    const outcomes: Outcome[] = [];
    let round = 0;
    let loading = true;
    const load = (async () => {
      while (loading) outcomes.push(...(await burst([a, b], markers(`db-${round++}`, 20))));
    })();
    // Waits on what happened, not on time: writes before, writes that met it away, writes after.
    const seen = (status: number, from = 0) => outcomes.slice(from).some((outcome) => outcome.status === status);
    await vi.waitFor(() => expect(seen(201)).toBe(true), { timeout: 30_000, interval: 20 });
    await postgres.stop();
    await vi.waitFor(() => expect(seen(503)).toBe(true), { timeout: 30_000, interval: 20 });
    await postgres.start();
    const restarted = outcomes.length;
    await vi.waitFor(() => expect(seen(201, restarted)).toBe(true), { timeout: 30_000, interval: 20 });
    loading = false;
    await load;

    // First whether both instances lived through it: once in a full run a burst met ECONNRESET
    // here, and which of a crash or a reset it was is the first thing to know.
    expect(a.child.exitCode, 'instance a exited').toBeNull();
    expect(b.child.exitCode, 'instance b exited').toBeNull();
    const unavailable = outcomes.filter((outcome) => outcome.status === 503);
    expect(unavailable.length, 'some writes met the database away').toBeGreaterThan(0);
    expect(unavailable.every((outcome) => Number(outcome.retryAfter) > 0)).toBe(true);
    expect(outcomes.filter((outcome) => outcome.status !== 201 && outcome.status !== 503)).toEqual([]);
    // Both instances write again, the same processes as before.
    const after = await burst([a, b], markers('after', 10));
    expect(after.map((outcome) => outcome.status)).toEqual(Array(10).fill(201));
    expect(a.child.exitCode).toBeNull();
    expect(b.child.exitCode).toBeNull();
    const stored = new Set((await storedContacts(a)).map((contact) => contact.id));
    for (const outcome of [...outcomes, ...after].filter((o) => o.status === 201))
      expect(stored.has(outcome.id!)).toBe(true);
  });

  it('counts the rate limit per instance, as docs/deploy.md says', async () => {
    const [a, b] = await twoInstances({ RATE_LIMIT: '5' });
    const statuses = async (server: ChildServer, count: number) => {
      const answers: number[] = [];
      for (let i = 0; i < count; i++) answers.push((await request(server.url, { path: '/api/statistics' })).status);
      return answers;
    };
    expect(await statuses(a, 6)).toEqual([200, 200, 200, 200, 200, 429]);
    // The other instance has its own count: a client spread over N instances gets N times the limit.
    expect(await statuses(b, 6)).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
