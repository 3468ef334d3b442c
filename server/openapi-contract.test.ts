import Ajv2020 from 'ajv/dist/2020';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpOperations } from '@core/contract/openapi';
import { postJson, removeTestDir, startTestServer, type TestServer } from '../tests/support/test-server';
import { validContact, validSubmission } from '../tests/support/fixtures';

const ENDPOINTS = httpOperations().map(([id, operation]) => ({ id, ...operation, ...operation.http }));

type DocResponse = { $ref?: string; content?: Record<string, { schema: object }>; headers?: Record<string, object> };
type Doc = {
  openapi: string;
  paths: Record<string, Record<string, { responses: Record<string, DocResponse> }>>;
  components: { schemas: Record<string, object>; responses: Record<string, DocResponse> };
};

let server: TestServer;
let doc: Doc;
const ajv = new Ajv2020({ strict: false, allErrors: true });
ajv.addFormat('email', true).addFormat('date-time', true).addFormat('uri', true);

beforeAll(async () => {
  server = await startTestServer({ env: { ADMIN_TOKEN: 'openapi-contract-token' } });
  doc = await (await fetch(`${server.url}/api/openapi.json`)).json();
  ajv.addSchema({ $id: 'doc', components: doc.components });
});
afterAll(async () => {
  await server.stop();
  await removeTestDir(server.dir);
});

function validate(path: string, method: string, status: number, body: unknown) {
  const operation = doc.paths[path]?.[method];
  expect(operation, `${method} ${path} is in the document`).toBeDefined();
  const documented = operation!.responses[String(status)];
  expect(documented, `${method} ${path} documents ${status}`).toBeDefined();
  const response = documented!.$ref
    ? doc.components.responses[documented!.$ref.replace('#/components/responses/', '')]
    : documented;
  expect(response, `${documented!.$ref} is in the document`).toBeDefined();
  const content = response!.content ?? {};
  const schema = (content['application/json'] ?? Object.values(content)[0])?.schema;
  if (!schema) return;
  const resolved = JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"doc#/components/'));
  const ok = ajv.validate(resolved, body);
  expect(ok, `${method} ${path} ${status}: ${ajv.errorsText()}`).toBe(true);
}

describe('the OpenAPI document matches what the server does', () => {
  it('is OpenAPI 3.1 and lists every endpoint of the contract', () => {
    expect(doc.openapi).toBe('3.1.0');
    for (const endpoint of ENDPOINTS) expect(doc.paths[endpoint.path]?.[endpoint.method]).toBeDefined();
  });

  it('every GET answers its documented schema at its example path', async () => {
    // Admin GETs need a token and real ids; server/app-admin-inbox.test.ts checks them against this document.
    for (const endpoint of ENDPOINTS.filter((e) => e.method === 'get' && !e.admin)) {
      const res = await fetch(`${server.url}${endpoint.example ?? endpoint.path}`);
      expect(res.status, endpoint.path).toBe(endpoint.status ?? 200);
      const type = endpoint.contentType ?? 'application/json';
      expect(res.headers.get('content-type'), endpoint.path).toContain(type);
      validate(endpoint.path, 'get', res.status, type.endsWith('json') ? await res.json() : await res.text());
    }
  });

  it('documented errors answer with the Error schema', async () => {
    const cases: [string, string, Promise<Response>][] = [
      ['/api/islands/{id}', 'get', fetch(`${server.url}/api/islands/atlantis`)],
      ['/api/islands/category/{category}', 'get', fetch(`${server.url}/api/islands/category/nope`)],
      ['/api/islands/region/{region}', 'get', fetch(`${server.url}/api/islands/region/nope`)],
      ['/api/islands', 'get', fetch(`${server.url}/api/islands?sort=nope`)],
      ['/api/submissions', 'post', postJson(`${server.url}/api/submissions`, {})],
      ['/api/contacts', 'post', postJson(`${server.url}/api/contacts`, 'nope')],
      ['/api/newsletters', 'post', postJson(`${server.url}/api/newsletters`, { email: 'x' })],
      ['/api/islands/{id}/images', 'post', postJson(`${server.url}/api/islands/bouvet-island/images`, {})],
    ];
    for (const [path, method, pending] of cases) {
      const res = await pending;
      validate(path, method, res.status, await res.json());
    }
  });

  it('POSTs answer their documented 201 schemas', async () => {
    const submission = await postJson(`${server.url}/api/submissions`, validSubmission);
    validate('/api/submissions', 'post', 201, await submission.json());
    const contact = await postJson(`${server.url}/api/contacts`, validContact);
    validate('/api/contacts', 'post', 201, await contact.json());
    const newsletter = await postJson(`${server.url}/api/newsletters`, { email: 'doc@example.org' });
    validate('/api/newsletters', 'post', 201, await newsletter.json());
    const again = await postJson(`${server.url}/api/newsletters`, { email: 'doc@example.org' });
    validate('/api/newsletters', 'post', 201, await again.json());
  });

  it('every operation documents the 429 a rate-limited server answers, with its headers', async () => {
    for (const endpoint of ENDPOINTS) {
      expect(doc.paths[endpoint.path]![endpoint.method]!.responses['429'], endpoint.path).toBeDefined();
    }
    const limited = await startTestServer({ env: { RATE_LIMIT: '1' } });
    try {
      await fetch(`${limited.url}/api/statistics`);
      const get = await fetch(`${limited.url}/api/statistics`);
      expect(get.status).toBe(429);
      for (const name of Object.keys(doc.components.responses.RateLimited!.headers!)) {
        expect(get.headers.get(name), name).not.toBeNull();
      }
      validate('/api/statistics', 'get', 429, await get.json());
      const post = await postJson(`${limited.url}/api/contacts`, validContact);
      validate('/api/contacts', 'post', post.status, await post.json());
    } finally {
      await limited.stop();
      await removeTestDir(limited.dir);
    }
  });
});
