import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Contact } from '@core/contract/schemas';
import { NGINX, startLocalCluster, type LocalCluster } from '../../tools/cluster/local-cluster';
import { startLocalPostgres } from '../../tools/cluster/local-postgres';
import { DEFAULT_READ_CACHE_CONTROL } from '../config';
import { removeTestDir } from '../../tests/support/test-server';
import { expectErrorShape, postBody, request } from '../../tests/support/raw-http';
import { uniqueContact } from '../../tests/support/fixtures';

/**
 * docs/deploy.md's configuration, as npm run cluster starts it: nginx (docs/nginx.conf) in front
 * of two real server processes on one real PostgreSQL. Everything is asked through nginx, as a
 * client would; the instances are asked directly only to see what they stored.
 */

const TOKEN = 'deploy-nginx-admin-token';
const SCRIPT = 'console.log("the site");';
const hasNginx = existsSync(NGINX);
if (!hasNginx) console.warn(`deploy-nginx.test.ts skipped: nginx was not found at ${NGINX} (apt-get install nginx)`);

/**
 * npm run cluster's cluster over a copy of the catalogue in `dir`, on a fast, not durable,
 * PostgreSQL of its own (the test is about the deployment, not the disk); stop() ends both.
 */
async function startTestCluster(dir: string, env: Record<string, string>): Promise<LocalCluster> {
  await copyFile('data/catalog.json', path.join(dir, 'catalog.json'));
  const postgres = await startLocalPostgres();
  const started = await startLocalCluster({
    databaseUrl: await postgres.createDatabase(),
    catalogFile: path.join(dir, 'catalog.json'),
    env,
  }).catch(async (error: unknown) => {
    await postgres.destroy();
    throw error;
  });
  return { ...started, stop: () => started.stop().finally(() => postgres.destroy()) };
}

let cluster: LocalCluster | undefined;
let dir: string;

beforeAll(async () => {
  if (!hasNginx) return;
  dir = await mkdtemp(path.join(tmpdir(), 'isolario-deploy-'));
  await mkdir(path.join(dir, 'site', 'assets'), { recursive: true });
  await writeFile(path.join(dir, 'site', 'index.html'), '<!doctype html><title>Isolario</title>');
  await writeFile(path.join(dir, 'site', 'assets', 'index-test.js'), SCRIPT);
  cluster = await startTestCluster(dir, { ADMIN_TOKEN: TOKEN, STATIC_DIR: path.join(dir, 'site') });
}, 60_000);
afterAll(async () => {
  await cluster?.stop();
  if (dir) await removeTestDir(dir);
});

interface LogLine {
  request: string;
  status: number;
  upstream: string;
  cache: string;
}

/** nginx's access log (docs/nginx.conf's isolario format), one entry per request. */
async function accessLog(): Promise<LogLine[]> {
  const text = await readFile(cluster!.accessLog, 'utf8');
  return text
    .trim()
    .split('\n')
    .map((line) => {
      const match = /"([^"]*)" (\d{3}) upstream=(.+?) cache=(\S+)/.exec(line);
      if (!match) throw new Error(`unexpected access log line: ${line}`);
      return { request: match[1]!, status: Number(match[2]), upstream: match[3]!, cache: match[4]! };
    });
}

async function storedContacts(base: string): Promise<Contact[]> {
  const answer = await request(base, { path: '/api/admin/contacts', headers: { Authorization: `Bearer ${TOKEN}` } });
  expect(answer.status).toBe(200);
  return JSON.parse(answer.text) as Contact[];
}

