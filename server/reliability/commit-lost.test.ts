import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Contact } from '@core/contract/schemas';
import { validContact } from '../../tests/support/fixtures';
import { startCuttingProxy, type CuttingProxy } from '../../tests/support/cutting-proxy';
import { COMMIT_LOST_MESSAGE } from '../../node/postgres/database-errors';
import { startLocalPostgres, type LocalPostgres } from '../../tools/cluster/local-postgres';
import { removeTestDir, startTestServer, type TestServer } from '../../tests/support/test-server';
import { expectErrorShape, postBody, request } from '../../tests/support/raw-http';

/**
 * A client's view of a COMMIT whose answer was lost (node/postgres/pg-inbox-commit-lost.test.ts shows the
 * store's): a 503 that says the record may be stored, and a retry with the same Idempotency-Key
 * that answers it without a second copy.
 */

const TOKEN = 'commit-lost-admin-token';
let postgres: LocalPostgres;
let proxy: CuttingProxy;
let server: TestServer;

beforeAll(async () => {
  postgres = await startLocalPostgres();
  proxy = await startCuttingProxy(await postgres.createDatabase());
  server = await startTestServer({ env: { DATABASE_URL: proxy.url, ADMIN_TOKEN: TOKEN, LOG_LEVEL: 'warn' } });
});
afterAll(async () => {
  await server?.stop();
  if (server) await removeTestDir(server.dir);
  await proxy?.close();
  await postgres?.destroy();
});

describe('POST /api/contacts, the database connection cut after COMMIT', () => {
  it('answers 503 saying it may be stored; the retry with the same key gets 201 and one record', async () => {
    const body = { ...validContact, subject: 'Through a cut at commit' };
    const headers = { 'Idempotency-Key': 'http-cut-at-commit' };
    proxy.arm('COMMIT');
    const lost = await postBody(server.url, '/api/contacts', body, undefined, headers);
    expect(proxy.cuts).toBe(1);
    expect(lost.status).toBe(503);
    expect(Number(lost.headers['retry-after'])).toBeGreaterThan(0);
    expectErrorShape(lost);
    expect(JSON.parse(lost.text)).toMatchObject({ error: 'unavailable', message: COMMIT_LOST_MESSAGE });

    const retried = await postBody(server.url, '/api/contacts', body, undefined, headers);
    expect(retried.status).toBe(201);
    expect(retried.headers['idempotent-replayed']).toBe('true');
    const listed = await request(server.url, {
      path: '/api/admin/contacts',
      headers: { Authorization: `Bearer ${TOKEN}` },
    });
    const stored = (JSON.parse(listed.text) as Contact[]).filter((c) => c.subject === body.subject);
    expect(stored.map((c) => c.id)).toEqual([(JSON.parse(retried.text) as { id: string }).id]);
  });
});
