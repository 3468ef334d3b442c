import { watch } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Catalog, Submission } from '@core/contract/schemas';
import { aSubmission } from '../../tests/support/builders';
import { removeTestDir } from '../../tests/support/test-server';
import { killServer, spawnServer, type ChildServer } from '../../tests/support/server-process';

const TOKEN = 'curator-token-for-the-crash-test';
const auth = { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' };

let dir: string;
let running: ChildServer | undefined;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'isolario-approval-crash-'));
});
afterEach(async () => {
  await killServer(running);
  running = undefined;
});
afterAll(async () => {
  await killServer(running);
  await removeTestDir(dir);
});

const post = (url: string, body: unknown, headers: Record<string, string> = { 'Content-Type': 'application/json' }) =>
  fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });

/** Resolves when catalog.json is replaced in its folder (the rename that commits a catalogue write). */
function catalogueReplaced(folder: string): { replaced: Promise<void>; close: () => void } {
  let close = () => {};
  const replaced = new Promise<void>((resolve) => {
    const watcher = watch(folder, (_event, name) => {
      if (name === 'catalog.json') resolve();
    });
    close = () => watcher.close();
  });
  return { replaced, close };
}

describe('an approval killed as the catalogue file is replaced', () => {
  it('is finished by its retry after the restart: one island, the submission approved', async () => {
    const folder = path.join(dir, 'kill');
    await mkdir(folder, { recursive: true });
    await copyFile('data/catalog.json', path.join(folder, 'catalog.json'));
    const env = { CATALOG_FILE: path.join(folder, 'catalog.json'), DATA_DIR: folder, ADMIN_TOKEN: TOKEN };
    running = await spawnServer(env);
    const name = 'Kill Point Atoll';
    const sent = await post(
      `${running.url}/api/submissions`,
      aSubmission({ name, latitude: 11.11, longitude: -111.11 }),
    );
    const { id } = (await sent.json()) as { id: string };

    // SIGKILL the moment the server's write of catalog.json lands, before it marks the submission.
    const watching = catalogueReplaced(folder);
    const server = running;
    void watching.replaced.then(() => server.child.kill('SIGKILL'));
    await post(`${server.url}/api/admin/submissions/${id}/approve`, { notes: 'Charted' }, auth).catch(() => undefined);
    await server.exited;
    watching.close();

    running = await spawnServer(env);
    const retried = await post(`${running.url}/api/admin/submissions/${id}/approve`, { notes: 'Charted' }, auth);
    const body = (await retried.json()) as { submission?: Submission };
    // 200 when the kill came between the two writes (the case the retry must finish); 409 when it
    // came after both, and then there is nothing left to finish. Never a 400 against its own island.
    expect([200, 409], JSON.stringify(body)).toContain(retried.status);
    const review = await fetch(`${running.url}/api/admin/submissions/${id}`, { headers: auth });
    expect(((await review.json()) as { submission: Submission }).submission.status).toBe('approved');
    const catalog = JSON.parse(await readFile(env.CATALOG_FILE, 'utf8')) as Catalog;
    expect(catalog.islands.filter((island) => island.name === name)).toHaveLength(1);
    const island = await fetch(`${running.url}/api/islands/kill-point-atoll`);
    expect(island.status).toBe(200);
  });
});
