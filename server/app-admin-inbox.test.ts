import { readFile, writeFile } from 'node:fs/promises';
import Ajv2020 from 'ajv/dist/2020';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpOperations } from '@core/contract/openapi';
import {
  inboxInPostgres,
  postJson,
  removeTestDir,
  startTestServer,
  storedInbox,
  type TestServer,
} from '../tests/support/test-server';
import { runCurate } from '../tools/curate/curate';
import { validContact, validSubmission } from '../tests/support/fixtures';

const ENDPOINTS = httpOperations().map(([id, operation]) => ({ id, ...operation, ...operation.http }));

const TOKEN = 'curator-token-for-tests';
const auth = { Authorization: `Bearer ${TOKEN}` };

type Doc = {
  paths: Record<
    string,
    Record<string, { responses: Record<string, { content?: Record<string, { schema: object }> }> }>
  >;
  components: { schemas: Record<string, object> };
};

let open: TestServer;
let guarded: TestServer;
let doc: Doc;
const ajv = new Ajv2020({ strict: false, allErrors: true });
ajv.addFormat('email', true).addFormat('date-time', true).addFormat('uri', true);

beforeAll(async () => {
  open = await startTestServer();
  guarded = await startTestServer({ env: { ADMIN_TOKEN: TOKEN } });
  doc = await (await fetch(`${guarded.url}/api/openapi.json`)).json();
  ajv.addSchema({ $id: 'doc', components: doc.components });
});
afterAll(async () => {
  for (const server of [open, guarded]) {
    await server.stop();
    await removeTestDir(server.dir);
  }
});

/** The answer matches the schema the OpenAPI document gives for this path, method and status. */
function matchesDocument(template: string, method: string, status: number, body: unknown) {
  const schema = doc.paths[template]?.[method]?.responses[String(status)]?.content?.['application/json']?.schema;
  expect(schema, `${method} ${template} documents ${status}`).toBeDefined();
  const resolved = JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"doc#/components/'));
  expect(ajv.validate(resolved, body), `${method} ${template} ${status}: ${ajv.errorsText()}`).toBe(true);
}

const get = (server: TestServer, url: string, headers: Record<string, string> = auth) =>
  fetch(`${server.url}${url}`, { headers });
const post = (server: TestServer, url: string, body?: unknown, headers: Record<string, string> = auth) =>
  body === undefined
    ? fetch(`${server.url}${url}`, { method: 'POST', headers })
    : postJson(`${server.url}${url}`, body, headers);

/** Made-up islands in empty South Pacific water, so no catalogue island is a likely duplicate. */
const fresh = (name: string, latitude: number) => ({ name, latitude, longitude: -131.2, militaryHistory: false });

