import http from 'node:http';
import net from 'node:net';
import { copyFile, mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { removeTestDir } from '../../tests/support/test-server';
import { uniqueContact, validContact } from '../../tests/support/fixtures';
import { inboxFile, inboxIds } from '../../tests/support/inbox-on-disk';
import { killServer, spawnServer, type ChildServer } from '../../tests/support/server-process';
import { postBody, request } from '../../tests/support/raw-http';

const report = (line: string) => {
  if (process.env.RELIABILITY_REPORT) console.log(`[reliability] ${line}`);
};

let dir: string;
let env: Record<string, string>;
let running: ChildServer | undefined;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'isolario-crash-'));
  await copyFile('data/catalog.json', path.join(dir, 'catalog.json'));
  await mkdir(path.join(dir, 'site'));
  await writeFile(path.join(dir, 'site', 'index.html'), '<!doctype html><title>Isolario</title>');
});
afterEach(async () => {
  await killServer(running);
  running = undefined;
});
afterAll(async () => {
  await killServer(running);
  await removeTestDir(dir);
});

/** A fresh DATA_DIR per test, over the same catalogue copy. */
async function freshDataDir(name: string) {
  const dataDir = path.join(dir, name);
  await mkdir(dataDir, { recursive: true });
  env = { CATALOG_FILE: path.join(dir, 'catalog.json'), DATA_DIR: dataDir, STATIC_DIR: path.join(dir, 'site') };
  return dataDir;
}

interface Outcome {
  marker: string;
  status?: number;
  id?: string;
  error?: string;
}

/**
 * Fires `count` contact POSTs at once (32 sockets) and calls `onAck` after each 201; every
 * request ends as an answer or a connection error, never hangs.
 */
function burst(url: string, count: number, round: string, onAck: (acks: number) => void): Promise<Outcome[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
  let acks = 0;
  return Promise.all(
    Array.from({ length: count }, async (_, i): Promise<Outcome> => {
      const marker = `${round}-${i}`;
      try {
        const answer = await postBody(url, '/api/contacts', uniqueContact(marker), agent);
        const outcome: Outcome = { marker, status: answer.status };
        if (answer.status === 201) {
          outcome.id = (JSON.parse(answer.text) as { id: string }).id;
          onAck(++acks);
        }
        return outcome;
      } catch (error) {
        return { marker, error: (error as NodeJS.ErrnoException).code ?? String(error) };
      }
    }),
  ).finally(() => agent.destroy());
}

/**
 * Keeps 32 keep-alive clients posting back to back, each until its connection is refused or
 * `maxMs` has passed: a busy front proxy, as a rolling deploy's SIGTERM meets it.
 */
async function sustained(url: string, round: string, maxMs: number, onAck: (acks: number) => void) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
  const deadline = Date.now() + maxMs;
  const outcomes: Outcome[] = [];
  let acks = 0;
  await Promise.all(
    Array.from({ length: 32 }, async (_, worker) => {
      for (let i = 0; Date.now() < deadline && i < 100_000; i++) {
        const marker = `${round}-${worker}-${i}`;
        try {
          const answer = await postBody(url, '/api/contacts', uniqueContact(marker), agent);
          const outcome: Outcome = { marker, status: answer.status };
          outcomes.push(outcome);
          if (answer.status !== 201) return;
          outcome.id = (JSON.parse(answer.text) as { id: string }).id;
          onAck(++acks);
        } catch (error) {
          outcomes.push({ marker, error: (error as NodeJS.ErrnoException).code ?? String(error) });
          if ((error as NodeJS.ErrnoException).code === 'ECONNREFUSED') return;
        }
      }
    }),
  ).finally(() => agent.destroy());
  return outcomes;
}

const markerOf = (subject: string) => subject.replace(/^Load /, '');

