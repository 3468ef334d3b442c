import { cpus, totalmem } from 'node:os';
import { benchSearchEngines } from './search-engines';
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

async function hardening() {
  console.log('\n## Server under hostile clients\n');
  const {
    benchCutUploads,
    benchDistinctOutlineOffsets,
    benchEquivalentOutlineUrls,
    benchInboxGrowth,
    benchJunkFlood,
    benchLongExploreSearches,
    benchStalledShutdown,
  } = await import('./hardening-bench');
  const junk = await benchJunkFlood(10_000, seconds);
  console.log('| What | cached /api/statistics p50 / p99 ms | req/s | server RSS before → after MB | target | met |');
  console.log('|---|---:|---:|---:|---|---|');
  console.log(
    `| ${fmt(junk.junkUrls)} GETs of /api/islands.geojson?junk=N (unique) meanwhile | ${junk.read.p50} / ${junk.read.p99} | ${fmt(junk.read.rps)} | ${fmt(junk.rssBeforeMb)} → ${fmt(junk.rssAfterMb)} | p99 < 25 ms, growth < 100 MB | ${mark(junk.read.p99 < 25 && junk.rssAfterMb - junk.rssBeforeMb < 100 && junk.read.errors === 0)} |`,
  );
  console.log(
    '\n| 5 kB messages (and live Idempotency-Keys) already stored | POST /api/contacts p50 / p99 ms (8 clients) | POST req/s | cached /api/statistics p99 ms meanwhile (32 connections) | RSS MB | target | met |',
  );
  console.log('|---:|---:|---:|---:|---:|---|---|');
  const empty = await benchInboxGrowth(0, seconds);
  for (const row of [empty, await benchInboxGrowth(50_000, seconds)]) {
    const flat = row.post.p50 <= Math.max(1, empty.post.p50) * 2;
    console.log(
      `| ${fmt(row.stored)} | ${row.post.p50} / ${row.post.p99} | ${fmt(row.post.rps)} | ${row.read.p99} | ${fmt(row.rssMb)} | POST p50 within 2x of empty, read p99 < 20 ms | ${mark(flat && row.read.p99 < 20 && row.post.non2xx === 0 && row.post.errors === 0)} |`,
    );
  }
  const stalled = await benchStalledShutdown(3, 2_000);
  console.log(
    `\nSIGTERM with ${stalled.stalled} uploads stalled mid-body, grace ${fmt(stalled.graceMs)} ms: exit ${stalled.code} after ${fmt(stalled.exitMs)} ms (target: within the grace period + 1 s: ${mark(stalled.code === 0 && stalled.exitMs < stalled.graceMs + 1_000)})`,
  );
  console.log(
    '\n| Costly requests, each URL new | clients | all answered after s | server CPU s | cached /api/statistics p50 / p99 / worst ms meanwhile (50 a second, own process) | server RSS before → peak MB | target | met |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---|---|');
  const costly = [
    [
      'GeoJSON coastline export, URLs that mean the same (fields=…, offset=0…)',
      32,
      await benchEquivalentOutlineUrls(300, seconds),
    ],
    [
      'GeoJSON coastline export, every offset from 1 (each a different answer)',
      32,
      await benchDistinctOutlineOffsets(300, seconds),
    ],
    ['Explore with a 15.5 kB search text (needs npm run build)', 4, await benchLongExploreSearches(40, seconds)],
  ] as const;
  for (const [what, clients, row] of costly) {
    const ok = row.read.p99 < 50 && row.rssAfterMb - row.rssBeforeMb < 300 && row.read.errors === 0;
    console.log(
      `| ${fmt(row.requests)} × ${what} | ${clients} | ${fmt(row.seconds, 1)} | ${fmt(row.cpuSeconds, 1)} | ${fmt(row.read.p50)} / ${fmt(row.read.p99)} / ${fmt(row.read.worst)} | ${fmt(row.rssBeforeMb)} → ${fmt(row.rssAfterMb)} | read p99 < 50 ms, growth < 300 MB | ${mark(ok)} |`,
    );
  }
  const cut = await benchCutUploads(1_100, 1_024);
  console.log(
    `\n${fmt(cut.clients)} POSTs cut off mid-body by a FIN, server limited to ${fmt(cut.maxDescriptors)} descriptors: descriptors ${cut.descriptorsBefore} → ${cut.descriptorsAfter} once they left; ${cut.answered} of 10 new clients answered (target: back to the baseline, all 10: ${mark(cut.descriptorsAfter <= cut.descriptorsBefore && cut.answered === 10)})`,
  );
}

