import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../../node/free-port';

/**
 * A real, throwaway PostgreSQL server for tests and benchmarks: Debian's `postgresql` package
 * (.ci/run installs it), a new cluster in a temp folder, on a free port of 127.0.0.1. As root
 * (CI) the server runs as the postgres user, since PostgreSQL refuses to run as root.
 */
export interface LocalPostgres {
  /** postgres://… for a database on this server (created by createDatabase). */
  url(database: string): string;
  /** A new empty database, for one test file or test. */
  createDatabase(name?: string): Promise<string>;
  /** Stops the server (fast shutdown) and starts it again on the same port and data. */
  restart(pauseMs?: number): Promise<void>;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the server and removes its folder. */
  destroy(): Promise<void>;
  readonly port: number;
}

const USER = 'isolario';

/** The newest server binaries: PG_BIN, else Debian's /usr/lib/postgresql/<version>/bin. */
export function findPostgresBin(): string | undefined {
  if (process.env.PG_BIN && existsSync(path.join(process.env.PG_BIN, 'postgres'))) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((version) => existsSync(path.join(root, version, 'bin', 'postgres')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : undefined;
}

export const POSTGRES_MISSING =
  "PostgreSQL's server binaries were not found (set PG_BIN, or on Debian: apt-get install postgresql; .ci/run installs it)";

/** Who the server runs as: this user, or postgres when this is root. */
function runAs(): { uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  return { uid: id('-u'), gid: id('-g') };
}

export async function startLocalPostgres(options: { durable?: boolean } = {}): Promise<LocalPostgres> {
  const bin = findPostgresBin();
  if (!bin) throw new Error(POSTGRES_MISSING);
  const dir = mkdtempSync(path.join(tmpdir(), 'isolario-pg-'));
  const owner = runAs();
  if (owner.uid !== undefined) chownSync(dir, owner.uid, owner.gid!);
  const data = path.join(dir, 'data');
  const init = spawnSync(
    path.join(bin, 'initdb'),
    ['-D', data, '-A', 'trust', '-U', USER, '-E', 'UTF8', '--locale=C', '--no-sync'],
    { encoding: 'utf8', ...owner },
  );
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr || init.error?.message}`);
  const port = await freePort();
  let server: ChildProcess | undefined;
  let output = '';

  async function waitUntilReady() {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const client = new pg.Client({ connectionString: url('postgres'), connectionTimeoutMillis: 1_000 });
      try {
        await client.connect();
        await client.end();
        return;
      } catch (error) {
        await client.end().catch(() => undefined);
        if (Date.now() > deadline || server?.exitCode != null)
          throw new Error(`PostgreSQL did not start: ${(error as Error).message}\n${output}`, { cause: error });
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  }

  async function start() {
    output = '';
    // Tests are not about the disk: without fsync a cluster is fast; the bench asks for durable.
    const durability = options.durable ? [] : ['-c', 'fsync=off', '-c', 'full_page_writes=off'];
    server = spawn(
      path.join(bin!, 'postgres'),
      [
        '-D',
        data,
        '-p',
        String(port),
        '-k',
        dir,
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'max_connections=200',
        ...durability,
      ],
      { stdio: ['ignore', 'ignore', 'pipe'], ...owner },
    );
    server.stderr!.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
    await waitUntilReady();
  }

  async function stop() {
    const running = server;
    server = undefined;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGINT');
    });
  }

  function url(database: string) {
    return `postgres://${USER}@127.0.0.1:${port}/${database}`;
  }

  let databases = 0;
  await start();
  return {
    port,
    url,
    async createDatabase(name = `test_${process.pid}_${++databases}`) {
      const client = new pg.Client({ connectionString: url('postgres') });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      return url(name);
    },
    async restart(pauseMs = 0) {
      await stop();
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
      await start();
    },
    stop,
    start,
    async destroy() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
