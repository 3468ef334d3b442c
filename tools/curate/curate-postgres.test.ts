import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalPostgres, type LocalPostgres } from '../cluster/local-postgres';
import { postJson, removeTestDir, startTestServer, type TestServer } from '../../tests/support/test-server';
import { curate, curateHere, fresh, testCatalogue, TOKEN } from '../../tests/support/curate-runner';

/**
 * npm run curate with DATABASE_URL: the curator reviews the inbox every instance writes, while
 * they run, and `publish` moves what was approved into the catalogue file in git.
 */

let postgres: LocalPostgres;
let server: TestServer;
let env: Record<string, string>;

beforeAll(async () => {
  postgres = await startLocalPostgres();
  const databaseUrl = await postgres.createDatabase();
  server = await startTestServer({ catalog: testCatalogue(), env: { ADMIN_TOKEN: TOKEN, DATABASE_URL: databaseUrl } });
  env = { CATALOG_FILE: server.catalogFile, DATA_DIR: server.dataDir, DATABASE_URL: databaseUrl };
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await removeTestDir(server.dir);
  await postgres?.destroy();
});

async function submit(name: string, latitude: number): Promise<string> {
  const res = await postJson(`${server.url}/api/submissions`, fresh(name, latitude));
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

describe('npm run curate over the shared PostgreSQL inbox', () => {
  it('lists what a running instance stored, approves into the queue, and publishes into the file', async () => {
    const id = await submit('Shearwater Cay', -44.1);
    const list = await curate(['submissions', 'list', '--json'], env);
    expect(list.code).toBe(0);
    expect((JSON.parse(list.stdout) as { id: string }[]).map((s) => s.id)).toContain(id);

    const approve = await curate(['submissions', 'approve', id], env);
    expect(approve.code, approve.stderr).toBe(0);
    expect(approve.stdout).toContain('waits in the database for publication');
    // Nothing written to the file yet: instances never edit their own copies.
    expect(await readFile(server.catalogFile, 'utf8')).not.toContain('shearwater-cay');
    // The running instance sees the review, from the same database.
    const shown = await fetch(`${server.url}/api/admin/submissions/${id}`, {
      headers: { Authorization: `Bearer ${TOKEN}` },
    });
    expect(((await shown.json()) as { submission: { status: string } }).submission.status).toBe('approved');

    const published = await curate(['publish'], env);
    expect(published.code, published.stderr).toBe(0);
    expect(published.stdout).toContain('Published 1 island');
    expect(published.stdout).toContain('shearwater-cay');
    const catalog = JSON.parse(await readFile(server.catalogFile, 'utf8')) as { islands: { id: string }[] };
    expect(catalog.islands.filter((island) => island.id === 'shearwater-cay')).toHaveLength(1);

    // Published once: a second run finds nothing waiting.
    const again = await curateHere(['publish'], env);
    expect(again).toMatchObject({ code: 0, stdout: 'Nothing was waiting for publication.\n' });
  });

  it('refuses a queued id another approval awaiting publication took', async () => {
    const first = await submit('Prion Rock', -44.3);
    const second = await submit('Prion Rock', -44.4);
    expect((await curateHere(['submissions', 'approve', first], env)).code).toBe(0);
    // The queued island counts as in the catalogue: the second gets its own id, not a clash.
    const review = await curateHere(['submissions', 'show', second, '--json'], env);
    expect((JSON.parse(review.stdout) as { proposedId: string }).proposedId).toBe('prion-rock-2');
  });

  it('refuses image changes through the admin API: instances never edit their own catalogue', async () => {
    const before = await readFile(server.catalogFile, 'utf8');
    const image = { imageUrl: 'https://earthobservatory.nasa.gov/images/1/bouvet.jpg', title: 'Bouvet from orbit' };
    const added = await postJson(`${server.url}/api/islands/bouvet-island/images`, image, {
      Authorization: `Bearer ${TOKEN}`,
    });
    expect(added.status).toBe(409);
    expect(await added.json()).toMatchObject({ error: 'conflict', message: expect.stringContaining('npm run curate') });
    const primary = await fetch(`${server.url}/api/islands/bouvet-island/images/x/primary`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${TOKEN}` },
    });
    expect(primary.status).toBe(409);
    // The token is still checked first.
    expect((await postJson(`${server.url}/api/islands/bouvet-island/images`, image)).status).toBe(401);
    expect(await readFile(server.catalogFile, 'utf8')).toBe(before);
  });

  it('needs DATABASE_URL to publish, and says why', async () => {
    const { DATABASE_URL: _url, ...withoutDatabase } = env;
    const run = await curateHere(['publish'], withoutDatabase);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('set DATABASE_URL');
  });

  it('says the database is unreachable with exit 5', async () => {
    const run = await curateHere(['submissions', 'list'], {
      ...env,
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
    });
    expect(run.code).toBe(5);
    expect(run.stderr).toMatch(/Cannot prepare the database/);
  });
});