async function scaleOut() {
  console.log('\n## Scale-out: PostgreSQL and nginx\n');
  const { benchScaleOutReads, benchScaleOutWrites } = await import('./scale-out-bench');
  console.log('POST /api/contacts, a new contact each request, fsync on in both stores:\n');
  console.log('| Inbox | instances | load reaches them | POST req/s | p50 ms | p99 ms | non-2xx | errors |');
  console.log('|---|---:|---|---:|---:|---:|---:|---:|');
  for (const row of await benchScaleOutWrites(seconds)) {
    const r = row.result;
    console.log(
      `| ${row.store} | ${row.instances} | ${row.via} | ${fmt(r.rps)} | ${r.p50} | ${r.p99} | ${fmt(r.non2xx)} | ${fmt(r.errors)} |`,
    );
  }
  console.log('\nCached GET /api/statistics:\n');
  console.log('| Served by | req/s | p50 ms | p99 ms | non-2xx | errors |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const row of await benchScaleOutReads(seconds)) {
    const r = row.result;
    console.log(`| ${row.via} | ${fmt(r.rps)} | ${r.p50} | ${r.p99} | ${fmt(r.non2xx)} | ${fmt(r.errors)} |`);
  }
}

async function pipeline() {
  console.log('\n## Data pipeline: each product rebuilt from the real open data\n');
  const { benchPipeline } = await import('./pipeline-bench');
  console.log('| Product | file | seconds | peak memory MB | same bytes as committed |');
  console.log('|---|---|---:|---:|---|');
  for (const row of await benchPipeline()) {
    console.log(
      `| ${row.product} | ${row.file} | ${fmt(row.seconds, 1)} | ${fmt(row.peakMb)} | ${mark(row.sameBytes)} |`,
    );
  }
  console.log('\nRemoteness measured for random points of open ocean, against the real world:\n');
  const { benchRemotenessPoints } = await import('./remoteness-bench');
  console.log('| Points | seconds | µs per point | flat per point (n log n, not n × polygons) |');
  console.log('|---:|---:|---:|---|');
  const rows = await benchRemotenessPoints([1_000, 10_000, 100_000]);
  for (const row of rows) {
    const flat = row.microsPerPoint <= rows[0]!.microsPerPoint * 2;
    console.log(`| ${fmt(row.points)} | ${fmt(row.seconds, 1)} | ${fmt(row.microsPerPoint)} | ${mark(flat)} |`);
  }
}

async function place() {
  console.log('\n## Place facts: time, light, compass and tide\n');
  const { benchPlace } = await import('./place-bench');
  const row = await benchPlace();
  console.log(
    '| Islands | stations | build ms | place records for a year ms | a day of tides p50 / worst ms | island page first render p50 / p99 ms (pages) | target | met |',
  );
  console.log('|---:|---:|---:|---:|---:|---:|---|---|');
  const ok = row.buildMs < 5_000 && row.joinMs < 1_000 && row.tidesWorstMs < 50 && row.renderP99Ms < 100;
  console.log(
    `| ${fmt(row.islands)} | ${fmt(row.stations)} | ${fmt(row.buildMs)} | ${fmt(row.joinMs)} | ${fmt(row.tidesP50Ms, 1)} / ${fmt(row.tidesWorstMs, 1)} | ${fmt(row.renderP50Ms, 1)} / ${fmt(row.renderP99Ms, 1)} (${row.renders}) | build < 5 s, year < 1 s, tides < 50 ms, render p99 < 100 ms | ${mark(ok)} |`,
  );
}

