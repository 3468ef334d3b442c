import { spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../../node/free-port';

export interface EditableCatalogue {
  islands: ({ id: string; category: string; imageUrl?: string } & Record<string, unknown>)[];
  images?: Record<string, unknown>[];
}

export interface ExtraServer {
  url: string;
  dataDir: string;
  stop: () => Promise<void>;
}

/**
 * A second real server (same code, same built renderer) for cases the shared one cannot show
 * without disturbing parallel specs: a catalogue edited for the test, or ANALYTICS_URL set.
 */
export async function startExtraServer(
  options: { env?: Record<string, string>; editCatalog?: (catalog: EditableCatalogue) => void } = {},
): Promise<ExtraServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'isolario-e2e-extra-'));
  const catalogFile = path.join(dataDir, 'catalog.json');
  copyFileSync(process.env.E2E_CATALOG_FILE ?? 'data/catalog.json', catalogFile);
  if (options.editCatalog) {
    const { readFileSync } = await import('node:fs');
    const catalog = JSON.parse(readFileSync(catalogFile, 'utf8'));
    options.editCatalog(catalog);
    writeFileSync(catalogFile, JSON.stringify(catalog));
  }
  // A test that must know the address before the server starts (PUBLIC_URL) picks the port itself.
  const port = options.env?.PORT ? Number(options.env.PORT) : await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CATALOG_FILE: catalogFile,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      const response = await fetch(`${url}/api/statistics`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill();
      throw new Error(`The extra server did not start: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  return {
    url,
    dataDir,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
