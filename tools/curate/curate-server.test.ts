import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, removeTestDir, startTestServer, type TestServer } from '../../tests/support/test-server';
import { validContact } from '../../tests/support/fixtures';
import {
  LONG_DESCRIPTION,
  TOKEN,
  catalogOnDisk,
  curate,
  curateHere,
  fresh,
  submit,
  testCatalogue,
  type Run,
} from '../../tests/support/curate-runner';

// Each child process pays for starting Node and tsx; give the tests room on a busy machine.
describe('npm run curate --server against a running server', { timeout: 120_000 }, () => {
  let server: TestServer;
  let env: Record<string, string>;
  let args: (...rest: string[]) => string[];

  /**
   * In this process, the same runCurate the command's entry calls (a child costs 2 to 5 s of
   * start-up each, and made this file take 106 s); the exit-code tests run the real command.
   */
  async function run(rest: string[], extraEnv: Record<string, string | undefined> = {}): Promise<Run> {
    const merged = Object.entries({ ...env, ...extraEnv }).filter(
      (entry): entry is [string, string] => entry[1] !== undefined,
    );
    const result = await curateHere(rest, Object.fromEntries(merged));
    await catalogOnDisk(server.catalogFile);
    return result;
  }

  beforeAll(async () => {
    server = await startTestServer({ catalog: testCatalogue(), env: { ADMIN_TOKEN: TOKEN } });
    // The local-file variables point elsewhere: --server must not touch them.
    env = { ADMIN_TOKEN: TOKEN, CATALOG_FILE: '/nonexistent/catalog.json', DATA_DIR: '/nonexistent/var' };
    args = (...rest) => [...rest, '--server', server.url];
  });
  afterAll(async () => {
    await server.stop();
    await removeTestDir(server.dir);
  });

  it('submits through the API, reviews and approves; the running server shows the island at once', async () => {
    const before = await (await fetch(`${server.url}/api/statistics`)).json();
    const id = await submit(server, fresh('Albatross Cay', -43.5));
    const list = await run(args('submissions', 'list', '--status', 'pending'));
    expect(list.code).toBe(0);
    expect(list.stdout).toMatch(new RegExp(`${id}\\s+Albatross Cay\\s+France\\s+Ada Lovelace`));

    const show = await run(args('submissions', 'show', id));
    expect(show.code).toBe(0);
    expect(show.stdout).toContain('Would be added as: albatross-cay');

    const approve = await run(
      args('submissions', 'approve', id, '--featured', '--notes', 'Lovely', '--set', 'population=0'),
    );
    // No SMTP here: nothing is sent, and the command says whom to write to.
    expect(approve.stderr).toBe(
      'No e-mail was sent (SMTP_URL is not set): write to ada@example.org yourself ("Albatross Cay is now in Isolario").\n',
    );
    expect(approve.code).toBe(0);
    expect(approve.stdout).toContain(`Island: ${server.url}/island/albatross-cay`);

    const island = await fetch(`${server.url}/api/islands/albatross-cay`);
    expect(island.status).toBe(200);
    expect(await island.json()).toMatchObject({ name: 'Albatross Cay', description: LONG_DESCRIPTION, featured: true });
    const after = await (await fetch(`${server.url}/api/statistics`)).json();
    expect(after.totalIslands).toBe(before.totalIslands + 1);
    const found = await (await fetch(`${server.url}/api/islands/search/Albatross%20Cay`)).json();
    expect(found.map((i: { id: string }) => i.id)).toEqual(['albatross-cay']);
    const featured = await (await fetch(`${server.url}/api/islands/featured`)).json();
    expect(featured.map((i: { id: string }) => i.id)).toContain('albatross-cay');
    expect((await catalogOnDisk(server.catalogFile)).islands.some((i) => i.id === 'albatross-cay')).toBe(true);
  });

  it('detects a likely duplicate within 5 km through the server', async () => {
    const id = await submit(server, fresh('Skua Skerry', -54.4, { longitude: 3.42, region: 'Antarctic' }));
    const show = await run(args('submissions', 'show', id, '--json'));
    expect(show.code).toBe(0);
    expect(JSON.parse(show.stdout).duplicates).toEqual([
      expect.objectContaining({ id: 'bouvet-island', reasons: ['within 5 km'] }),
    ]);
    const rejected = await run(args('submissions', 'reject', id, '--notes', 'Part of Bouvet Island'));
    expect(rejected.code).toBe(0);
    expect((await run(args('submissions', 'list', '--status', 'rejected'))).stdout).toContain('Skua Skerry');
  });

  it('refuses an approval that breaks a rule with exit 1 and the fix, then takes the fix', async () => {
    const id = await submit(server, fresh('Gannet Bank', -44.5, { category: 'Active Airport' }));
    const refused = await run(args('submissions', 'approve', id));
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('airport-category');
    expect(refused.stderr).toContain('--set category=Uninhabited');
    expect((await fetch(`${server.url}/api/islands/gannet-bank`)).status).toBe(404);
    const fixed = await run(
      args(
        'submissions',
        'approve',
        id,
        '--set',
        'hasAirport=true',
        '--set',
        'accessMethod=Boat',
        '--set',
        'category=Uninhabited',
      ),
    );
    expect(fixed.code).toBe(0);
    expect((await fetch(`${server.url}/api/islands/gannet-bank`)).status).toBe(200);
  });

  it('reads contacts and exports subscribers through the admin endpoints', async () => {
    const contact = (await (await postJson(`${server.url}/api/contacts`, validContact)).json()) as { id: string };
    expect((await postJson(`${server.url}/api/newsletters`, { email: 'server-reader@example.org' })).status).toBe(201);
    const unread = await run(args('contacts', 'list', '--status', 'unread'));
    expect(unread.stdout).toContain(contact.id);
    const read = await run(args('contacts', 'read', contact.id));
    expect(read.code).toBe(0);
    expect(read.stdout).toContain(validContact.message);
    expect((await run(args('contacts', 'list', '--status', 'unread'))).stdout).not.toContain(contact.id);
    const csv = await run(args('newsletter', 'export'));
    expect(csv.code).toBe(0);
    expect(csv.stdout).toMatch(/^email,subscribedAt\r\nserver-reader@example\.org,\d{4}-[^\r\n]+\r\n$/);
  });

  it('answers a bad id with exit 3', async () => {
    const result = await curate(args('submissions', 'approve', 'no-such-id'), env);
    expect(result.code).toBe(3);
    expect(result.stderr).toContain("No submission with id 'no-such-id'");
    expect((await run(args('contacts', 'read', 'no-such-id'))).code).toBe(3);
  });

  it('answers a missing or wrong token with exit 4', async () => {
    const missing = await run(args('submissions', 'list'), { ADMIN_TOKEN: '' });
    expect(missing.code).toBe(4);
    expect(missing.stderr).toContain('--server needs ADMIN_TOKEN');
    const wrong = await run(args('submissions', 'list'), { ADMIN_TOKEN: 'not-the-token' });
    expect(wrong.code).toBe(4);
    expect(wrong.stderr).toContain('refused the token');
    const unguarded = await startTestServer({ catalog: testCatalogue() });
    try {
      const off = await curate(['submissions', 'list', '--server', unguarded.url], { ADMIN_TOKEN: TOKEN });
      expect(off.code).toBe(4);
      expect(off.stderr).toContain('Start the server with ADMIN_TOKEN set');
    } finally {
      await unguarded.stop();
      await removeTestDir(unguarded.dir);
    }
  });

  it('answers a server that is down with exit 5', async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });
    const result = await curate(['submissions', 'list', '--server', `http://127.0.0.1:${port}`], {
      ADMIN_TOKEN: TOKEN,
    });
    expect(result.code).toBe(5);
    expect(result.stderr).toContain(`Cannot reach the server at http://127.0.0.1:${port}`);
    expect(result.stderr).toContain('ECONNREFUSED');
  });
});
