import { copyFileSync, cpSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { DERIVED_FILES } from './tests/support/derived-files';

/** CHROMIUM_PATH, then a system Chromium or Chrome, then Playwright's own browser. */
function findChromium(): string | undefined {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
    '/usr/bin/google-chrome-stable',
  ];
  return candidates.find((candidate): candidate is string => Boolean(candidate) && existsSync(candidate!));
}

// Set once in the main process; workers inherit the environment, so every spec sees the same
// temp inbox and the server started below writes there.
// The catalogue is copied there too: admin and curation specs write to it, never to data/.
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = mkdtempSync(path.join(tmpdir(), 'isolario-e2e-'));
  process.env.E2E_CATALOG_FILE = path.join(process.env.E2E_DATA_DIR, 'catalog.json');
  copyFileSync('data/catalog.json', process.env.E2E_CATALOG_FILE);
  // The derived files beside it, where the server looks for them.
  for (const file of DERIVED_FILES) copyFileSync(path.join('data', file), path.join(process.env.E2E_DATA_DIR, file));
  // The releases, for the histories, the citations and the downloads.
  copyFileSync('data/releases.json', path.join(process.env.E2E_DATA_DIR, 'releases.json'));
  cpSync('data/releases', path.join(process.env.E2E_DATA_DIR, 'releases'), { recursive: true });
}
process.env.E2E_PORT ??= '4319';
const port = Number(process.env.E2E_PORT);
// NASA GIBS cannot be reached from here: a stand-in answers its documented request shapes.
process.env.E2E_GIBS_PORT ??= '4349';
const gibsPort = Number(process.env.E2E_GIBS_PORT);

export default defineConfig({
  testDir: 'tests/e2e',
  // Design screenshots are a tool, not a test: `SCREENSHOTS=1 npx playwright test tests/e2e/screenshots.spec.ts`.
  testIgnore: process.env.SCREENSHOTS ? [] : ['**/screenshots.spec.ts'],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  // One per core: a third worker on CI's two made no run shorter (503 s against 516 s) and every
  // test slower, past its timeout for the heaviest.
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace for every test cost 22% of the suite's time (measured: 120 s against 94 s
    // for three specs); on CI nobody can open one, so only local runs keep them for failures.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: findChromium(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: 'node --import tsx tests/support/gibs-stand-in-main.ts',
      url: `http://127.0.0.1:${gibsPort}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
      env: { PORT: String(gibsPort) },
    },
    {
      command: 'node --import tsx server/main.ts',
      url: `http://127.0.0.1:${port}/api/statistics`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_DATA_DIR,
        CATALOG_FILE: process.env.E2E_CATALOG_FILE!,
        ADMIN_TOKEN: 'e2e-admin-token-for-tests',
        ADMIN_ATTEMPTS: '10000',
        LOG_LEVEL: 'warn',
        STATIC_DIR: process.env.E2E_STATIC_DIR ?? 'dist/renderer',
        GIBS_URL: `http://127.0.0.1:${gibsPort}`,
      },
    },
  ],
});
