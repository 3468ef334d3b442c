import { request, type IncomingHttpHeaders } from 'node:http';
import { copyFile, mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import type { RenderPage } from '@core/page-render';
import type { Inbox } from '@core/store';
import { createLogger } from '../../node/logger';
import { readInboxOnDisk } from '../../node/stores/inbox-store';
import { startServer } from '../../server/main';
import { DERIVED_FILES } from './derived-files';

export interface TestServer {
  url: string;
  dir: string;
  catalogFile: string;
  dataDir: string;
  staticDir: string;
  logs: string[];
  running: Awaited<ReturnType<typeof startServer>>;
  stop(): Promise<void>;
  restart(): Promise<TestServer>;
}

/**
 * Starts the real server on port 0 over temp copies of the files: a copy of data/catalog.json
 * (or a given catalogue), an empty DATA_DIR and a tiny built-site folder.
 */
export async function startTestServer(
  options: {
    env?: Record<string, string>;
    catalog?: unknown;
    dir?: string;
    /** Extra files of the built site, by path under it (written before the server starts). */
    site?: Record<string, string | Buffer>;
    /** Renders pages on the server (the renderer's source entry); without it, the empty shell. */
    renderPage?: RenderPage;
  } = {},
): Promise<TestServer> {
  const dir = options.dir ?? (await mkdtemp(path.join(tmpdir(), 'isolario-test-')));
  const catalogFile = path.join(dir, 'catalog.json');
  const dataDir = path.join(dir, 'var');
  const staticDir = path.join(dir, 'site');
  if (!options.dir) {
    if (options.catalog) await writeFile(catalogFile, JSON.stringify(options.catalog, null, 2));
    else await copyFile('data/catalog.json', catalogFile);
    // The outlines, the remoteness figures and the coverage report go with the real catalogue
    // (they are keyed by its ids); the explained rule exceptions with any catalogue made from it.
    if (!options.catalog) {
      for (const file of DERIVED_FILES) await copyFile(path.join('data', file), path.join(dir, file));
      // The releases' index too (each island's history); their files only where a test serves them.
      await copyFile('data/releases.json', path.join(dir, 'releases.json'));
    }
    await copyFile('data/rule-exceptions.json', path.join(dir, 'rule-exceptions.json'));
    await mkdir(staticDir, { recursive: true });
    await writeFile(
      path.join(staticDir, 'index.html'),
      '<!doctype html><html><head><title>Isolario</title></head><body><div id="root"></div></body></html>',
    );
    for (const [file, content] of Object.entries(options.site ?? {})) {
      await mkdir(path.dirname(path.join(staticDir, file)), { recursive: true });
      await writeFile(path.join(staticDir, file), content);
    }
  }
  const logs: string[] = [];
  // npm test's PostgreSQL run: each new test server has its own database, kept across restarts.
  const databaseUrl = options.env?.DATABASE_URL ?? (await testDatabase());
  const env = {
    PORT: '0',
    HOST: '127.0.0.1',
    CATALOG_FILE: catalogFile,
    DATA_DIR: dataDir,
    STATIC_DIR: staticDir,
    // The guard's tests send many wrong tokens on purpose; the throttle has tests of its own.
    ADMIN_ATTEMPTS: '10000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...options.env,
  };
  const running = await startServer(env, {
    logger: createLogger('debug', (line) => logs.push(line)),
    ...(options.renderPage ? { renderPage: options.renderPage } : {}),
  });
  const server: TestServer = {
    url: `http://127.0.0.1:${running.port}`,
    dir,
    catalogFile,
    dataDir,
    staticDir,
    logs,
    running,
    stop: () => running.shutdown('test'),
    async restart() {
      await running.shutdown('test');
      return startTestServer({
        ...options,
        dir,
        env: { ...options.env, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
      });
    },
  };
  return server;
}

let databases = 0;

/** A new database on the run's PostgreSQL server (TEST_INBOX=postgres), else none: the file inbox. */
async function testDatabase(): Promise<string | undefined> {
  const admin = process.env.TEST_POSTGRES_URL;
  if (process.env.TEST_INBOX !== 'postgres' || !admin) return undefined;
  const name = `api_${process.pid}_${++databases}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}

/** True when this run's test servers keep their inbox in PostgreSQL. */
export const inboxInPostgres = () => process.env.TEST_INBOX === 'postgres';

/** What a test server has stored, read from where it keeps it: inbox.json or PostgreSQL. */
export async function storedInbox(server: Pick<TestServer, 'dataDir' | 'running'>): Promise<Inbox> {
  const url = server.running.config.databaseUrl;
  if (!url) return readInboxOnDisk(server.dataDir);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const records = async (table: string, order: string) =>
      (await client.query(`SELECT record FROM ${table} ORDER BY ${order} COLLATE "C", id`)).rows.map(
        (row) => row.record,
      );
    const keys = await client.query(
      'SELECT key, kind, fingerprint, record_id, created_at FROM idempotency_keys ORDER BY created_at, key',
    );
    return {
      submissions: await records('submissions', 'submitted_at'),
      contacts: await records('contacts', 'submitted_at'),
      newsletters: await records('newsletters', 'subscribed_at'),
      idempotency: keys.rows.map((row) => ({
        key: row.key,
        kind: row.kind,
        fingerprint: row.fingerprint,
        recordId: row.record_id,
        createdAt: new Date(row.created_at).toISOString(),
      })),
    };
  } finally {
    await client.end();
  }
}

/**
 * One test server for the whole file: started before its tests, stopped and its files removed
 * after. The answer reads through to that server, so tests write `server.url` as before.
 */
export function useTestServer(options: Parameters<typeof startTestServer>[0] = {}): TestServer {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer(options);
  });
  afterAll(async () => {
    if (!server) return;
    await server.stop();
    await removeTestDir(server.dir);
  });
  return new Proxy({} as TestServer, {
    get(_target, key) {
      if (!server) throw new Error('the test server starts in beforeAll: use it inside a test');
      return Reflect.get(server, key);
    },
  });
}

export async function removeTestDir(dir: string) {
  await rm(dir, { recursive: true, force: true });
}

export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** A GET with exactly these headers (fetch would add its own Accept-Encoding and decode the body). */
export function rawGet(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    // A connection of its own: Node's global agent keeps sockets alive, and one reused just as
    // the server's 5 s keep-alive timeout closes it is an ECONNRESET (seen on a busy machine).
    request(url, { headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on('error', reject)
      .end();
  });
}