describe('killed with SIGKILL in the middle of a write burst', () => {
  it('leaves a valid file holding every acknowledged record, and starts again on it', async () => {
    const dataDir = await freshDataDir('sigkill');
    const acknowledged = new Set<string>();
    let unacknowledgedButStored = 0;
    let lastPid = 0;
    for (const [round, killAfter] of [
      ['a', 20],
      ['b', 120],
      ['c', 1],
    ] as const) {
      running = await spawnServer(env);
      const server = running;
      lastPid = server.child.pid!;
      const outcomes = await burst(server.url, 300, round, (acks) => {
        if (acks === killAfter) server.child.kill('SIGKILL');
      });
      expect((await server.exited).signal).toBe('SIGKILL');
      const acked = outcomes.filter((o) => o.status === 201);
      // Answers that were already on their way may still arrive: each is an acknowledgement.
      expect(acked.length).toBeGreaterThanOrEqual(killAfter);
      expect(outcomes.filter((o) => o.status !== undefined && o.status !== 201)).toEqual([]);
      for (const o of acked) acknowledged.add(o.id!);

      // Valid JSON at once after the kill, before anything restarts.
      const inbox = await inboxFile(dataDir);
      const stored = new Set(inboxIds(inbox));
      const lost = [...acknowledged].filter((id) => !stored.has(id));
      expect(lost).toEqual([]);
      const failedMarkers = new Set(outcomes.filter((o) => o.error).map((o) => o.marker));
      unacknowledgedButStored += inbox.contacts.filter((c) => failedMarkers.has(markerOf(c.subject))).length;
      expect(inboxIds(inbox).length).toBe(new Set(inboxIds(inbox)).size);
      report(
        `SIGKILL round ${round}: killed after ${killAfter} acks; ${acked.length} acknowledged, ` +
          `${outcomes.filter((o) => o.error).length} cut off; ${stored.size} stored in total, 0 acknowledged lost`,
      );
    }

    // A kill in the middle of a write leaves its temp file behind (rare on a fast disk, so one is
    // planted here, named as the killed process would have named it).
    const cutOff = `.inbox.json.${lastPid}.0badc0ffee00.tmp`;
    await writeFile(path.join(dataDir, cutOff), '{"submissions": [{"id": "half');

    // Started again on the same DATA_DIR: nothing set aside, everything still there, new writes work.
    running = await spawnServer(env);
    expect(running.logs.join('\n')).not.toMatch(/kept it aside/);
    expect(running.logs.find((l) => l.includes('removed temp files a crashed write left behind'))).toContain(cutOff);
    const again = await postBody(running.url, '/api/contacts', validContact);
    expect(again.status).toBe(201);
    const inbox = await inboxFile(dataDir);
    const stored = new Set(inboxIds(inbox));
    expect([...acknowledged].every((id) => stored.has(id))).toBe(true);
    expect(stored.has((JSON.parse(again.text) as { id: string }).id)).toBe(true);
    running.child.kill('SIGTERM');
    expect((await running.exited).code).toBe(0);
    const leftovers = (await readdir(dataDir)).filter((name) => name !== 'inbox.json' && name !== 'inbox.json.journal');
    report(
      `SIGKILL: ${acknowledged.size} acknowledged over 3 kills, all present after restart; ` +
        `${unacknowledgedButStored} stored but cut off before the answer; files left beside the inbox after restart: ${leftovers.join(', ') || 'none'}`,
    );
    expect(leftovers).toEqual([]);
  }, 60_000);
});

describe('a damaged inbox file at start-up', () => {
  for (const [name, damage] of [
    ['truncated', (text: string) => text.slice(0, Math.floor(text.length / 2))],
    ['empty', () => ''],
    ['valid JSON of the wrong shape', () => '{"submissions": "none", "contacts": [{"id": 1}]}'],
    ['binary garbage', () => '\u0000\u00ff\u0001PK\u0003\u0004'],
  ] as const) {
    it(`is kept aside and reported when ${name}, and the server starts and serves`, async () => {
      const dataDir = await freshDataDir(`damaged-${name.replace(/\W+/g, '-')}`);
      // A real inbox with records, then damaged the way a crash or a bad edit would.
      const contacts = Array.from({ length: 3 }, (_, i) => ({
        ...uniqueContact(`before-${i}`),
        id: `c${i}`,
        status: 'unread',
        submittedAt: new Date(0).toISOString(),
      }));
      const whole = JSON.stringify({ submissions: [], contacts, newsletters: [], idempotency: [] }, null, 2);
      const inboxPath = path.join(dataDir, 'inbox.json');
      const damaged = damage(whole);
      await writeFile(inboxPath, damaged);

      running = await spawnServer(env);
      const line = running.logs.find((l) => l.includes('inbox file is unreadable'));
      expect(line, running.logs.join('\n')).toBeDefined();
      const logged = JSON.parse(line!) as { level: string; message: string; keptAs: string; reason: string };
      expect(logged.level).toBe('error');
      expect(logged.message).toMatch(/kept it aside and started with an empty inbox/);
      expect(logged.reason.length).toBeGreaterThan(0);
      expect(await readFile(logged.keptAs, 'utf8')).toBe(damaged);
      expect(path.dirname(logged.keptAs)).toBe(dataDir);

      expect((await request(running.url, { path: '/api/statistics' })).status).toBe(200);
      const posted = await postBody(running.url, '/api/contacts', uniqueContact('after'));
      expect(posted.status).toBe(201);
      const inbox = await inboxFile(dataDir);
      expect(inbox.contacts.map((c) => c.subject)).toEqual(['Load after']);
      // The damaged copy is still there, byte for byte, after new writes.
      expect(await readFile(logged.keptAs, 'utf8')).toBe(damaged);
    }, 30_000);
  }
});

