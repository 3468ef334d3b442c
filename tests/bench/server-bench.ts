import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { writeGeneratedCatalogueWithRemoteness } from './generate-catalogue';

export interface LoadResult {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/** What every table reads of an autocannon run. */
export function loadResultOf(name: string, result: autocannon.Result): LoadResult {
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

const CONNECTIONS = 32;

/** Starts the real server as its own process, so the load generator never shares its event loop. */
export async function startServerProcess(
  env: Record<string, string>,
  options: { maxDescriptors?: number } = {},
): Promise<{ url: string; child: ChildProcess; startMs: number }> {
  const started = performance.now();
  const args = ['--import', 'tsx', 'server/main.ts'];
  // prlimit execs node itself, so the child's pid is the server's.
  const child = spawn(
    options.maxDescriptors ? 'prlimit' : process.execPath,
    options.maxDescriptors ? [`--nofile=${options.maxDescriptors}`, process.execPath, ...args] : args,
    {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  const url = await new Promise<string>((resolve, reject) => {
    let buffer = '';
    const timer = setTimeout(() => reject(new Error(`server did not start: ${buffer}`)), 120_000);
    child.stderr!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const match = /"message":"Isolario is listening","url":"([^"]+)"/.exec(buffer);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!.replace('localhost', '127.0.0.1'));
      }
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${buffer}`)));
  });
  return { url, child, startMs: performance.now() - started };
}

/** CPU seconds (user and system) a process has used so far. */
export async function cpuSecondsOf(pid: number): Promise<number> {
  const { readFile } = await import('node:fs/promises');
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

export async function rssOf(pid: number): Promise<number> {
  const { readFile } = await import('node:fs/promises');
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/** Bare node:http answering fixed bytes: what Node can do at best on this machine. */
async function startBaseline(responses: Map<string, { body: Buffer; headers: Record<string, string> }>) {
  const server = createServer((req, res) => {
    const answer = responses.get(req.url ?? '') ?? responses.values().next().value!;
    if (req.headers['if-none-match'] && req.headers['if-none-match'] === answer.headers.etag) {
      res.writeHead(304, { etag: answer.headers.etag });
      res.end();
      return;
    }
    res.writeHead(200, answer.headers);
    res.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    close: () => server.close(),
  };
}

export function load(
  name: string,
  url: string,
  options: { headers?: Record<string, string>; seconds?: number; requests?: autocannon.Request[] } = {},
): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: options.seconds ?? 5,
        headers: options.headers,
        requests: options.requests,
      },
      (error, result) => {
        if (error) return reject(error);
        resolve(loadResultOf(name, result));
      },
    );
  });
}

export interface ServerBenchRow {
  endpoint: string;
  server: LoadResult;
  baseline: LoadResult;
  ratio: number;
  target: number;
  p99Target: number;
  /** Size of the answer's body (0 for a 304). */
  bytes: number;
}

/** The cached reads of the real server against the bare baseline, endpoint by endpoint. */
export async function benchServerReads(seconds: number): Promise<ServerBenchRow[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'isolario-bench-'));
  copyFileSync('data/catalog.json', path.join(dir, 'catalog.json'));
  const { url, child } = await startServerProcess({
    CATALOG_FILE: path.join(dir, 'catalog.json'),
    DATA_DIR: dir,
    LOG_LEVEL: 'info',
  });
  const paths = [
    '/api/islands',
    '/api/islands/tristan-da-cunha',
    '/api/islands/search/atoll',
    '/api/statistics',
    '/api/islands?q=island&region=pacific',
  ];
  const responses = new Map<string, { body: Buffer; headers: Record<string, string> }>();
  for (const p of paths) {
    const res = await fetch(`${url}${p}`, { headers: { 'accept-encoding': 'identity' } });
    responses.set(p, {
      body: Buffer.from(await res.arrayBuffer()),
      headers: { 'content-type': 'application/json; charset=utf-8', etag: res.headers.get('etag')! },
    });
  }
  const baseline = await startBaseline(responses);
  const rows: ServerBenchRow[] = [];
  try {
    for (const p of paths) {
      const server = await load(`GET ${p}`, `${url}${p}`, { seconds });
      const base = await load(`baseline ${p}`, `${baseline.url}${p}`, { seconds });
      rows.push({
        endpoint: `GET ${p}`,
        server,
        baseline: base,
        ratio: server.rps / base.rps,
        target: 0.9,
        p99Target: 10,
        bytes: responses.get(p)!.body.length,
      });
    }
    for (const p of ['/api/islands', '/api/statistics']) {
      const headers = { 'if-none-match': responses.get(p)!.headers.etag! };
      const server = await load(`304 ${p}`, `${url}${p}`, { seconds, headers });
      const base = await load(`baseline 304 ${p}`, `${baseline.url}${p}`, { seconds, headers });
      rows.push({
        endpoint: `GET ${p} (If-None-Match → 304)`,
        server,
        baseline: base,
        ratio: server.rps / base.rps,
        target: 0.9,
        p99Target: 10,
        bytes: 0,
      });
    }
  } finally {
    baseline.close();
    child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}

export interface ScaleRow {
  islands: number;
  startMs: number;
  rssMb: number;
  filtered: LoadResult;
  search: LoadResult;
  typoSearch: LoadResult;
  near: LoadResult;
  bbox: LoadResult;
  /** sort=remoteness over the whole catalogue, a new distance floor each request. */
  remoteness: LoadResult;
}

/** Start-up, memory and uncached filtered-list and search latency on generated catalogues. */
export async function benchScale(count: number, seconds: number): Promise<ScaleRow> {
  const dir = mkdtempSync(path.join(tmpdir(), 'isolario-scale-'));
  const file = writeGeneratedCatalogueWithRemoteness(dir, count);
  const { url, child, startMs } = await startServerProcess({ CATALOG_FILE: file, DATA_DIR: dir });
  try {
    await fetch(`${url}/api/statistics`);
    let n = 0;
    // A new query on every request, so each one is computed rather than served from the cache.
    const uncached = (make: (i: number) => string): autocannon.Request[] => [
      { setupRequest: (request) => ({ ...request, path: make(n++) }) },
    ];
    // Numbers from 1,000 up: a word and a 4-digit prefix select a handful of islands, as a name does.
    const filtered = await load('filtered list', url, {
      seconds,
      requests: uncached(
        (i) => `/api/islands?q=${['ka', 'lo', 'ma', 'ta', 'su'][i % 5]}%20${1000 + i}&region=pacific&limit=50`,
      ),
    });
    // Every word must match; half of these carry a typo the search must forgive.
    const search = await load('search', url, {
      seconds,
      requests: uncached(
        (i) =>
          `/api/islands/search/${['remote', 'coral', 'harbour', 'remoet', 'corla', 'harbuor'][i % 6]}%20${1000 + i}`,
      ),
    });
    const typoSearch = await load('typo search', url, {
      seconds,
      requests: uncached(
        (i) => `/api/islands/search/${['volcnaic', 'windsewpt', 'lagono', 'staiton'][i % 4]}%20${1000 + i}`,
      ),
    });
    const near = await load('near', url, {
      seconds,
      requests: uncached(
        // Points spread over the globe, never the same twice (so never a cached answer).
        (i) =>
          `/api/islands?near=${(((i * 7919) % 160_000) / 1000 - 80).toFixed(3)},${(((i * 104_729) % 360_000) / 1000 - 180).toFixed(3)}&radius=300&limit=50`,
      ),
    });
    const bbox = await load('bbox', url, {
      seconds,
      requests: uncached((i) => {
        const west = (((i * 104_729) % 350_000) / 1000 - 180).toFixed(3);
        const south = (((i * 7919) % 150_000) / 1000 - 75).toFixed(3);
        return `/api/islands?bbox=${west},${south},${(Number(west) + 5).toFixed(3)},${(Number(south) + 5).toFixed(3)}&limit=50`;
      }),
    });
    // Most remote first over every island, a new page each request, so no answer is cached.
    const remoteness = await load('remoteness sort', url, {
      seconds,
      requests: uncached((i) => `/api/islands?sort=remoteness&offset=${(i * 50) % 100_000}&limit=50`),
    });
    const rssMb = await rssOf(child.pid!);
    return { islands: count, startMs, rssMb, filtered, search, typoSearch, near, bbox, remoteness };
  } finally {
    child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
}
