#!/usr/bin/env node
// npm test: every check the project has, in order, with one summary line at the end.
// Steps after a failure still run, so one run shows everything that is wrong.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';

// Steps marked `together` read the sources and write nothing the others read (the desktop build
// writes out/, which the checks ignore): they run side by side, one per core, and their output is
// printed whole as each ends.
const steps = [
  { name: 'typecheck', command: 'npx', args: ['tsc', '-p', '.'], together: true },
  { name: 'lint', command: 'npx', args: ['eslint', '.'], together: true },
  { name: 'format', command: 'npx', args: ['prettier', '--check', '.'], together: true },
  {
    // Before Vitest: its tests of the built main process and of packaging read out/ (they build
    // it themselves when it is stale, so they also run alone), and so does the desktop e2e suite.
    name: 'build (desktop)',
    command: 'npx',
    args: ['electron-vite', 'build'],
    when: () => existsSync('electron.vite.config.ts'),
    together: true,
  },
  { name: 'data:check', command: 'node', args: ['--import', 'tsx', 'tools/data-check.ts'], together: true },
  {
    name: 'unit (vitest)',
    command: 'npx',
    args: ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile=test-results/vitest.json'],
    report: 'vitest',
  },
  {
    // The API suites that write or read the inbox, again with every test server's inbox in a real
    // PostgreSQL (DATABASE_URL): the same answers from the shared store as from the file. The
    // read-only suites are left out: DATABASE_URL changes nothing they reach.
    name: 'api against PostgreSQL (vitest)',
    command: 'npx',
    args: [
      'vitest',
      'run',
      'server/app-writes',
      'server/app-admin-',
      'server/app-reads',
      'server/openapi-contract',
      // Bad input and the fuzzers: never a 5xx and nothing stored on a refusal, with PostgreSQL too.
      'server/reliability/bad-input',
      'server/reliability/fuzz',
      '--reporter=default',
      '--reporter=json',
      '--outputFile=test-results/vitest-postgres.json',
    ],
    env: { TEST_INBOX: 'postgres' },
    report: 'vitest',
    reportFile: 'test-results/vitest-postgres.json',
  },
  {
    // npm run build: the website and its server entry (the pages the e2e server renders).
    name: 'build (renderer)',
    command: 'npm',
    args: ['run', 'build'],
    when: () => existsSync('renderer/vite.config.ts'),
  },
  {
    name: 'e2e (playwright)',
    command: 'npx',
    args: ['playwright', 'test', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: 'test-results/playwright.json' },
    report: 'playwright',
    when: () => existsSync('renderer/vite.config.ts'),
  },
];

/** Runs a step; `buffered`, its output is kept and printed whole, under its name, when it ends. */
function run(step, { buffered = false } = {}) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(step.command, step.args, {
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...step.env },
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      if (buffered) process.stdout.write(`\n=== ${step.name} ===\n${Buffer.concat(output).toString()}`);
      resolve({ code: code ?? 1, seconds: (Date.now() - started) / 1000 });
    });
  });
}

/** The first lines of an error message, without colour codes, kept short for the summary. */
function firstLines(message) {
  const lines = String(message ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  return lines.slice(0, 3).join(' | ').slice(0, 300);
}

/**
 * Each failed test of a step, with the first lines of its error: the summary is the part of a long
 * CI log that is always read, so it names what failed rather than only how many.
 */
function failures(step) {
  const found = [];
  try {
    if (step.report === 'vitest') {
      const r = JSON.parse(readFileSync(step.reportFile ?? 'test-results/vitest.json', 'utf8'));
      for (const file of r.testResults) {
        const name = path.relative(process.cwd(), file.name);
        for (const test of file.assertionResults) {
          if (test.status === 'failed')
            found.push(`${name} > ${test.fullName}: ${firstLines(test.failureMessages?.[0])}`);
        }
        // A file that failed before or around its tests (an import, a hook) has no failed test of its own.
        if (file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed')) {
          found.push(`${name}: ${firstLines(file.message)}`);
        }
      }
    }
    if (step.report === 'playwright') {
      const r = JSON.parse(readFileSync('test-results/playwright.json', 'utf8'));
      const walk = (suite, titles) => {
        for (const spec of suite.specs ?? []) {
          for (const test of spec.tests) {
            if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
            const error = test.results.find((result) => result.error)?.error;
            found.push(
              `${spec.file}:${spec.line} > ${[...titles, spec.title].join(' > ')}: ${firstLines(error?.message)}`,
            );
          }
        }
        for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
      };
      for (const suite of r.suites) walk(suite, []);
    }
  } catch {
    return found;
  }
  return found;
}

function counts(step) {
  try {
    if (step.report === 'vitest') {
      const r = JSON.parse(readFileSync(step.reportFile ?? 'test-results/vitest.json', 'utf8'));
      return { passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + r.numTodoTests };
    }
    if (step.report === 'playwright') {
      const r = JSON.parse(readFileSync('test-results/playwright.json', 'utf8'));
      return { passed: r.stats.expected, failed: r.stats.unexpected + r.stats.flaky, skipped: r.stats.skipped };
    }
  } catch {
    return undefined;
  }
  return undefined;
}

rmSync('test-results', { recursive: true, force: true });
let passed = 0;
let failed = 0;
let skipped = 0;
const lines = [];
const present = new Set(steps.filter((step) => !step.when || step.when()));
const together = steps.filter((step) => step.together && present.has(step));
// At most one per core, in the order above (longest first): all five at once on CI's two cores
// took 83 s, each slowed by the others (ESLint 77 s against 21 s alone).
const atOnce = new Map();
const lanes = Math.max(1, Math.min(together.length, availableParallelism()));
let next = 0;
await Promise.all(
  Array.from({ length: lanes }, async () => {
    while (next < together.length) {
      const step = together[next++];
      atOnce.set(step, await run(step, { buffered: true }));
    }
  }),
);
for (const step of steps) {
  if (!present.has(step)) {
    lines.push(`  -    ${step.name}: not present yet`);
    continue;
  }
  if (!step.together) console.log(`\n=== ${step.name} ===`);
  const { code, seconds } = atOnce.get(step) ?? (await run(step));
  const c = step.report ? counts(step) : undefined;
  if (c) {
    passed += c.passed;
    failed += c.failed;
    skipped += c.skipped;
    if (code !== 0 && c.failed === 0) failed += 1;
  } else if (code === 0) {
    passed += 1;
  } else {
    failed += 1;
  }
  const detail = c ? ` (${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped)` : '';
  lines.push(`  ${code === 0 ? 'ok  ' : 'FAIL'} ${step.name}${detail} in ${seconds.toFixed(1)} s`);
  for (const failure of failures(step)) lines.push(`       ✗ ${failure}`);
}
console.log('\n=== summary ===');
console.log(lines.join('\n'));
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