describe.skipIf(!hasNginx)('nginx in front of two instances on one PostgreSQL (docs/deploy.md)', () => {
  it('caches a read with its Cache-Control and strong ETag, and answers If-None-Match with 304', async () => {
    const first = await request(cluster!.url, { path: '/api/statistics' });
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe(DEFAULT_READ_CACHE_CONTROL);
    const etag = first.headers.etag!;
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(first.headers['x-cache-status']).toBe('MISS');

    const second = await request(cluster!.url, { path: '/api/statistics' });
    expect(second.headers['x-cache-status']).toBe('HIT');
    expect(second.headers.etag).toBe(etag);
    expect(second.text).toBe(first.text);

    const conditional = await request(cluster!.url, { path: '/api/statistics', headers: { 'If-None-Match': etag } });
    expect(conditional.status).toBe(304);
    expect(conditional.text).toBe('');

    // Only the first of the three reached an instance. nginx writes a request's log line after
    // its answer has gone, so the last line may land a moment after the client has it.
    const statisticsReads = async () =>
      (await accessLog()).filter((line) => line.request === 'GET /api/statistics HTTP/1.1');
    await expect.poll(async () => (await statisticsReads()).length, { timeout: 5_000 }).toBe(3);
    const reads = await statisticsReads();
    expect(reads.map((line) => line.cache)).toEqual(['MISS', 'HIT', 'HIT']);
    expect(reads.filter((line) => line.upstream !== '-')).toHaveLength(1);
  });

  it("refuses a Host with a '/' itself, and an instance refuses the malformed Hosts nginx passes on", async () => {
    const host = new URL(cluster!.url).host;
    // Page cache poisoning: Host <host>/assets with the path of the site's script.
    const poisoned = await request(cluster!.url, { path: '/index-test.js', headers: { Host: `${host}/assets` } });
    expect(poisoned.status).toBe(400);
    // As for every count of the log: its line may trail the answer (see the POSTs below).
    await expect
      .poll(async () =>
        (await accessLog())
          .filter((line) => line.request === 'GET /index-test.js HTTP/1.1')
          .map((line) => [line.status, line.upstream]),
      )
      .toEqual([[400, '-']]);
    for (const bad of ['a|b', 'x@y', '<x>']) {
      const answer = await request(cluster!.url, { path: '/api/statistics', headers: { Host: bad } });
      expect(answer.status, bad).toBe(400);
      expect(expectErrorShape(answer, bad).error).toBe('invalid_host');
    }
    const script = await request(cluster!.url, { path: '/assets/index-test.js' });
    expect(script.status).toBe(200);
    expect(script.text).toBe(SCRIPT);
  });

  it('passes every POST through, spread over both instances, each stored once in PostgreSQL', async () => {
    const [a, b] = cluster!.instances;
    const markers = Array.from({ length: 20 }, (_, i) => `spread-${i}`);
    for (const marker of markers) {
      const answer = await postBody(cluster!.url, '/api/contacts', uniqueContact(marker));
      expect(answer.status, answer.text).toBe(201);
      expect(answer.headers['x-cache-status']).toBeUndefined();
    }
    // nginx writes a request's log line after its answer is sent: the last may trail the client.
    const postLines = async () => (await accessLog()).filter((line) => line.request === 'POST /api/contacts HTTP/1.1');
    await expect.poll(async () => (await postLines()).length).toBe(20);
    const posts = await postLines();
    const byInstance = new Map<string, number>();
    for (const line of posts) byInstance.set(line.upstream, (byInstance.get(line.upstream) ?? 0) + 1);
    // nginx's round robin: one after the other, so each instance took half.
    expect(byInstance).toEqual(
      new Map([
        [a!.address, 10],
        [b!.address, 10],
      ]),
    );
    // Each instance, asked directly, lists all twenty: one shared inbox, nothing twice.
    for (const instance of [a!, b!]) {
      const subjects = (await storedContacts(instance.url)).map((contact) => contact.subject);
      expect(subjects.toSorted()).toEqual(markers.map((marker) => `Load ${marker}`).toSorted());
    }
  });

  it('keeps answering reads and taking writes when one instance is killed', async () => {
    const [a, b] = cluster!.instances;
    // Reads go on while a dies: cached ones and new searches (each a cache miss) in turn.
    const statuses: string[] = [];
    let reading = true;
    const reads = (async () => {
      for (let i = 0; reading; i++) {
        const target = i % 2 ? '/api/statistics' : `/api/islands/search/${encodeURIComponent(`reef ${i}`)}`;
        const answer = await request(cluster!.url, { path: target });
        statuses.push(`${answer.status} ${target}`);
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 150));
    a!.child.kill('SIGKILL');
    await a!.exited;
    await new Promise((resolve) => setTimeout(resolve, 150));
    reading = false;
    await reads;
    expect(statuses.length).toBeGreaterThan(10);
    expect(statuses.filter((status) => !status.startsWith('200 '))).toEqual([]);

    // A read nginx holds is answered from its cache; one it does not, by the instance still up.
    const cached = await request(cluster!.url, { path: '/api/statistics' });
    expect(cached.status).toBe(200);
    expect(cached.headers['x-cache-status']).toBe('HIT');
    for (const target of ['/api/islands', '/api/islands/featured', '/api/islands/facets']) {
      const fresh = await request(cluster!.url, { path: target });
      expect(fresh.status, target).toBe(200);
      expect(fresh.headers['x-cache-status'], target).toBe('MISS');
    }

    const markers = Array.from({ length: 6 }, (_, i) => `after-kill-${i}`);
    for (const marker of markers) {
      const answer = await postBody(cluster!.url, '/api/contacts', uniqueContact(marker));
      expect(answer.status, answer.text).toBe(201);
    }
    // As above: a log line may trail its answer.
    const posts = async () => (await accessLog()).filter((line) => line.request === 'POST /api/contacts HTTP/1.1');
    await expect.poll(async () => (await posts()).length).toBe(26);
    const afterKill = (await posts()).slice(20);
    // Every one was answered by b; a refused connection to a is tried once, then skipped.
    for (const line of afterKill) expect(line.upstream.split(', ').at(-1)).toBe(b!.address);
    const stored = (await storedContacts(b!.url)).map((contact) => contact.subject);
    expect(stored).toHaveLength(26);
    for (const marker of markers) expect(stored.filter((subject) => subject === `Load ${marker}`)).toHaveLength(1);
  });
});

describe.skipIf(!hasNginx)('nginx in front of two instances with RATE_LIMIT (docs/deploy.md)', () => {
  const LIMIT = 3;
  let limited: LocalCluster | undefined;
  let limitedDir: string | undefined;
  beforeAll(async () => {
    limitedDir = await mkdtemp(path.join(tmpdir(), 'isolario-deploy-limit-'));
    limited = await startTestCluster(limitedDir, { RATE_LIMIT: String(LIMIT) });
  }, 60_000);
  afterAll(async () => {
    await limited?.stop();
    if (limitedDir) await removeTestDir(limitedDir);
  });

  it('counts each client by the address nginx forwards (X-Forwarded-For), not by nginx', async () => {
    // Each search a cache miss, so every request reaches an instance and is counted there.
    let n = 0;
    const search = (from: string) =>
      request(limited!.url, { path: `/api/islands/search/${encodeURIComponent(`atoll ${++n}`)}`, localAddress: from });
    // Round robin over two instances, each counting LIMIT per client: 2 x LIMIT pass, then 429.
    const first: number[] = [];
    for (let i = 0; i < 2 * LIMIT + 1; i++) first.push((await search('127.0.0.2')).status);
    expect(first).toEqual([...Array<number>(2 * LIMIT).fill(200), 429]);
    // Another client through the same nginx has its own count: the instances saw who sent what.
    // Counted by nginx's own address instead, this one would be refused as well.
    expect((await search('127.0.0.3')).status).toBe(200);
    expect((await search('127.0.0.2')).status).toBe(429);

    const log = (await readFile(limited!.accessLog, 'utf8')).trim().split('\n');
    expect(log.filter((line) => line.startsWith('127.0.0.2 '))).toHaveLength(2 * LIMIT + 2);
    expect(log.filter((line) => line.startsWith('127.0.0.3 '))).toHaveLength(1);
  });
});

describe('docs/deploy.md', () => {
  it('shows docs/nginx.conf as it is, so the page never drifts from the tested file', async () => {
    const [page, conf] = await Promise.all([readFile('docs/deploy.md', 'utf8'), readFile('docs/nginx.conf', 'utf8')]);
    expect(page).toContain(`\`\`\`nginx\n${conf.trimEnd()}\n\`\`\``);
  });
});
