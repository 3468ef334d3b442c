import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '../support/e2e/app-test';

// Curation writes to the catalogue, so this spec runs its own server over its own temp files:
// the shared e2e server's counts stay what the other specs expect.
const PORT = 4329;
const URL_BASE = `http://127.0.0.1:${PORT}`;
const TOKEN = 'e2e-curation-token';

const KESTREL = {
  name: 'Kestrel Atoll',
  country: 'France',
  region: 'Pacific',
  category: 'Uninhabited',
  description: 'A low coral atoll in empty South Pacific water, ringed by reef and reached only by a long passage.',
  latitude: -40.5,
  longitude: -131.2,
  population: 0,
  area: 4.5,
  accessMethod: 'Boat Only',
  hasAirport: false,
  hasAbandonedAirstrip: false,
  isInhabited: false,
  militaryHistory: false,
  submitterName: 'Ada Lovelace',
  submitterEmail: 'ada@example.org',
};

let dir: string;
let server: ChildProcess;
let serverLog = '';

function curate(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) =>
    execFile(
      process.execPath,
      ['--import', 'tsx', 'tools/curate/curate.ts', ...args, '--server', URL_BASE],
      { env: { ...process.env, ADMIN_TOKEN: TOKEN }, timeout: 60_000 },
      (error, stdout, stderr) =>
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout, stderr }),
    ),
  );
}

async function submit(body: Record<string, unknown>): Promise<string> {
  const res = await fetch(`${URL_BASE}/api/submissions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'isolario-e2e-curation-'));
  const catalogFile = path.join(dir, 'catalog.json');
  copyFileSync('data/catalog.json', catalogFile);
  server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      CATALOG_FILE: catalogFile,
      DATA_DIR: path.join(dir, 'var'),
      ADMIN_TOKEN: TOKEN,
      STATIC_DIR: 'dist/renderer',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  server.stderr?.on('data', (chunk: Buffer) => (serverLog += chunk.toString()));
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`${URL_BASE}/api/statistics`)).ok) break;
    } catch {
      // not listening yet
    }
    if (server.exitCode !== null || Date.now() > deadline) {
      server.kill();
      throw new Error(`The curation server did not start on port ${PORT}: ${serverLog}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    await new Promise<void>((resolve) => {
      server.once('exit', () => resolve());
      server.kill('SIGTERM');
    });
  }
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test('a submission approved with the command shows on its island page at once', async ({ page }) => {
  const before = (await (await fetch(`${URL_BASE}/api/statistics`)).json()) as { totalIslands: number };
  const id = await submit(KESTREL);

  const approved = await curate(['submissions', 'approve', id, '--notes', 'Checked against the charts']);
  // No SMTP here: nothing is sent, and the command says whom to write to.
  expect(approved.stderr).toBe(
    'No e-mail was sent (SMTP_URL is not set): write to ada@example.org yourself ("Kestrel Atoll is now in Isolario").\n',
  );
  expect(approved.code).toBe(0);
  expect(approved.stdout).toContain(`Island: ${URL_BASE}/island/kestrel-atoll`);

  await page.goto(`${URL_BASE}/island/kestrel-atoll`);
  await expect(page.getByRole('heading', { level: 1, name: 'Kestrel Atoll' })).toBeVisible();
  await expect(page.getByText(KESTREL.description)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Quick Facts' })).toContainText('PopulationUninhabited');

  await page.goto(`${URL_BASE}/explore?q=kestrel`);
  await expect(page.getByRole('heading', { name: '1 Island Found' })).toBeVisible();
  const after = (await (await fetch(`${URL_BASE}/api/statistics`)).json()) as { totalIslands: number };
  expect(after.totalIslands).toBe(before.totalIslands + 1);
  const onDisk = JSON.parse(readFileSync(path.join(dir, 'catalog.json'), 'utf8')) as { islands: { id: string }[] };
  expect(onDisk.islands.some((island) => island.id === 'kestrel-atoll')).toBe(true);
});

test('a rejected submission never reaches the site', async ({ page }) => {
  const id = await submit({ ...KESTREL, name: 'Ferry Rock', latitude: -42.5 });
  const rejected = await curate(['submissions', 'reject', id, '--notes', 'A ferry runs daily']);
  expect(rejected.code).toBe(0);
  await page.goto(`${URL_BASE}/island/ferry-rock`);
  await expect(page.getByRole('heading', { name: 'Island Not Found' })).toBeVisible();
});
