import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { load, loadResultOf, rssOf, startServerProcess, type LoadResult } from './server-bench';

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
