import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startLocalPostgres, type LocalPostgres } from './local-postgres';
import { runDbMigrate } from '../db-migrate';
import { freePort } from '../../node/free-port';
import { DEFAULT_CATALOG_FILE } from '../../node/data-settings';

/**
 * The tested multi-instance deployment on one machine (npm run cluster): a real PostgreSQL,
 * `db:migrate` once, N server instances on one catalogue and one DATABASE_URL, each with its own
 * DATA_DIR, and nginx in front with docs/nginx.conf. docs/deploy.md describes it;
 * server/reliability/deploy-nginx.test.ts and the scale-out bench start it through
 * startLocalCluster.
 */

export const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const NGINX_TEMPLATE = path.join(ROOT, 'docs/nginx.conf');

export interface LocalClusterOptions {
  /** The shared database; default DATABASE_URL, else a new durable PostgreSQL in a temp folder. */
  databaseUrl?: string;
  /** How many server instances (default 2). */
  instances?: number;
  /** The deployed catalogue every instance reads (default data/catalog.json; the CLI: CATALOG_FILE). */
  catalogFile?: string;
  /** More environment for every instance: ADMIN_TOKEN, STATIC_DIR, RATE_LIMIT, LOG_LEVEL, … */
  env?: Record<string, string>;
  /** nginx's port on 127.0.0.1 (default a free one). */
  port?: number;
  /** nginx's worker_processes (default 1). */
  nginxWorkers?: number | 'auto';
  /** Where progress goes (default nowhere). */
  say?: (line: string) => void;
}

export interface ClusterInstance {
  name: string;
  url: string;
  /** host:port, as nginx's access log names it. */
  address: string;
  dataDir: string;
  logFile: string;
  child: ChildProcess;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface LocalCluster {
  /** nginx: what clients use. */
  url: string;
  instances: ClusterInstance[];
  databaseUrl: string;
  /** Everything of this cluster: nginx's prefix, config, logs, cache; each instance's DATA_DIR. */
  dir: string;
  nginxConfig: string;
  /** One line per request: upstream=<instance address(es)> cache=<HIT|MISS|…>. */
  accessLog: string;
  /** Stops nginx, the instances (SIGTERM, they finish what is in flight), the database if it was started here. */
  stop(): Promise<void>;
}

/** docs/nginx.conf with its {{…}} filled in. */
export function renderNginxConfig(values: {
  dir: string;
  listen: string;
  upstreams: string[];
  user?: string;
  workers?: number | 'auto';
}): string {
  const fill: Record<string, string> = {
    dir: values.dir,
    listen: values.listen,
    upstreams: values.upstreams.map((address) => `    server ${address} max_fails=1 fail_timeout=10s;`).join('\n'),
    user: values.user ? `user ${values.user};` : '',
    workers: String(values.workers ?? 1),
  };
  return readFileSync(NGINX_TEMPLATE, 'utf8').replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    const value = fill[name];
    if (value === undefined) throw new Error(`docs/nginx.conf: unknown placeholder ${whole}`);
    return value;
  });
}

/**
 * As root, nginx's master must hand its workers to an unprivileged user: they parse what clients
 * send. nobody works when the folders the workers write (cache, temp) are theirs and the path to
 * them can be walked. Not root, the `user` directive means nothing and is left out.
 */
function workerUser(): string | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const group = spawnSync('id', ['-gn', 'nobody'], { encoding: 'utf8' }).stdout.trim() || 'nogroup';
  return `nobody ${group}`;
}

function waitForListening(child: ChildProcess, logFile: string, timeoutMs: number): Promise<string> {
  const log = createWriteStream(logFile);
  let buffered = '';
  let tail = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`an instance did not start in ${timeoutMs} ms:\n${tail}`)),
      timeoutMs,
    );
    child.stderr!.setEncoding('utf8');
    child.stderr!.on('data', (chunk: string) => {
      log.write(chunk);
      tail = (tail + chunk).slice(-4000);
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop()!;
      for (const line of lines) {
        if (!line.includes('Isolario is listening')) continue;
        clearTimeout(timer);
        resolve((JSON.parse(line) as { url: string }).url);
      }
    });
    child.stderr!.on('end', () => log.end());
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`an instance exited before listening (code ${code}, signal ${signal}):\n${tail}`));
    });
  });
}

