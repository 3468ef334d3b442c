import { fork } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { ProbeResult } from './latency-probe';
import { cpuSecondsOf, load, loadResultOf, rssOf, startServerProcess, type LoadResult } from './server-bench';

function serverDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'isolario-hardening-'));
  copyFileSync('data/catalog.json', path.join(dir, 'catalog.json'));
  copyFileSync('data/outlines.topo.json', path.join(dir, 'outlines.topo.json'));
  return dir;
}

export interface JunkFloodRow {
  junkUrls: number;
  /** The cached read measured meanwhile, with 32 connections. */
  read: LoadResult;
  rssBeforeMb: number;
  rssAfterMb: number;
}

/**
 * A cached /api/statistics under load while another client sends `count` GETs of the full
 * GeoJSON export, each with a query string never seen before (?junk=N), as a cache-busting
 * crawler or an attacker would; the server's memory is read before and after.
 */
export async function benchJunkFlood(count: number, seconds: number): Promise<JunkFloodRow> {
  const dir = serverDir();
  const { url, child } = await startServerProcess({ CATALOG_FILE: path.join(dir, 'catalog.json'), DATA_DIR: dir });
  try {
    const headers = { 'accept-encoding': 'br, gzip' };
    // Warm what a running server has built already: the read measured and the export itself.
    await (await fetch(`${url}/api/statistics`, { headers })).arrayBuffer();
    await (await fetch(`${url}/api/islands.geojson`, { headers })).arrayBuffer();
    const rssBeforeMb = await rssOf(child.pid!);
    let next = 0;
    const flood = new Promise<void>((resolve, reject) => {
      autocannon(
        {
          url,
          connections: 8,
          amount: count,
          headers,
          requests: [
            { method: 'GET', setupRequest: (request) => ({ ...request, path: `/api/islands.geojson?junk=${next++}` }) },
          ],
        },
        (error) => (error ? reject(error) : resolve()),
      );
    });
    const read = await load('/api/statistics', `${url}/api/statistics`, { headers, seconds });
    await flood;
    return { junkUrls: next, read, rssBeforeMb, rssAfterMb: await rssOf(child.pid!) };
  } finally {
    child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface StalledShutdownRow {
  stalled: number;
  graceMs: number;
  exitMs: number;
  code: number | null;
}

/** SIGTERM while `stalled` clients sit in the middle of a POST body they never finish. */
export async function benchStalledShutdown(stalled: number, graceMs: number): Promise<StalledShutdownRow> {
  const dir = serverDir();
  const { url, child } = await startServerProcess({
    CATALOG_FILE: path.join(dir, 'catalog.json'),
    DATA_DIR: dir,
    SHUTDOWN_GRACE_MS: String(graceMs),
  });
  const target = new URL(url);
  const sockets = await Promise.all(
    Array.from(
      { length: stalled },
      () =>
        new Promise<net.Socket>((resolve) => {
          const socket = net.connect(Number(target.port), target.hostname, () => {
            socket.write(
              `POST /api/contacts HTTP/1.1\r\nHost: ${target.host}\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"name":"Ada`,
            );
            resolve(socket);
          });
          socket.on('error', () => undefined);
        }),
    ),
  );
  await new Promise((resolve) => setTimeout(resolve, 200));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const signalledAt = performance.now();
  child.kill('SIGTERM');
  const code = await exited;
  const exitMs = performance.now() - signalledAt;
  for (const socket of sockets) socket.destroy();
  rmSync(dir, { recursive: true, force: true });
  return { stalled, graceMs, exitMs, code };
}

export interface InboxGrowthRow {
  stored: number;
  /** POST /api/contacts (a 5 kB message), 8 clients, while 32 connections read a cached answer. */
  post: LoadResult;
  read: LoadResult;
  rssMb: number;
}

/**
 * POST latency with `stored` 5 kB contact messages (and as many live Idempotency-Keys) already in
 * the inbox, written as the server would have kept them before it starts; every POST carries a
 * new key. A cached read's latency is measured meanwhile.
 */
export async function benchInboxGrowth(stored: number, seconds: number): Promise<InboxGrowthRow> {
  const dir = serverDir();
  const message = 'A long message from a researcher about the island. '.repeat(98).slice(0, 5000);
  if (stored > 0) {
    const contacts = Array.from({ length: stored }, (_, i) => ({
      id: `bench-${i}`,
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      subject: `Message ${i}`,
      message,
      submittedAt: new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString(),
      status: 'unread',
    }));
    // Each sent with an Idempotency-Key within the last day, so every key is still live.
    const now = Date.now();
    const idempotency = contacts.map((contact, i) => ({
      key: `stored-${i}`,
      kind: 'contact',
      fingerprint: 'x',
      recordId: contact.id,
      createdAt: new Date(now - (stored - i) * 1000).toISOString(),
    }));
    writeFileSync(
      path.join(dir, 'inbox.json'),
      JSON.stringify({ submissions: [], contacts, newsletters: [], idempotency }),
    );
  }
  const { url, child } = await startServerProcess({ CATALOG_FILE: path.join(dir, 'catalog.json'), DATA_DIR: dir });
  try {
    const body = JSON.stringify({ name: 'Ada Lovelace', email: 'ada@example.org', subject: 'Bench', message });
    let next = 0;
    await (await fetch(`${url}/api/statistics`)).arrayBuffer();
    const posting = new Promise<LoadResult>((resolve, reject) => {
      autocannon(
        {
          url: `${url}/api/contacts`,
          connections: 8,
          duration: seconds,
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
          // A new key on every request, as each client's retries would carry.
          requests: [
            {
              setupRequest: (request) => ({
                ...request,
                headers: { ...request.headers, 'idempotency-key': `bench-${next++}` },
              }),
            },
          ],
        },
        (error, result) => (error ? reject(error) : resolve(loadResultOf('POST /api/contacts', result))),
      );
    });
    const read = await load('/api/statistics', `${url}/api/statistics`, {
      headers: { 'accept-encoding': 'br' },
      seconds,
    });
    const post = await posting;
    return { stored, post, read, rssMb: await rssOf(child.pid!) };
  } finally {
    child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface CutUploadsRow {
  clients: number;
  maxDescriptors: number;
  descriptorsBefore: number;
  /** Two seconds after the last client gave up and closed its side. */
  descriptorsAfter: number;
  /** Of 10 new clients then asking GET /api/statistics at once, how many were answered within 2 s. */
  answered: number;
}

/**
 * `clients` POSTs that each send their headers and part of the body and then close their side
 * (a FIN), as phones losing signal mid-upload or an attacker do, against a server allowed
 * `maxDescriptors` open files; then an honest client.
 */
export async function benchCutUploads(clients: number, maxDescriptors: number): Promise<CutUploadsRow> {
  const dir = serverDir();
  const { url, child } = await startServerProcess(
    { CATALOG_FILE: path.join(dir, 'catalog.json'), DATA_DIR: dir },
    { maxDescriptors },
  );
  const descriptors = () => readdirSync(`/proc/${child.pid}/fd`).length;
  try {
    await (await fetch(`${url}/api/statistics`)).arrayBuffer();
    const descriptorsBefore = descriptors();
    const target = new URL(url);
    const body = '{"name":"Ada Lovelace","email":"ada@example.org","subject":"Cut off","message":"never whole"}';
    const sockets: net.Socket[] = [];
    for (let i = 0; i < clients; i++) {
      const socket = net.connect(Number(target.port), target.hostname, () =>
        socket.end(
          `POST /api/contacts HTTP/1.1\r\nHost: ${target.host}\r\nContent-Type: application/json\r\n` +
            `Content-Length: ${body.length}\r\n\r\n${body.slice(0, 20)}`,
        ),
      );
      socket.on('error', () => undefined);
      sockets.push(socket);
      // A few at a time, so the listen backlog is not what refuses them.
      if (i % 100 === 99) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const descriptorsAfter = descriptors();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        fetch(`${url}/api/statistics`, { signal: AbortSignal.timeout(2_000) }).then(
          async (response) => (await response.arrayBuffer(), response.ok),
          () => false,
        ),
      ),
    );
    const answered = answers.filter(Boolean).length;
    return { clients, maxDescriptors, descriptorsBefore, descriptorsAfter, answered };
  } finally {
    child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface CostlyVariantsRow {
  requests: number;
  /** Until the last of them was answered. */
  seconds: number;
  /** The server's CPU time (both cores count) over that. */
  cpuSeconds: number;
  rssBeforeMb: number;
  rssAfterMb: number;
  /** A cached read asked 50 times a second, from a process of its own, for as long as the attack lasts. */
  read: ProbeResult;
}

/** The read's latency from a process of its own (latency-probe.ts) for as long as `going()` says. */
async function probeLatency(
  url: string,
  headers: Record<string, string>,
  going: () => boolean,
  seconds: number,
): Promise<ProbeResult> {
  const probe = fork('tests/bench/latency-probe.ts', [url, JSON.stringify(headers), String(seconds)], {
    execArgv: ['--import', 'tsx'],
  });
  const result = new Promise<ProbeResult>((resolve, reject) => {
    probe.once('message', (message) => resolve(message as ProbeResult));
    probe.once('exit', (code) => reject(new Error(`the latency probe exited with ${code} before its result`)));
  });
  while (going()) await new Promise((resolve) => setTimeout(resolve, 50));
  probe.send('stop');
  return result;
}

/**
 * A cached /api/statistics under load while 32 clients send `requests` GETs whose answer is
 * costly to build and compress: each URL new, from `pathOf(i)`. Measures the server's CPU and
 * memory over them and how long they took.
 */
async function benchCostlyVariants(
  env: Record<string, string>,
  requests: number,
  connections: number,
  seconds: number,
  pathOf: (i: number) => string,
): Promise<CostlyVariantsRow> {
  const dir = serverDir();
  const { url, child } = await startServerProcess({
    CATALOG_FILE: path.join(dir, 'catalog.json'),
    DATA_DIR: dir,
    ...env,
  });
  try {
    const headers = { 'accept-encoding': 'br, gzip' };
    await (await fetch(`${url}/api/statistics`, { headers })).arrayBuffer();
    const rssBeforeMb = await rssOf(child.pid!);
    const cpuBefore = await cpuSecondsOf(child.pid!);
    const started = performance.now();
    let next = 0;
    let rssPeakMb = rssBeforeMb;
    const sampling = setInterval(() => {
      void rssOf(child.pid!).then(
        (mb) => (rssPeakMb = Math.max(rssPeakMb, mb)),
        () => undefined,
      );
    }, 250);
    const attack = new Promise<void>((resolve, reject) => {
      autocannon(
        {
          url,
          connections,
          amount: requests,
          timeout: 120,
          headers,
          requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: pathOf(next++) }) }],
        },
        (error) => (error ? reject(error) : resolve()),
      );
    });
    let attacking = true;
    const attackDone = attack.finally(() => (attacking = false));
    const read = await probeLatency(`${url}/api/statistics`, headers, () => attacking, seconds);
    await attackDone;
    const elapsed = (performance.now() - started) / 1000;
    clearInterval(sampling);
    return {
      requests,
      seconds: elapsed,
      cpuSeconds: (await cpuSecondsOf(child.pid!)) - cpuBefore,
      rssBeforeMb,
      rssAfterMb: Math.max(rssPeakMb, await rssOf(child.pid!)),
      read,
    };
  } finally {
    child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
}

const ISLAND_FIELD_NAMES = ['id', 'name', 'region', 'category', 'country', 'latitude', 'longitude', 'population'];

/**
 * The coastline export asked for under URLs that all mean the same answer: GeoJSON ignores
 * fields, and zeros pad offset, so each is new to a cache keyed by the text of the URL.
 */
export const benchEquivalentOutlineUrls = (requests: number, seconds: number) =>
  benchCostlyVariants({}, requests, 32, seconds, (i) => {
    const fields = `${ISLAND_FIELD_NAMES[i % 8]},${ISLAND_FIELD_NAMES[Math.floor(i / 8) % 8]}`;
    return `/api/islands.geojson?geometry=outline&fields=${fields}&offset=${'0'.repeat(1 + Math.floor(i / 64))}`;
  });

/** The coastline export under really different answers: every offset from 1 up, each nearly all of it. */
export const benchDistinctOutlineOffsets = (requests: number, seconds: number) =>
  benchCostlyVariants({}, requests, 32, seconds, (i) => `/api/islands.geojson?geometry=outline&offset=${i + 1}`);

/**
 * Explore rendered for a search text of 15.5 kB, each one new, from 4 clients (needs the built
 * site: npm run build).
 */
export const benchLongExploreSearches = (requests: number, seconds: number) =>
  benchCostlyVariants({}, requests, 4, seconds, (i) => `/explore?q=${`atoll${i} `.repeat(1_600).slice(0, 15_500)}`);
