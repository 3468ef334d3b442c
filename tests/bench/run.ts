import { cpus, totalmem } from 'node:os';
import { benchScale, benchServerReads } from './server-bench';

/** npm run bench: the real code against a bare baseline in the same run, printed as tables. */
const quick = process.argv.includes('--quick');
const seconds = quick ? 2 : 5;

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const mark = (ok: boolean) => (ok ? 'yes' : 'MISSED');

console.log(`Isolario benchmarks — ${new Date().toISOString()}`);
console.log(
  `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${fmt(totalmem() / 2 ** 30, 1)} GiB, Node ${process.version}`,
);
console.log(`Load: autocannon, 32 connections, ${seconds} s per endpoint, loopback\n`);

console.log('## Server: cached reads vs a bare node:http baseline serving the same bytes\n');
console.log('| Endpoint | req/s | p50 ms | p99 ms | baseline req/s | ratio | target | met |');
console.log('|---|---:|---:|---:|---:|---:|---:|---|');
for (const row of await benchServerReads(seconds)) {
  const ok = row.ratio >= row.target && row.server.p99 < row.p99Target && row.server.errors === 0;
  console.log(
    `| ${row.endpoint} | ${fmt(row.server.rps)} | ${row.server.p50} | ${row.server.p99} | ${fmt(row.baseline.rps)} | ${fmt(row.ratio, 2)} | ≥ ${row.target}, p99 < ${row.p99Target} ms | ${mark(ok)} |`,
  );
}

console.log('\n## Server at scale: generated catalogues, every request a new (uncached) query\n');
console.log(
  '| Islands | start-up ms | RSS MB | filtered list p50 / p99 ms | search req/s | search p50 / p99 ms | search p99 < 20 ms |',
);
console.log('|---:|---:|---:|---:|---:|---:|---|');
for (const count of [10_000, 100_000]) {
  const row = await benchScale(count, seconds);
  console.log(
    `| ${fmt(row.islands)} | ${fmt(row.startMs)} | ${fmt(row.rssMb)} | ${row.filtered.p50} / ${row.filtered.p99} | ${fmt(row.search.rps)} | ${row.search.p50} / ${row.search.p99} | ${count === 100_000 ? mark(row.search.p99 < 20) : '—'} |`,
  );
}