async function startInstance(name: string, dir: string, env: Record<string, string>): Promise<ClusterInstance> {
  const dataDir = path.join(dir, name);
  mkdirSync(dataDir, { recursive: true });
  const logFile = path.join(dir, `${name}.log`);
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env, DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  try {
    const url = await waitForListening(child, logFile, 30_000);
    return { name, url, address: new URL(url).host, dataDir, logFile, child, exited };
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
}

/** Resolves once something accepts connections on the port, or rejects when nginx exits first. */
async function waitForPort(port: number, nginx: ChildProcess, errors: () => string): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited (code ${nginx.exitCode}):\n${errors()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`nginx did not listen on ${port} in 10 s:\n${errors()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function stopChild(child: ChildProcess | undefined, signal: NodeJS.Signals, graceMs = 15_000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill(signal);
  });
}

export async function startLocalCluster(options: LocalClusterOptions = {}): Promise<LocalCluster> {
  if (!existsSync(NGINX)) throw new Error(`nginx was not found at ${NGINX} (apt-get install nginx, or set NGINX_BIN)`);
  const say = options.say ?? (() => undefined);
  const count = options.instances ?? 2;
  const dir = mkdtempSync(path.join(tmpdir(), 'isolario-cluster-'));
  let postgres: LocalPostgres | undefined;
  const instances: ClusterInstance[] = [];
  let nginx: ChildProcess | undefined;
  let stopping: Promise<void> | undefined;

  const stop = () =>
    (stopping ??= (async () => {
      // nginx first (SIGQUIT: finish what it is sending), so nothing new reaches a stopping instance.
      await stopChild(nginx, 'SIGQUIT', 5_000);
      await Promise.all(instances.map((instance) => stopChild(instance.child, 'SIGTERM')));
      await postgres?.destroy();
      rmSync(dir, { recursive: true, force: true });
    })());

  try {
    let databaseUrl = options.databaseUrl ?? process.env.DATABASE_URL;
    if (!databaseUrl) {
      say('starting PostgreSQL (durable: fsync on)…');
      postgres = await startLocalPostgres({ durable: true });
      databaseUrl = await postgres.createDatabase('isolario');
    }

    let migrateOutput = '';
    const code = await runDbMigrate([], {
      out: (text) => (migrateOutput += text),
      err: (text) => (migrateOutput += text),
      env: { DATABASE_URL: databaseUrl },
    });
    if (code !== 0) throw new Error(`db:migrate failed (exit ${code}): ${migrateOutput}`);
    say(`db:migrate: ${migrateOutput.trim().replace(/\n\s*/g, ' ')}`);

    const env = {
      CATALOG_FILE: path.resolve(options.catalogFile ?? DEFAULT_CATALOG_FILE),
      DATABASE_URL: databaseUrl,
      TRUST_PROXY: 'loopback',
      ...options.env,
    };
    const names = Array.from({ length: count }, (_, i) => `instance-${String.fromCharCode(97 + i)}`);
    const started = await Promise.allSettled(names.map((name) => startInstance(name, dir, env)));
    for (const outcome of started) if (outcome.status === 'fulfilled') instances.push(outcome.value);
    const failed = started.find((outcome) => outcome.status === 'rejected');
    if (failed) throw failed.reason;
    for (const instance of instances) say(`${instance.name}: ${instance.url} (DATA_DIR ${instance.dataDir})`);

    const prefix = path.join(dir, 'nginx');
    mkdirSync(prefix, { recursive: true });
    const port = options.port ?? (await freePort());
    const user = workerUser();
    const nginxConfig = path.join(prefix, 'nginx.conf');
    await writeFile(
      nginxConfig,
      renderNginxConfig({
        dir: prefix,
        listen: `127.0.0.1:${port}`,
        upstreams: instances.map((instance) => instance.address),
        workers: options.nginxWorkers ?? 1,
        ...(user ? { user } : {}),
      }),
    );
    if (user) {
      // The workers must walk to their cache and temp folders (nginx makes those theirs at start).
      chmodSync(dir, 0o755);
      chmodSync(prefix, 0o755);
    }
    const accessLog = path.join(prefix, 'access.log');
    const errorLog = path.join(prefix, 'error.log');
    let nginxOutput = '';
    nginx = spawn(NGINX, ['-p', `${prefix}/`, '-c', nginxConfig, '-e', errorLog], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    nginx.stderr!.on('data', (chunk: Buffer) => (nginxOutput = (nginxOutput + chunk.toString()).slice(-4000)));
    const nginxErrors = () => nginxOutput + (existsSync(errorLog) ? readFileSync(errorLog, 'utf8').slice(-4000) : '');
    await waitForPort(port, nginx, nginxErrors);
    const url = `http://127.0.0.1:${port}`;
    say(`nginx: ${url} → ${instances.map((instance) => instance.address).join(', ')}`);
    return { url, instances, databaseUrl, dir, nginxConfig, accessLog, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

const isEntry = process.argv[1]?.endsWith('tools/cluster/local-cluster.ts');
if (isEntry) {
  const say = (line: string) => process.stdout.write(`${line}\n`);
  let cluster: LocalCluster;
  try {
    cluster = await startLocalCluster({
      say,
      ...(process.env.CLUSTER_INSTANCES ? { instances: Number(process.env.CLUSTER_INSTANCES) } : {}),
      ...(process.env.CLUSTER_PORT ? { port: Number(process.env.CLUSTER_PORT) } : {}),
      ...(process.env.CATALOG_FILE ? { catalogFile: process.env.CATALOG_FILE } : {}),
    });
  } catch (error) {
    process.stderr.write(`cluster: ${(error as Error).message}\n`);
    process.exit(1);
  }
  say(`\nIsolario behind nginx: ${cluster.url}`);
  say(`  DATABASE_URL=${cluster.databaseUrl}`);
  say(`  logs: ${cluster.dir}/instance-*.log, ${cluster.accessLog}`);
  say('Ctrl-C stops everything.');
  let stopped = false;
  for (const instance of cluster.instances) {
    void instance.exited.then(({ code, signal }) => {
      if (!stopped) say(`${instance.name} exited (code ${code}, signal ${signal}); nginx sends to the others`);
    });
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopped = true;
      say(`${signal}: stopping nginx, the instances and the database…`);
      cluster.stop().then(
        () => {
          say('stopped');
          process.exit(0);
        },
        (error: Error) => {
          process.stderr.write(`cluster: stop failed: ${error.message}\n`);
          process.exit(1);
        },
      );
    });
  }
}