// --place-only runs the place facts table alone (needs npm run build).
if (process.argv.includes('--place-only')) {
  await place();
  process.exit(0);
}

// --hardening-only runs the hostile-client table alone; --scale-out-only the PostgreSQL and nginx
// one; --pipeline-only the data products on the real open data.
if (process.argv.includes('--pipeline-only')) {
  await pipeline();
  process.exit(0);
}
if (process.argv.includes('--hardening-only')) {
  await hardening();
  process.exit(0);
}
if (process.argv.includes('--scale-out-only')) {
  await scaleOut();
  process.exit(0);
}

// --web-only and --server-only run one half (the other takes minutes); --lighthouse-only the last table.
const lighthouseOnly = process.argv.includes('--lighthouse-only');
if (!process.argv.includes('--web-only') && !lighthouseOnly) {
  console.log('## Server: cached reads vs a bare node:http baseline serving the same bytes\n');
  console.log(
    '| Endpoint | body kB | req/s | p50 ms | p99 ms | baseline req/s | baseline p99 ms | ratio | target | met |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---|');
  for (const row of await benchServerReads(seconds)) {
    const ok = row.ratio >= row.target && row.server.p99 < row.p99Target && row.server.errors === 0;
    console.log(
      `| ${row.endpoint} | ${fmt(row.bytes / 1000, 1)} | ${fmt(row.server.rps)} | ${row.server.p50} | ${row.server.p99} | ${fmt(row.baseline.rps)} | ${row.baseline.p99} | ${fmt(row.ratio, 2)} | ≥ ${row.target}, p99 < ${row.p99Target} ms | ${mark(ok)} |`,
    );
  }

  console.log('\n## Server at scale: generated catalogues, every request a new (uncached) query\n');
  console.log(
    '| Islands | start-up ms | RSS MB | filtered list p50 / p99 ms | search req/s | search p50 / p99 ms | typo search p50 / p99 ms | near p50 / p99 ms | bbox p50 / p99 ms | sort=remoteness p50 / p99 ms | p99 < 20 ms, RSS ≤ 500 MB |',
  );
  console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|');
  for (const count of [10_000, 100_000]) {
    const row = await benchScale(count, seconds);
    const worst = Math.max(row.search.p99, row.typoSearch.p99, row.near.p99, row.bbox.p99, row.remoteness.p99);
    console.log(
      `| ${fmt(row.islands)} | ${fmt(row.startMs)} | ${fmt(row.rssMb)} | ${row.filtered.p50} / ${row.filtered.p99} | ${fmt(row.search.rps)} | ${row.search.p50} / ${row.search.p99} | ${row.typoSearch.p50} / ${row.typoSearch.p99} | ${row.near.p50} / ${row.near.p99} | ${row.bbox.p50} / ${row.bbox.p99} | ${row.remoteness.p50} / ${row.remoteness.p99} | ${count === 100_000 ? mark(worst < 20 && row.rssMb <= 500) : '—'} |`,
    );
  }

  await hardening();
  await scaleOut();
  await pipeline();
  await place();

  console.log('\n## Search engines compared: 100,000 generated islands, in process\n');
  console.log(
    '| Engine | build ms | ms per query (word + number, half with typos) | first result: ' +
      ['Pitcairn', 'Kergulen', 'Pitcarin', 'Tristan da Cuhna', 'Rapa Nui', 'St Helena'].join(' · ') +
      ' |',
  );
  console.log('|---|---:|---:|---|');
  for (const row of benchSearchEngines(100_000)) {
    console.log(
      `| ${row.engine} | ${fmt(row.buildMs)} | ${fmt(row.queryMs, 2)} | ${Object.values(row.firsts)
        .map((name) => name ?? '(nothing)')
        .join(' · ')} |`,
    );
  }
}

