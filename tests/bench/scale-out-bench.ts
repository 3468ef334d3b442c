import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startLocalCluster, type LocalCluster } from '../../tools/cluster/local-cluster';
import { startLocalPostgres, type LocalPostgres } from '../../tools/cluster/local-postgres';
import { loadResultOf, startServerProcess, type LoadResult } from './server-bench';

/**
 * What a second instance and nginx buy: POST /api/contacts with the lowdb inbox vs PostgreSQL
 * (fsync on in both: the lowdb journal fsyncs each group commit, PostgreSQL runs durable), on
 * one and two instances; and a cached read through nginx in front of two instances vs one
 * instance asked directly.
 */

const CONNECTIONS = 32;

function catalogueDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'isolario-scale-out-'));
  copyFileSync('data/catalog.json', path.join(dir, 'catalog.json'));
  copyFileSync('data/outlines.topo.json', path.join(dir, 'outlines.topo.json'));
  return dir;
}

/**
 * autocannon over one or more URLs (its connections dealt over them in turn, one latency
 * histogram for all), each request a new contact so none is an idempotent replay.
 */
async function run(name: string, urls: string[], seconds: number, write: boolean): Promise<LoadResult> {
  let next = 0;
  const requests: autocannon.Request[] = write
    ? [
        {
          method: 'POST',
          path: '/api/contacts',
          headers: { 'content-type': 'application/json' },
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify({
              name: 'Ada Lovelace',
              email: 'ada@example.org',
              subject: `Bench ${process.pid}-${next}`,
              message: `A message long enough to pass the rules, number ${next++}.`,
            }),
          }),
        },
      ]
    : [{ method: 'GET', path: '/api/statistics', headers: { 'accept-encoding': 'br, gzip' } }];
  // autocannon takes several URLs (lib/run.js deals connections over them); its types say one.
  const target = { url: (urls.length === 1 ? urls[0] : urls) as string, connections: CONNECTIONS, requests };
  const cannon = (options: Partial<autocannon.Options>) =>
    new Promise<autocannon.Result>((resolve, reject) =>
      autocannon({ ...target, ...options }, (error, result) => (error ? reject(error) : resolve(result))),
    );
  // A fresh process's first requests run cold code: warm every instance before measuring.
  await cannon({ amount: 200 * urls.length });
  return loadResultOf(name, await cannon({ duration: seconds }));
}

export interface WriteRow {
  store: 'lowdb' | 'PostgreSQL';
  instances: number;
  /** How the load reached the instances. */
  via: string;
  result: LoadResult;
}

async function lowdbWrites(instances: number, seconds: number): Promise<WriteRow> {
  const dir = catalogueDir();
  const servers = await Promise.all(
    Array.from({ length: instances }, (_, i) =>
      startServerProcess({ CATALOG_FILE: path.join(dir, 'catalog.json'), DATA_DIR: path.join(dir, `data-${i}`) }),
    ),
  );
  try {
    const result = await run(
      'POST /api/contacts',
      servers.map((server) => server.url),
      seconds,
      true,
    );
    return {
      store: 'lowdb',
      instances,
      via: instances === 1 ? 'direct' : 'direct, connections split (each its own inbox: not a deployment)',
      result,
    };
  } finally {
    await Promise.all(
      servers.map((server) => new Promise((resolve) => server.child.once('exit', resolve).kill('SIGTERM'))),
    );
    rmSync(dir, { recursive: true, force: true });
  }
}

async function cluster(postgres: LocalPostgres, dir: string, instances: number): Promise<LocalCluster> {
  return startLocalCluster({
    databaseUrl: await postgres.createDatabase(),
    instances,
    catalogFile: path.join(dir, 'catalog.json'),
    nginxWorkers: 'auto',
  });
}

/** POST throughput and p99: lowdb and PostgreSQL, one and two instances, and two through nginx. */
export async function benchScaleOutWrites(seconds: number): Promise<WriteRow[]> {
  const rows: WriteRow[] = [await lowdbWrites(1, seconds), await lowdbWrites(2, seconds)];
  const dir = catalogueDir();
  const postgres = await startLocalPostgres({ durable: true });
  try {
    const one = await cluster(postgres, dir, 1);
    try {
      rows.push({
        store: 'PostgreSQL',
        instances: 1,
        via: 'direct',
        result: await run('POST /api/contacts', [one.instances[0]!.url], seconds, true),
      });
    } finally {
      await one.stop();
    }
    const two = await cluster(postgres, dir, 2);
    try {
      const urls = two.instances.map((instance) => instance.url);
      rows.push({
        store: 'PostgreSQL',
        instances: 2,
        via: 'direct, connections split',
        result: await run('POST /api/contacts', urls, seconds, true),
      });
      rows.push({
        store: 'PostgreSQL',
        instances: 2,
        via: 'nginx (docs/nginx.conf)',
        result: await run('POST /api/contacts', [two.url], seconds, true),
      });
    } finally {
      await two.stop();
    }
  } finally {
    await postgres.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}

export interface ReadRow {
  via: string;
  result: LoadResult;
}

/** GET /api/statistics (cached by the instance, and by nginx when in front): direct vs nginx. */
export async function benchScaleOutReads(seconds: number): Promise<ReadRow[]> {
  const dir = catalogueDir();
  const postgres = await startLocalPostgres();
  try {
    const two = await cluster(postgres, dir, 2);
    try {
      // Warm both instances' caches and nginx's.
      for (const url of [two.url, ...two.instances.map((instance) => instance.url)])
        await (await fetch(`${url}/api/statistics`, { headers: { 'accept-encoding': 'br, gzip' } })).arrayBuffer();
      return [
        {
          via: 'one instance, direct',
          result: await run('GET /api/statistics', [two.instances[0]!.url], seconds, false),
        },
        {
          via: 'nginx (proxy_cache) in front of two instances',
          result: await run('GET /api/statistics', [two.url], seconds, false),
        },
      ];
    } finally {
      await two.stop();
    }
  } finally {
    await postgres.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}
