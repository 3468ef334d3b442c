import { copyFile, mkdir, mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeTestDir } from '../../tests/support/test-server';
import { validContact } from '../../tests/support/fixtures';
import { inboxFile } from '../../tests/support/inbox-on-disk';
import { killServer, spawnServer, type ChildServer } from '../../tests/support/server-process';
import { request, socketExchange } from '../../tests/support/raw-http';

/**
 * Clients that give up in the middle of a POST body (a phone losing signal, or an attacker
 * holding sockets open): each connection must end, answered where it can be, and the server's
 * descriptors must come back to where they were. A real server process, so its descriptors are
 * its own (/proc/<pid>/fd).
 */

const report = (line: string) => {
  if (process.env.RELIABILITY_REPORT) console.log(`[reliability] ${line}`);
};

const REQUEST_TIMEOUT_MS = 1_500;
const CLIENTS = 20;
const body = JSON.stringify(validContact);
const head = `POST /api/contacts HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n`;
const cutOff = `${head}Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 30)}`;
const badChunk = `${head}Transfer-Encoding: chunked\r\n\r\n5\r\n${body.slice(0, 5)}\r\nzz\r\n`;

let dir: string;
let dataDir: string;
let server: ChildServer;
let baseline: number;

const descriptors = async () => (await readdir(`/proc/${server.child.pid}/fd`)).length;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'isolario-cut-'));
  dataDir = path.join(dir, 'var');
  await copyFile('data/catalog.json', path.join(dir, 'catalog.json'));
  await mkdir(path.join(dir, 'site'));
  await writeFile(path.join(dir, 'site', 'index.html'), '<!doctype html><title>Isolario</title>');
  server = await spawnServer({
    CATALOG_FILE: path.join(dir, 'catalog.json'),
    DATA_DIR: dataDir,
    STATIC_DIR: path.join(dir, 'site'),
    REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
  });
  // One whole request first, so whatever the server opens once (the inbox files) is counted.
  expect(
    (
      await request(server.url, {
        method: 'POST',
        path: '/api/contacts',
        headers: { 'Content-Type': 'application/json' },
        body,
      })
    ).status,
  ).toBe(201);
  baseline = await descriptors();
}, 30_000);
afterAll(async () => {
  await killServer(server);
  await removeTestDir(dir);
});

describe('a POST whose body never arrives whole', () => {
  it(`closes ${CLIENTS} connections cut off by a FIN mid-body, each with a JSON 400`, async () => {
    const answers = await Promise.all(
      Array.from({ length: CLIENTS }, () => socketExchange(server.url, cutOff, { halfClose: true, timeoutMs: 3_000 })),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body)).toEqual({ error: 'incomplete_body', message: expect.any(String) });
    }
    const slowest = Math.max(...answers.map((answer) => answer.closedAfterMs));
    report(`${CLIENTS} uploads cut off by a FIN: all answered 400 and closed, the slowest in ${slowest.toFixed(0)} ms`);
    expect(slowest).toBeLessThan(1_000);
  });

  it('closes a connection whose chunked body has bad framing, with a JSON 400', async () => {
    const answer = await socketExchange(server.url, badChunk, { timeoutMs: 3_000 });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ error: 'bad_request', message: expect.any(String) });
    expect(answer.closedAfterMs).toBeLessThan(1_000);
  });

  it('answers a stalled body 408 at REQUEST_TIMEOUT_MS and closes the connection', async () => {
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => socketExchange(server.url, cutOff, { timeoutMs: REQUEST_TIMEOUT_MS * 4 })),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(408);
      expect(JSON.parse(answer.body)).toEqual({ error: 'request_timeout', message: expect.any(String) });
      // Node checks for timed-out requests a quarter of the timeout apart.
      expect(answer.closedAfterMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 50);
      expect(answer.closedAfterMs).toBeLessThan(REQUEST_TIMEOUT_MS * 1.25 + 500);
    }
    report(`stalled uploads: 408 after ${answers.map((a) => a.closedAfterMs.toFixed(0)).join(', ')} ms`);
  }, 15_000);

  it('stores none of them, keeps its descriptors at the baseline and goes on answering', async () => {
    let now = await descriptors();
    for (let waited = 0; now > baseline && waited < 2_000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      now = await descriptors();
    }
    report(`descriptors: ${baseline} before, ${now} after ${CLIENTS + 4} cut-off uploads`);
    expect(now).toBeLessThanOrEqual(baseline);
    expect((await inboxFile(dataDir)).contacts).toHaveLength(1);
    expect((await request(server.url, { path: '/api/statistics' })).status).toBe(200);
  });
});