async function submit(server: TestServer, overrides: Record<string, unknown>): Promise<string> {
  const res = await postJson(`${server.url}/api/submissions`, { ...validSubmission, ...overrides });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

const ADMIN_ROUTES: [string, string][] = [
  ['GET', '/api/admin/submissions'],
  ['GET', '/api/admin/submissions/x'],
  ['POST', '/api/admin/submissions/x/approve'],
  ['POST', '/api/admin/submissions/x/reject'],
  ['GET', '/api/admin/contacts'],
  ['POST', '/api/admin/contacts/x/read'],
  ['GET', '/api/admin/newsletter'],
];

describe('admin inbox endpoints: the guard', () => {
  it('are in the contract as admin endpoints, left off the public documentation page', () => {
    const admin = ENDPOINTS.filter((endpoint) => endpoint.path.startsWith('/api/admin/'));
    expect(admin.map((endpoint) => `${endpoint.method.toUpperCase()} ${endpoint.path}`)).toEqual([
      'GET /api/admin/submissions',
      'GET /api/admin/submissions/{id}',
      'POST /api/admin/submissions/{id}/approve',
      'POST /api/admin/submissions/{id}/reject',
      'GET /api/admin/contacts',
      'POST /api/admin/contacts/{id}/read',
      'GET /api/admin/newsletter',
    ]);
    for (const endpoint of admin) expect(endpoint).toMatchObject({ admin: true, documented: false });
  });

  it('answer 403 on every route when no ADMIN_TOKEN is configured, even with a token', async () => {
    for (const [method, url] of ADMIN_ROUTES) {
      const res = await fetch(`${open.url}${url}`, { method, headers: auth });
      expect(res.status, `${method} ${url}`).toBe(403);
      expect((await res.json()).error).toBe('forbidden');
    }
  });

  it('answer 401 for a missing or wrong token, before looking at ids or bodies', async () => {
    for (const [method, url] of ADMIN_ROUTES) {
      const attempts: Record<string, string>[] = [{}, { Authorization: 'Bearer wrong' }, { Authorization: TOKEN }];
      for (const headers of attempts) {
        const res = await fetch(`${guarded.url}${url}`, { method, headers });
        expect(res.status, `${method} ${url}`).toBe(401);
        expect((await res.json()).error).toBe('unauthorized');
      }
    }
  });
});

describe('admin inbox endpoints: reviewing', () => {
  it('lists, shows, approves; the running server serves the new island at once', async () => {
    const before = await (await fetch(`${guarded.url}/api/statistics`)).json();
    const etagBefore = (await fetch(`${guarded.url}/api/islands`)).headers.get('etag');
    const imageUrl = 'https://earthobservatory.nasa.gov/images/1/clipperton.jpg';
    const id = await submit(guarded, { ...fresh('Kestrel Atoll', -40.5), imageUrl });

    const list = await get(guarded, '/api/admin/submissions?status=pending');
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe('no-store');
    const submissions = await list.json();
    matchesDocument('/api/admin/submissions', 'get', 200, submissions);
    expect(submissions.find((s: { id: string }) => s.id === id)).toMatchObject({
      submitterEmail: 'ada@example.org',
      status: 'pending',
    });

    const show = await get(guarded, `/api/admin/submissions/${id}`);
    const review = await show.json();
    matchesDocument('/api/admin/submissions/{id}', 'get', 200, review);
    expect(review).toMatchObject({ proposedId: 'kestrel-atoll', problems: [], duplicates: [] });

    const approve = await post(guarded, `/api/admin/submissions/${id}/approve`, {
      featured: true,
      notes: 'Checked against the charts',
    });
    expect(approve.status).toBe(200);
    const approval = await approve.json();
    matchesDocument('/api/admin/submissions/{id}/approve', 'post', 200, approval);
    expect(approval.island).toMatchObject({ id: 'kestrel-atoll', featured: true, imageUrl });
    expect(approval.submission).toMatchObject({ status: 'approved', reviewNotes: 'Checked against the charts' });

    if (inboxInPostgres()) {
      // Shared database: the island waits in the queue until `curate publish` writes the file,
      // which this server watches, as every instance would once the new catalogue is deployed.
      expect(approval.awaitingPublication).toBe(true);
      expect((await fetch(`${guarded.url}/api/islands/kestrel-atoll`)).status).toBe(404);
      const out: string[] = [];
      const env = { CATALOG_FILE: guarded.catalogFile, DATABASE_URL: guarded.running.config.databaseUrl! };
      const code = await runCurate(['publish'], { out: (t) => out.push(t), err: (t) => out.push(t), env });
      expect(out.join('')).toContain('Published 1 island');
      expect(code).toBe(0);
      await expect.poll(async () => (await fetch(`${guarded.url}/api/islands/kestrel-atoll`)).status).toBe(200);
    }

    const island = await fetch(`${guarded.url}/api/islands/kestrel-atoll`);
    expect(island.status).toBe(200);
    expect((await island.json()).name).toBe('Kestrel Atoll');
    const after = await (await fetch(`${guarded.url}/api/statistics`)).json();
    expect(after.totalIslands).toBe(before.totalIslands + 1);
    expect((await fetch(`${guarded.url}/api/islands`)).headers.get('etag')).not.toBe(etagBefore);
    const found = await (await fetch(`${guarded.url}/api/islands/search/kestrel`)).json();
    expect(found.map((i: { id: string }) => i.id)).toEqual(['kestrel-atoll']);
    const featured = await (await fetch(`${guarded.url}/api/islands/featured`)).json();
    expect(featured.map((i: { id: string }) => i.id)).toContain('kestrel-atoll');
    const images = await (await fetch(`${guarded.url}/api/islands/kestrel-atoll/images`)).json();
    expect(images).toEqual([expect.objectContaining({ imageUrl, isPrimary: true })]);

    const onDisk = JSON.parse(await readFile(guarded.catalogFile, 'utf8'));
    expect(onDisk.islands.some((i: { id: string }) => i.id === 'kestrel-atoll')).toBe(true);
    const inbox = await storedInbox(guarded);
    expect(inbox.submissions.find((s) => s.id === id)!.status).toBe('approved');

    const again = await post(guarded, `/api/admin/submissions/${id}/approve`, {});
    expect(again.status).toBe(409);
    expect((await again.json()).error).toBe('conflict');
  });

  it('refuses an approval that breaks a rule with 400 and the rule, then approves it with set', async () => {
    const id = await submit(guarded, { ...fresh('Petrel Shoal', -41.5), category: 'Active Airport' });
    const refused = await post(guarded, `/api/admin/submissions/${id}/approve`, {});
    expect(refused.status).toBe(400);
    const body = await refused.json();
    matchesDocument('/api/admin/submissions/{id}/approve', 'post', 400, body);
    expect(body.issues).toEqual([
      {
        path: 'category-rule',
        message:
          'category is Active Airport but the precedence rule gives Uninhabited (of Uninhabited); fix: set category=Uninhabited (data/README.md: which category when several apply)',
      },
      {
        path: 'airport-category',
        message: 'category is Active Airport but hasAirport is false; fix: set hasAirport=true or change the category',
      },
    ]);
    expect((await fetch(`${guarded.url}/api/islands/petrel-shoal`)).status).toBe(404);
    // An uninhabited island with a runway is Uninhabited by the precedence rule, not Active Airport.
    const fixed = await post(guarded, `/api/admin/submissions/${id}/approve`, {
      set: { hasAirport: 'true', accessMethod: 'Plane', category: 'Uninhabited' },
    });
    expect(fixed.status).toBe(200);
    expect((await fixed.json()).island).toMatchObject({ id: 'petrel-shoal', hasAirport: true });
  });

  it('approves a submission once when two approvals race', async () => {
    const id = await submit(guarded, fresh('Racing Rock', -42.5));
    const answers = await Promise.all([
      post(guarded, `/api/admin/submissions/${id}/approve`, {}),
      post(guarded, `/api/admin/submissions/${id}/approve`, {}),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    const islands = await (await fetch(`${guarded.url}/api/islands/search/racing rock`)).json();
    // With PostgreSQL the one approval waits for publication (see the test above).
    expect(islands).toHaveLength(inboxInPostgres() ? 0 : 1);
  });

  it('rejects with notes and needs them', async () => {
    const id = await submit(guarded, fresh('Not Remote Island', -43.5));
    const missing = await post(guarded, `/api/admin/submissions/${id}/reject`, {});
    expect(missing.status).toBe(400);
    matchesDocument('/api/admin/submissions/{id}/reject', 'post', 400, await missing.json());
    const res = await post(guarded, `/api/admin/submissions/${id}/reject`, { notes: 'A ferry runs daily' });
    expect(res.status).toBe(200);
    const record = await res.json();
    matchesDocument('/api/admin/submissions/{id}/reject', 'post', 200, record);
    expect(record).toMatchObject({ status: 'rejected', reviewNotes: 'A ferry runs daily' });
    expect(Date.now() - Date.parse(record.reviewedAt)).toBeLessThan(60_000);
    const rejected = await (await get(guarded, '/api/admin/submissions?status=rejected')).json();
    expect(rejected.map((s: { id: string }) => s.id)).toContain(id);
  });

  it('answers 400 or 404, never 500, for bad client input', async () => {
    const id = await submit(guarded, fresh('Input Rock', -44.5));
    const cases: [Promise<Response>, number][] = [
      [get(guarded, '/api/admin/submissions?status=maybe'), 400],
      [get(guarded, '/api/admin/contacts?status=archived'), 400],
      [get(guarded, '/api/admin/submissions/no-such-id'), 404],
      [post(guarded, '/api/admin/submissions/no-such-id/approve', {}), 404],
      [post(guarded, '/api/admin/submissions/no-such-id/reject', { notes: 'x' }), 404],
      [post(guarded, '/api/admin/contacts/no-such-id/read'), 404],
      [post(guarded, `/api/admin/submissions/${id}/approve`, { set: { colour: 'blue' } }), 400],
      [post(guarded, `/api/admin/submissions/${id}/approve`, { set: { latitude: 12 } }), 400],
      [post(guarded, `/api/admin/submissions/${id}/approve`, { set: { area: '1e308' } }), 400],
      [post(guarded, `/api/admin/submissions/${id}/approve`, { set: { population: '1e12' } }), 400],
      [post(guarded, `/api/admin/submissions/${id}/approve`, { set: 'hasAirport=true' }), 400],
      [post(guarded, `/api/admin/submissions/${id}/approve`, { featured: 'yes' }), 400],
      [post(guarded, `/api/admin/submissions/${id}/approve`, []), 400],
      [post(guarded, `/api/admin/submissions/${id}/approve`, 'null'), 400],
      [post(guarded, `/api/admin/submissions/${id}/approve`, '{"set":'), 400],
      // Named like any other unknown field, not read as an empty set.
      [post(guarded, `/api/admin/submissions/${id}/approve`, '{"set":{"__proto__":{"featured":"true"}}}'), 400],
      [post(guarded, `/api/admin/submissions/${id}/reject`, { notes: 42 }), 400],
      [post(guarded, `/api/admin/submissions/${id}/reject`, { notes: 'x'.repeat(2001) }), 400],
    ];
    for (const [pending, status] of cases) {
      const res = await pending;
      const body = await res.json();
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(typeof body.message).toBe('string');
    }
    // Nothing above touched the submission.
    const review = await (await get(guarded, `/api/admin/submissions/${id}`)).json();
    expect(review.submission.status).toBe('pending');
  });

  it('lists contacts, reads one (marking it read) and lists active subscribers', async () => {
    const contact = await (await postJson(`${guarded.url}/api/contacts`, validContact)).json();
    await postJson(`${guarded.url}/api/newsletters`, { email: 'reader@example.org' });

    const unread = await (await get(guarded, '/api/admin/contacts?status=unread')).json();
    matchesDocument('/api/admin/contacts', 'get', 200, unread);
    expect(unread.map((c: { id: string }) => c.id)).toContain(contact.id);

    const read = await post(guarded, `/api/admin/contacts/${contact.id}/read`);
    expect(read.status).toBe(200);
    const message = await read.json();
    matchesDocument('/api/admin/contacts/{id}/read', 'post', 200, message);
    expect(message).toMatchObject({ status: 'read', message: validContact.message, email: validContact.email });
    const still = await (await get(guarded, '/api/admin/contacts?status=unread')).json();
    expect(still.map((c: { id: string }) => c.id)).not.toContain(contact.id);

    const subscribers = await (await get(guarded, '/api/admin/newsletter')).json();
    matchesDocument('/api/admin/newsletter', 'get', 200, subscribers);
    expect(subscribers.map((s: { email: string }) => s.email)).toContain('reader@example.org');
  });
});

// Only where approvals write catalog.json: with PostgreSQL they wait in the database instead.
describe.skipIf(inboxInPostgres())('an approval and a hand edit of catalog.json', () => {
  /** Until the server logged reading the file (a fixed sleep lost the race on a busy machine). */
  const waitForLog = async (server: TestServer, from: number, text: string) => {
    for (let i = 0; i < 100; i++) {
      if (server.logs.slice(from).some((line) => line.includes(text))) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`the server did not log "${text}" in 5 s`);
  };

  it('refuses to write over an edit the server refused, with a 409, and keeps the edit byte for byte', async () => {
    const server = await startTestServer({ env: { ADMIN_TOKEN: TOKEN } });
    try {
      const id = await submit(server, fresh('Gannet Reef', -43.5));
      const served = await readFile(server.catalogFile, 'utf8');
      // A curator's edit that does not validate (an island without its name): refused, not served.
      const catalog = JSON.parse(served) as { islands: Record<string, unknown>[] };
      const name = catalog.islands[0]!.name;
      delete catalog.islands[0]!.name;
      const edit = `${JSON.stringify(catalog, null, 2)}\n`;
      const beforeEdit = server.logs.length;
      await writeFile(server.catalogFile, edit);
      await waitForLog(server, beforeEdit, 'catalogue file refused');
      const refused = await post(server, `/api/admin/submissions/${id}/approve`, {});
      expect(refused.status).toBe(409);
      const body = await refused.json();
      expect(body).toMatchObject({ error: 'conflict' });
      expect(body.message).toMatch(/catalog\.json was changed on disk/);
      matchesDocument('/api/admin/submissions/{id}/approve', 'post', 409, body);
      expect(await readFile(server.catalogFile, 'utf8')).toBe(edit);
      // The submission is still pending: nothing of the approval happened.
      expect((await (await get(server, `/api/admin/submissions/${id}`)).json()).submission.status).toBe('pending');

      // Once the edit is fixed and read, the approval goes through and keeps it.
      catalog.islands[0]!.name = name;
      catalog.islands[0]!.description = `${String(catalog.islands[0]!.description)} Edited by hand.`;
      const beforeFix = server.logs.length;
      await writeFile(server.catalogFile, `${JSON.stringify(catalog, null, 2)}\n`);
      await waitForLog(server, beforeFix, 'catalogue reloaded');
      const approved = await post(server, `/api/admin/submissions/${id}/approve`, {});
      expect(approved.status).toBe(200);
      const after = JSON.parse(await readFile(server.catalogFile, 'utf8')) as {
        islands: { id: string; description: string }[];
      };
      expect(after.islands[0]!.description).toMatch(/ Edited by hand\.$/);
      expect(after.islands.some((island) => island.id === 'gannet-reef')).toBe(true);
    } finally {
      await server.stop();
      await removeTestDir(server.dir);
    }
  });
});