describe('SIGTERM during load', () => {
  it('finishes the requests in flight, stores every acknowledged one, and exits 0', async () => {
    const dataDir = await freshDataDir('sigterm');
    running = await spawnServer(env);
    const server = running;
    let signalledAt = 0;
    const outcomes = await burst(server.url, 400, 't', (acks) => {
      if (acks === 40) {
        signalledAt = performance.now();
        server.child.kill('SIGTERM');
      }
    });
    const { code } = await server.exited;
    const exitMs = performance.now() - signalledAt;
    expect(code).toBe(0);
    expect(server.logs.join('\n')).toMatch(/stopped cleanly/);

    const acked = outcomes.filter((o) => o.status === 201);
    expect(outcomes.filter((o) => o.status !== undefined && o.status !== 201)).toEqual([]);
    const inbox = await inboxFile(dataDir);
    const stored = new Set(inboxIds(inbox));
    expect(acked.filter((o) => !stored.has(o.id!))).toEqual([]);
    // Nothing the server took in went unanswered: every stored record was acknowledged.
    const ackedMarkers = new Set(acked.map((o) => o.marker));
    expect(inbox.contacts.filter((c) => !ackedMarkers.has(markerOf(c.subject)))).toEqual([]);
    // Requests after the signal are refused at the door, not cut off halfway.
    const errors = [...new Set(outcomes.filter((o) => o.error).map((o) => o.error))];
    report(
      `SIGTERM: signalled after 40 acks; ${acked.length} acknowledged and stored, ` +
        `${outcomes.length - acked.length} refused (${errors.join(', ') || 'none'}); exit 0 in ${exitMs.toFixed(0)} ms`,
    );
    expect(exitMs).toBeLessThan(10_000);
  }, 30_000);

  it('stops promptly under sustained keep-alive load instead of serving it forever', async () => {
    const dataDir = await freshDataDir('sigterm-sustained');
    running = await spawnServer(env);
    const server = running;
    let signalledAt = 0;
    let exitMs = Infinity;
    void server.exited.then(() => (exitMs = performance.now() - signalledAt));
    const outcomes = await sustained(server.url, 's', 8_000, (acks) => {
      if (acks === 100) {
        signalledAt = performance.now();
        server.child.kill('SIGTERM');
      }
    });
    const { code } = await server.exited;
    expect(code).toBe(0);
    const acked = outcomes.filter((o) => o.status === 201);
    expect(outcomes.filter((o) => o.status !== undefined && o.status !== 201)).toEqual([]);
    const inbox = await inboxFile(dataDir);
    const stored = new Set(inboxIds(inbox));
    expect(acked.filter((o) => !stored.has(o.id!))).toEqual([]);
    const ackedMarkers = new Set(acked.map((o) => o.marker));
    expect(inbox.contacts.filter((c) => !ackedMarkers.has(markerOf(c.subject)))).toEqual([]);
    report(
      `SIGTERM under sustained load (32 keep-alive clients): ${acked.length} acknowledged and stored, ` +
        `exit 0 in ${exitMs.toFixed(0)} ms after the signal`,
    );
    expect(exitMs).toBeLessThan(3_000);
  }, 30_000);
});

describe('SIGTERM with stalled uploads', () => {
  it('closes every connection after the grace period and exits, storing nothing half-sent', async () => {
    const dataDir = await freshDataDir('sigterm-stalled');
    const graceMs = 1_000;
    running = await spawnServer({ ...env, SHUTDOWN_GRACE_MS: String(graceMs) });
    const server = running;
    const url = new URL(server.url);
    // Three clients send the headers of a POST and part of its body, then go silent, as a phone
    // losing signal mid-upload would.
    const body = JSON.stringify(uniqueContact('stalled'));
    const sockets = await Promise.all(
      [1, 2, 3].map(
        () =>
          new Promise<net.Socket>((resolve, reject) => {
            const socket = net.connect(Number(url.port), url.hostname, () => {
              socket.write(
                `POST /api/contacts HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: application/json\r\n` +
                  `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 20)}`,
              );
              resolve(socket);
            });
            socket.on('error', () => undefined);
            socket.once('error', reject);
          }),
      ),
    );
    const closed = sockets.map((socket) => new Promise<void>((resolve) => socket.once('close', () => resolve())));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const signalledAt = performance.now();
    server.child.kill('SIGTERM');
    const { code } = await server.exited;
    const exitMs = performance.now() - signalledAt;
    await Promise.all(closed);
    expect(code).toBe(0);
    expect(server.logs.join('\n')).toMatch(/grace period over/);
    expect(server.logs.join('\n')).toMatch(/stopped cleanly/);
    const inbox = await inboxFile(dataDir);
    expect(inbox.contacts).toEqual([]);
    report(`SIGTERM with 3 stalled uploads, grace ${graceMs} ms: exit 0 in ${exitMs.toFixed(0)} ms`);
    // Before the deadline existed the server never exited (the test timed out).
    expect(exitMs).toBeGreaterThanOrEqual(graceMs - 50);
    expect(exitMs).toBeLessThan(graceMs + 1_000);
  }, 30_000);
});
