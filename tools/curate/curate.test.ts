import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseCsv } from 'csv-parse/sync';
import { postJson, removeTestDir, startTestServer, type TestServer } from '../../tests/support/test-server';
import { validContact } from '../../tests/support/fixtures';
import {
  LONG_DESCRIPTION,
  catalogOnDisk,
  curate,
  curateHere,
  fresh,
  inboxOnDisk,
  submit,
  testCatalogue,
  type Run,
} from '../../tests/support/curate-runner';

// Each child process pays for starting Node and tsx; give the tests room on a busy machine.
describe('npm run curate on local files', { timeout: 120_000 }, () => {
  let server: TestServer;
  let env: Record<string, string>;
  let totalBefore: number;
  const ids: Record<string, string> = {};
  let contactId: string;

  /**
   * Every command leaves a whole, valid catalogue behind. Most run in this process (the same
   * runCurate the command's entry calls; a child costs 2 to 5 s of Node and tsx start-up each, and
   * made this file the suite's slowest at 158 s); `runChild` runs the real command as npm run curate
   * does, for its exit codes, its streams and an approval that writes the file from outside.
   */
  async function run(args: string[], extraEnv: Record<string, string> = {}): Promise<Run> {
    const result = await curateHere(args, { ...env, ...extraEnv });
    await catalogOnDisk(server.catalogFile);
    return result;
  }
  async function runChild(args: string[], extraEnv: Record<string, string> = {}): Promise<Run> {
    const result = await curate(args, { ...env, ...extraEnv });
    await catalogOnDisk(server.catalogFile);
    return result;
  }

  beforeAll(async () => {
    server = await startTestServer({ catalog: testCatalogue() });
    totalBefore = (await (await fetch(`${server.url}/api/statistics`)).json()).totalIslands;
    ids.kestrel = await submit(
      server,
      fresh('Kestrel Atoll', -40.52, { imageUrl: 'https://earthobservatory.nasa.gov/images/1/kestrel.jpg' }),
    );
    ids.tristan = await submit(
      server,
      fresh('Tristan da Cunha', -37.11, {
        longitude: -12.28,
        region: 'Atlantic',
        // Its text names its own ocean: data:check refuses a text naming another (ocean-name).
        description: 'A remote volcanic island in the South Atlantic, far from any other land.',
      }),
    );
    ids.bouvet = await submit(
      server,
      fresh('Skua Skerry', -54.41, { longitude: 3.42, region: 'Antarctic', description: LONG_DESCRIPTION }),
    );
    ids.petrel = await submit(server, fresh('Petrel Shoal', -41.53, { category: 'Active Airport' }));
    ids.dull = await submit(server, fresh('Ferry Rock', -42.5));
    contactId = ((await (await postJson(`${server.url}/api/contacts`, validContact)).json()) as { id: string }).id;
    for (const email of ['first@example.org', 'second@example.org'])
      expect((await postJson(`${server.url}/api/newsletters`, { email })).status).toBe(201);
    // One writer per file: the server stops before the command works on its files.
    await server.stop();
    env = { CATALOG_FILE: server.catalogFile, DATA_DIR: server.dataDir };
  });
  afterAll(async () => {
    await server.stop();
    await removeTestDir(server.dir);
  });

  it('lists submissions as a readable table, filtered by status, or as JSON', async () => {
    const all = await run(['submissions', 'list']);
    expect(all.code).toBe(0);
    const lines = all.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^ID\s+ISLAND\s+COUNTRY\s+SUBMITTER\s+SUBMITTED\s+STATUS$/);
    expect(lines).toHaveLength(6);
    const kestrel = lines.find((line) => line.startsWith(ids.kestrel!))!;
    expect(kestrel).toMatch(/Kestrel Atoll\s+France\s+Ada Lovelace\s+\d{4}-\d{2}-\d{2}\s+pending$/);

    const json = await run(['submissions', 'list', '--status', 'pending', '--json']);
    expect(json.code).toBe(0);
    const records = JSON.parse(json.stdout) as { id: string; submitterEmail: string }[];
    expect(records.map((record) => record.id).sort()).toEqual(Object.values(ids).sort());
    expect(records[0]!.submitterEmail).toBe('ada@example.org');

    const none = await run(['submissions', 'list', '--status', 'approved']);
    expect(none).toMatchObject({ code: 0, stdout: 'No approved submissions.\n' });
  });

  it('shows every field, the rules broken and likely duplicates by name and by distance', async () => {
    const clean = await run(['submissions', 'show', ids.kestrel!]);
    expect(clean.code).toBe(0);
    for (const field of ['name:', 'country:', 'submitterEmail:', 'submittedAt:', 'reviewNotes:', 'imageUrl:'])
      expect(clean.stdout).toContain(field);
    expect(clean.stdout).toContain('Would be added as: kestrel-atoll');
    expect(clean.stdout).toContain('Rules: none broken');
    expect(clean.stdout).toContain('Likely duplicates: none.');

    const sameName = await run(['submissions', 'show', ids.tristan!]);
    expect(sameName.stdout).toMatch(/tristan-da-cunha \(Tristan da Cunha\): same name, within 5 km/);
    expect(sameName.stdout).toMatch(/\[unique-name\] name 'Tristan da Cunha' is also used by tristan-da-cunha/);

    const near = await run(['submissions', 'show', ids.bouvet!, '--json']);
    const review = JSON.parse(near.stdout);
    expect(review.duplicates).toEqual([expect.objectContaining({ id: 'bouvet-island', reasons: ['within 5 km'] })]);
    expect(review.duplicates[0].distanceKm).toBeLessThanOrEqual(5);
  });

  it('approves with --featured, --notes and --set: island, slug and image in the catalogue file', async () => {
    const before = await readFile(server.catalogFile, 'utf8');
    const result = await runChild([
      'submissions',
      'approve',
      ids.kestrel!,
      '--featured',
      '--notes',
      'Checked against the charts',
      '--set',
      'historicalSignificance=Charted by a whaler in 1821, as far as anyone knows.',
      '--set',
      'area=4.5',
    ]);
    // No SMTP here: nothing is sent, and the command says whom to write to.
    expect(result.stderr).toBe(
      'No e-mail was sent (SMTP_URL is not set): write to ada@example.org yourself ("Kestrel Atoll is now in Isolario").\n',
    );
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Approved submission');
    expect(result.stdout).toContain("added 'Kestrel Atoll' as kestrel-atoll (featured)");
    const catalog = await catalogOnDisk(server.catalogFile);
    expect(catalog.islands).toHaveLength(JSON.parse(before).islands.length + 1);
    expect(catalog.islands.find((island) => island.id === 'kestrel-atoll')).toMatchObject({
      name: 'Kestrel Atoll',
      featured: true,
      area: 4.5,
      historicalSignificance: 'Charted by a whaler in 1821, as far as anyone knows.',
      imageUrl: 'https://earthobservatory.nasa.gov/images/1/kestrel.jpg',
    });
    expect(catalog.images.filter((image) => image.islandId === 'kestrel-atoll')).toEqual([
      expect.objectContaining({ imageUrl: 'https://earthobservatory.nasa.gov/images/1/kestrel.jpg', isPrimary: true }),
    ]);
    const inbox = await inboxOnDisk(server);
    expect(inbox.submissions.find((s) => s.id === ids.kestrel)).toMatchObject({
      status: 'approved',
      reviewNotes: 'Checked against the charts',
    });

    const again = await run(['submissions', 'approve', ids.kestrel!]);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/already approved/);
  });

  it('refuses an approval that breaks a rule, says which and how to fix it, and writes nothing', async () => {
    const catalogBefore = await readFile(server.catalogFile, 'utf8');
    const refused = await run(['submissions', 'approve', ids.petrel!]);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toContain('cannot be approved: it breaks 2 data rules');
    expect(refused.stderr).toContain(
      'airport-category: category is Active Airport but hasAirport is false; fix: set hasAirport=true or change the category',
    );
    expect(refused.stderr).toContain(
      'category-rule: category is Active Airport but the precedence rule gives Uninhabited',
    );
    expect(refused.stderr).toContain(`npm run curate -- submissions approve ${ids.petrel} --set category=Uninhabited`);
    expect(await readFile(server.catalogFile, 'utf8')).toBe(catalogBefore);
    expect((await inboxOnDisk(server)).submissions.find((s) => s.id === ids.petrel)!.status).toBe('pending');

    const badValue = await run(['submissions', 'approve', ids.petrel!, '--set', 'hasAirport=maybe']);
    expect(badValue.code).toBe(1);
    expect(badValue.stderr).toContain("hasAirport must be true or false, got 'maybe'");
    const unknown = await run(['submissions', 'approve', ids.petrel!, '--set', 'colour=blue']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("Unknown field 'colour'");

    const fixed = await run([
      'submissions',
      'approve',
      ids.petrel!,
      '--set',
      'hasAirport=true',
      '--set',
      'accessMethod=Boat',
      '--set',
      'category=Uninhabited',
    ]);
    expect(fixed.code).toBe(0);
    expect(fixed.stdout).toContain('as petrel-shoal');
    const island = (await catalogOnDisk(server.catalogFile)).islands.find((i) => i.id === 'petrel-shoal');
    expect(island).toMatchObject({ category: 'Uninhabited', hasAirport: true });
  });

  it('refuses a second island of the same name until it is renamed, and suffixes its slug', async () => {
    const refused = await run(['submissions', 'approve', ids.tristan!]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('unique-name');
    const renamed = await run(['submissions', 'approve', ids.tristan!, '--set', 'name=Tristan da Cunha (north reef)']);
    expect(renamed.code).toBe(0);
    expect(renamed.stdout).toContain('as tristan-da-cunha-north-reef');
    expect(renamed.stderr).toMatch(/warning: 'Tristan da Cunha \(north reef\)' may duplicate tristan-da-cunha/);
  });

  it('rejects with notes, and needs them', async () => {
    const missing = await run(['submissions', 'reject', ids.dull!]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('--notes');
    const result = await run(['submissions', 'reject', ids.dull!, '--notes', 'Not remote: a ferry runs daily']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`Rejected submission ${ids.dull} ('Ferry Rock'): Not remote: a ferry runs daily`);
    const record = (await inboxOnDisk(server)).submissions.find((s) => s.id === ids.dull)!;
    expect(record).toMatchObject({ status: 'rejected', reviewNotes: 'Not remote: a ferry runs daily' });
    expect(Date.now() - Date.parse(record.reviewedAt!)).toBeLessThan(120_000);
    expect((await run(['submissions', 'list', '--status', 'rejected'])).stdout).toContain('Ferry Rock');
  });

  it('answers a bad id with exit 3 and a clear message', async () => {
    const child = await runChild(['submissions', 'approve', 'no-such-id']);
    expect(child.code).toBe(3);
    expect(child.stderr).toBe("curate: No submission with id 'no-such-id'\n");
    for (const args of [
      ['submissions', 'show', 'no-such-id'],
      ['submissions', 'approve', 'no-such-id'],
      ['submissions', 'reject', 'no-such-id', '--notes', 'x'],
      ['contacts', 'read', 'no-such-id'],
    ]) {
      const result = await curateHere(args, env);
      expect(result.code, args.join(' ')).toBe(3);
      expect(result.stderr).toMatch(/No (submission|contact message) with id 'no-such-id'/);
    }
  });

  it('answers usage mistakes with exit 2', async () => {
    const child = await runChild(['submissions', 'list', '--featured']);
    expect(child.code).toBe(2);
    expect(child.stderr).toContain('curate: --featured is not an option of submissions list');
    for (const args of [
      [],
      ['submissions'],
      ['islands', 'list'],
      ['submissions', 'list', '--status', 'maybe'],
      ['submissions', 'list', '--featured'],
      ['submissions', 'show'],
      ['submissions', 'show', 'a', 'b'],
      ['submissions', 'approve', ids.bouvet!, '--set', 'hasAirport'],
      ['submissions', 'approve', ids.bouvet!, '--colour', 'blue'],
      ['contacts', 'list', '--status', 'pending'],
      ['validate', '--server', 'http://127.0.0.1:1'],
      ['submissions', 'list', '--server', 'not a url'],
    ]) {
      const result = await curateHere(args, env);
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stderr).toMatch(/^curate: /);
      expect(result.stdout).toBe('');
    }
    await catalogOnDisk(server.catalogFile);
    const help = await curateHere(['--help'], env);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('one\nwriter per file');
  });

  it('lists the contact inbox and reads a message, marking it read', async () => {
    const unread = await run(['contacts', 'list', '--status', 'unread']);
    expect(unread.code).toBe(0);
    expect(unread.stdout).toMatch(/^ID\s+FROM\s+EMAIL\s+SUBJECT\s+RECEIVED\s+STATUS\n/);
    expect(unread.stdout).toContain(contactId);
    const read = await run(['contacts', 'read', contactId]);
    expect(read.code).toBe(0);
    expect(read.stdout).toContain(validContact.message);
    expect(read.stdout).toContain(validContact.email);
    expect((await inboxOnDisk(server)).contacts.find((c) => c.id === contactId)!.status).toBe('read');
    expect((await run(['contacts', 'list', '--status', 'unread'])).stdout).toBe('No unread contact messages.\n');
    expect((await run(['contacts', 'list'])).stdout).toMatch(/\sread\n$/);
  });

  it('exports active subscribers as RFC 4180 CSV', async () => {
    const result = await run(['newsletter', 'export']);
    expect(result.code).toBe(0);
    expect(result.stdout.startsWith('email,subscribedAt\r\n')).toBe(true);
    expect(result.stdout.endsWith('\r\n')).toBe(true);
    const rows = parseCsv(result.stdout) as string[][];
    expect(rows.slice(1).map((row) => row[0])).toEqual(['first@example.org', 'second@example.org']);
    for (const row of rows.slice(1)) expect(Date.parse(row[1]!)).not.toBeNaN();
    expect(result.stderr).toBe('2 active subscribers\n');
  });

  it('validate runs the same check as npm run data:check', async () => {
    const ours = await runChild(['validate']);
    const theirs = await new Promise<Run>((resolve) =>
      execFile(
        process.execPath,
        ['--import', 'tsx', 'tools/data-check.ts'],
        { env: { ...process.env, CATALOG_FILE: server.catalogFile } },
        (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
      ),
    );
    expect(ours).toEqual(theirs);
    const noCoverage = await run(['validate', '--no-coverage']);
    expect(noCoverage.stderr).toBe('');
    expect(noCoverage).toMatchObject({ code: 0 });
    expect(noCoverage.stdout).toMatch(/is valid \(\d+ islands\)/);
  });

  it('the restarted server serves what the command approved through the public API', async () => {
    server = await server.restart();
    const island = await fetch(`${server.url}/api/islands/kestrel-atoll`);
    expect(island.status).toBe(200);
    expect(await island.json()).toMatchObject({ name: 'Kestrel Atoll', featured: true });
    const statistics = await (await fetch(`${server.url}/api/statistics`)).json();
    expect(statistics.totalIslands).toBe(totalBefore + 3);
    const found = await (await fetch(`${server.url}/api/islands/search/kestrel`)).json();
    expect(found.map((i: { id: string }) => i.id)).toEqual(['kestrel-atoll']);
    expect((await fetch(`${server.url}/api/islands/ferry-rock`)).status).toBe(404);
  });
});