if (!process.argv.includes('--server-only') && !lighthouseOnly) {
  const { benchWebsite, entryScripts } = await import('./web-bench');
  const web = await benchWebsite();
  const entry = entryScripts();
  console.log('\n## Website: JavaScript (gzip of the built files)\n');
  console.log(
    `Entry (index.html's script and modulepreloads, run before any page renders; Home is in it): ${entry.scripts} files, ${fmt(entry.jsGzipKb, 1)} kB. Target for Home ≤ 150 kB: ${mark(entry.jsGzipKb <= 150)}\n`,
  );
  console.log(
    'Per route, everything loaded by network idle (the page chunk, the data answers and what parses them):\n',
  );
  console.log('| Route | scripts | JS gzip kB | map chunks |');
  console.log('|---|---:|---:|---:|');
  for (const row of web.sizes) {
    console.log(`| ${row.route} | ${row.scripts} | ${fmt(row.jsGzipKb, 1)} | ${row.mapChunks} |`);
  }
  console.log('\n## Website: Core Web Vitals, headless Chromium, 4x CPU throttling, local server\n');
  console.log('| Route | LCP ms | CLS | LCP < 1000 ms | CLS = 0 |');
  console.log('|---|---:|---:|---|---|');
  for (const row of web.vitals) {
    console.log(
      `| ${row.route} | ${fmt(row.lcpMs)} | ${fmt(row.cls, 3)} | ${mark(row.lcpMs < 1000)} | ${mark(row.cls === 0)} |`,
    );
  }
  console.log('\n## Website: keystroke in Explore search → updated results painted, 4x CPU throttling\n');
  console.log('| Islands | Explore load ms | keystrokes | median ms | worst ms | target | median met | worst met |');
  console.log('|---:|---:|---:|---:|---:|---:|---|---|');
  for (const row of web.keystrokes) {
    const target = row.islands > 1000 ? 100 : 50;
    console.log(
      `| ${fmt(row.islands)} | ${fmt(row.loadMs)} | ${row.samples} | ${fmt(row.medianMs)} | ${fmt(row.worstMs)} | < ${target} ms | ${mark(row.medianMs < target)} | ${mark(row.worstMs < target)} |`,
    );
  }
}

if (!process.argv.includes('--server-only')) {
  const { benchLighthouse } = await import('./lighthouse-bench');
  const runs = quick ? 1 : Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice(7) ?? 3);
  // --routes=/island/a,/island/b measures only those pages (one page's change, run against another build).
  const only = process.argv
    .find((arg) => arg.startsWith('--routes='))
    ?.slice(9)
    .split(',');
  console.log(
    `\n## Website: Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile preset (simulated slow 4G, 4x CPU), median of ${runs} by performance\n`,
  );
  console.log(
    '| Route | performance | accessibility | best practices | SEO | FCP ms | LCP ms | TBT ms | CLS | transfer kB | compression would save kB | perf ≥ 95, LCP < 2000, TBT < 150, CLS 0, others 100 |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|');
  // Explore's HTML and hydration must not grow with the catalogue: the same page at 5,000 islands.
  const { generateCatalogue } = await import('./generate-catalogue');
  const generated = only
    ? []
    : (await benchLighthouse(runs, { routes: ['/explore'], catalog: generateCatalogue(5000) })).map((row) => ({
        ...row,
        route: `${row.route} (5,000 generated islands)`,
      }));
  for (const row of [...(await benchLighthouse(runs, only ? { routes: only } : {})), ...generated]) {
    const ok =
      row.performance >= 95 &&
      row.lcpMs < 2000 &&
      row.tbtMs < 150 &&
      row.cls === 0 &&
      row.accessibility === 100 &&
      row.bestPractices === 100 &&
      row.seo === 100;
    console.log(
      `| ${row.route} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${fmt(row.fcpMs)} | ${fmt(row.lcpMs)} | ${fmt(row.tbtMs)} | ${fmt(row.cls, 3)} | ${fmt(row.transferKb, 1)} | ${fmt(row.compressionSavingsKb, 1)} | ${mark(ok)} |`,
    );
  }
}
