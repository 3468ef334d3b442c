import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalPostgres, type LocalPostgres } from '../../tools/cluster/local-postgres';
import { validContact, validSubmission } from '../../tests/support/fixtures';
import { expectErrorShape, postBody, request } from '../../tests/support/raw-http';
import { removeTestDir, startTestServer, storedInbox, type TestServer } from '../../tests/support/test-server';

/**
 * Text with half of a UTF-16 pair on its own (JSON's "\ud83c" with nothing after it) is not text.
 * Before, it was stored: with PostgreSQL, approving it was a 500 (jsonb refuses it); with the file
 * store, the approved island and every Explore page failed React's hydration. Core's text schemas
 * refuse it now, naming the field, on either store; a whole pair (an emoji) still passes.
 */

const TOKEN = 'lone-surrogate-admin-token';
const HIGH = '\uD83C';
const LOW = '\uDFDD';
const ISLAND = '\uD83C\uDFDD\uFE0F'; // 🏝️, a whole pair
const auth = { Authorization: `Bearer ${TOKEN}` };

// JSON.stringify writes a lone surrogate as an escape ("\ud83c"), as a hostile client would send it.
const bodies: [string, string, Record<string, unknown>][] = [
  ['/api/submissions', 'name', { ...validSubmission, name: `Cay ${HIGH}` }],
  ['/api/submissions', 'description', { ...validSubmission, description: `${LOW}${validSubmission.description}` }],
  ['/api/submissions', 'country', { ...validSubmission, country: `Fr${LOW}${HIGH}ance` }],
  ['/api/submissions', 'submitterName', { ...validSubmission, submitterName: `Ada ${HIGH}` }],
  ['/api/contacts', 'name', { ...validContact, name: `Ada ${LOW}` }],
  ['/api/contacts', 'subject', { ...validContact, subject: `Data ${HIGH}correction` }],
  ['/api/contacts', 'message', { ...validContact, message: `${validContact.message} ${HIGH}` }],
];

const stores: [string, () => Promise<Record<string, string>>][] = [
  ['the file store', async () => ({})],
  ['PostgreSQL', async () => ({ DATABASE_URL: await postgres.createDatabase() })],
];

let postgres: LocalPostgres;
beforeAll(async () => {
  postgres = await startLocalPostgres();
}, 60_000);
afterAll(async () => {
  await postgres?.destroy();
});

describe.each(stores)('with %s', (_store, storeEnv) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { ADMIN_TOKEN: TOKEN, ...(await storeEnv()) } });
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    if (server) await removeTestDir(server.dir);
  });

  it(`refuses a lone surrogate in each of ${bodies.length} text fields with a 400 naming it, storing nothing`, async () => {
    for (const [path, field, body] of bodies) {
      const answer = await postBody(server.url, path, body);
      expect(answer.status, `${path} ${field}`).toBe(400);
      const error = expectErrorShape(answer, `${path} ${field}`);
      expect(error.issues, `${path} ${field}`).toContainEqual({
        path: field,
        message: expect.stringContaining('well-formed Unicode'),
      });
    }
    const inbox = await storedInbox(server);
    expect(inbox.submissions).toEqual([]);
    expect(inbox.contacts).toEqual([]);
  });

  it('stores and approves text with whole pairs, and refuses a lone surrogate in the review notes', async () => {
    const submitted = await postBody(server.url, '/api/submissions', {
      ...validSubmission,
      name: `Palm Cay ${ISLAND}`,
      latitude: -41.2,
    });
    expect(submitted.status).toBe(201);
    const { id } = JSON.parse(submitted.text) as { id: string };
    const approve = (notes: string) =>
      postBody(server.url, `/api/admin/submissions/${id}/approve`, { notes }, undefined, auth);

    const refused = await approve(`Checked ${HIGH}`);
    expect(refused.status).toBe(400);
    expect(expectErrorShape(refused).issues).toContainEqual({
      path: 'notes',
      message: expect.stringContaining('well-formed Unicode'),
    });

    const approved = await approve(`Checked ${ISLAND}`);
    expect(approved.status, approved.text).toBe(200);
    const approval = JSON.parse(approved.text) as { island: { name: string }; submission: { reviewNotes: string } };
    expect(approval.island.name).toBe(`Palm Cay ${ISLAND}`);
    expect(approval.submission.reviewNotes).toBe(`Checked ${ISLAND}`);
    const shown = await request(server.url, { path: `/api/admin/submissions/${id}`, headers: auth });
    expect(shown.status).toBe(200);
    expect(JSON.parse(shown.text)).toMatchObject({ submission: { status: 'approved', name: `Palm Cay ${ISLAND}` } });
  });
});
