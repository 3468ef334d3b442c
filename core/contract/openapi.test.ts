import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument, httpOperations, type DocumentedOperation } from './openapi';
import { DATASET_LICENCES } from './licences';
import { OPERATIONS } from './operations';

/** Each operation with an HTTP route, as the document describes it. */
type Endpoint = DocumentedOperation & { id: string; method: string; path: string };
const ENDPOINTS: Endpoint[] = httpOperations().map(([id, operation]) => ({
  ...operation,
  id,
  method: operation.http.method,
  path: operation.http.path,
}));

interface Parameter {
  name: string;
  in: string;
  required: boolean;
  schema: Record<string, unknown>;
}
interface Operation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { required: boolean; content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: Record<string, unknown> }> }>;
  security?: unknown[];
}

const doc = buildOpenApiDocument();
const paths = doc.paths as Record<string, Record<string, Operation>>;
const operationOf = (endpoint: Endpoint) => paths[endpoint.path]![endpoint.method]!;
const pathParams = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);

describe('buildOpenApiDocument', () => {
  it('is an OpenAPI 3.1.0 document with info and a server', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBe('Isolario API');
    expect(doc.servers).toEqual([{ url: '/' }]);
    expect(buildOpenApiDocument(OPERATIONS, 'https://isolario.example').servers).toEqual([
      { url: 'https://isolario.example' },
    ]);
  });

  it('states the licences the About page states: one table, CC BY for the catalogue, ODbL for OSM-made data', () => {
    expect(doc.info.license.identifier).toBe('CC-BY-4.0 AND ODbL-1.0');
    expect(doc.info.license.name).toContain('CC BY 4.0 (the catalogue)');
    expect(doc.info.license.name).toMatch(/ODbL 1\.0 \(coastlines, remoteness and coverage, place facts\)/);
    for (const part of DATASET_LICENCES) expect(doc.info.description).toContain(`${part.dataset}: ${part.licence}.`);
  });

  it('has exactly one operation per endpoint, under its path and method', () => {
    const operations = Object.entries(paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => `${method} ${path} ${op.operationId}`),
    );
    expect(operations.sort()).toEqual(ENDPOINTS.map((e) => `${e.method} ${e.path} ${e.id}`).sort());
    expect(new Set(ENDPOINTS.map((e) => e.id)).size).toBe(ENDPOINTS.length);
  });

  it.each(ENDPOINTS.map((e) => [e.id, e] as const))(
    '%s declares a required path parameter for every {param}',
    (_id, e) => {
      const declared = (operationOf(e).parameters ?? []).filter((p) => p.in === 'path');
      expect(declared.map((p) => p.name)).toEqual(pathParams(e.path));
      expect(declared.every((p) => p.required && p.schema.type === 'string')).toBe(true);
    },
  );

  it.each(ENDPOINTS.map((e) => [e.id, e] as const))(
    '%s has a JSON request body exactly when it takes one',
    (_id, e) => {
      const body = operationOf(e).requestBody;
      if (e.body) {
        expect(body?.required).toBe(true);
        expect(body?.content['application/json']?.schema).toBeTypeOf('object');
      } else {
        expect(body).toBeUndefined();
      }
    },
  );

  it('gives every POST that creates something a request body', () => {
    for (const id of ['createSubmission', 'createContact', 'createNewsletter', 'addImage']) {
      const endpoint = ENDPOINTS.find((e) => e.id === id)!;
      expect(endpoint.method).toBe('post');
      expect(operationOf(endpoint).requestBody, id).toBeDefined();
    }
  });

  it.each(ENDPOINTS.map((e) => [e.id, e] as const))(
    '%s answers its success status, errors and 304 for GETs',
    (_id, e) => {
      const responses = operationOf(e).responses;
      expect(responses[String(e.http.status ?? 200)]?.description).toBe(e.http.answers);
      expect('304' in responses).toBe(e.method === 'get');
      for (const error of e.errors) {
        // A lost database is one shared response, with its Retry-After header.
        if (error.status === 503) {
          expect(responses['503']).toEqual({ $ref: '#/components/responses/Unavailable' });
          continue;
        }
        expect(responses[String(error.status)]?.content?.['application/json']?.schema).toEqual({
          $ref: '#/components/schemas/Error',
        });
      }
    },
  );

  it('documents 503 with Retry-After on every operation that reads or writes the inbox', () => {
    const unavailable = doc.components.responses.Unavailable as { headers: Record<string, unknown> };
    expect(Object.keys(unavailable.headers)).toEqual(['Retry-After']);
    const inbox = ENDPOINTS.filter((e) => e.errors.some((error) => error.status === 503)).map((e) => e.id);
    expect(inbox.sort()).toEqual(
      [
        'createSubmission',
        'createContact',
        'createNewsletter',
        'confirmNewsletter',
        'adminListSubmissions',
        'adminShowSubmission',
        'adminApproveSubmission',
        'adminRejectSubmission',
        'adminListContacts',
        'adminReadContact',
        'adminNewsletter',
      ].sort(),
    );
  });

  it('describes the Error component with error, message, optional issues and removedIn', () => {
    const error = doc.components.schemas.Error as { type: string; required: string[]; properties: object };
    expect(error.type).toBe('object');
    expect(error.required.sort()).toEqual(['error', 'message']);
    expect(Object.keys(error.properties).sort()).toEqual(['error', 'issues', 'message', 'removedIn']);
    expect(error).not.toHaveProperty('$schema');
  });

  it('lists the query parameters of GET /api/islands and the X-Total-Count header', () => {
    const list = operationOf(ENDPOINTS.find((e) => e.id === 'listIslands')!);
    const query = list.parameters!.filter((p) => p.in === 'query').map((p) => p.name);
    expect(query).toEqual(
      expect.arrayContaining([
        'q',
        'region',
        'category',
        'hasAirport',
        'uninhabited',
        'sort',
        'limit',
        'offset',
        'fields',
      ]),
    );
    expect(list.responses['200']).toHaveProperty('headers.X-Total-Count');
  });

  it('offers Idempotency-Key on the POSTs of what visitors send and a bearer token on the admin ones', () => {
    for (const e of ENDPOINTS.filter((x) => x.method === 'post')) {
      const op = operationOf(e);
      const hasKey = (op.parameters ?? []).some((p) => p.in === 'header' && p.name === 'Idempotency-Key');
      // A confirmation link is followed, not sent: a second press answers that it was used.
      expect(hasKey, e.id).toBe(!e.http.admin && e.id !== 'confirmNewsletter');
      // Public operations say so (security: []), admin ones name the bearer scheme.
      expect(op.security, e.id).toEqual(e.http.admin ? [{ bearer: [] }] : []);
    }
    expect(doc.components.securitySchemes.bearer).toEqual({ type: 'http', scheme: 'bearer' });
  });

  it('holds JSON Schemas that compile and accept what the server sends and receives', () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
    const schemaOf = (id: string, part: 'body' | 'ok') => {
      const e = ENDPOINTS.find((x) => x.id === id)!;
      const op = operationOf(e);
      const content = part === 'body' ? op.requestBody!.content : op.responses[String(e.http.status ?? 200)]!.content!;
      return ajv.compile(content['application/json']!.schema);
    };
    for (const e of ENDPOINTS) {
      const op = operationOf(e);
      if (op.requestBody) expect(() => ajv.compile(op.requestBody!.content['application/json']!.schema)).not.toThrow();
      const ok = op.responses[String(e.http.status ?? 200)]!.content;
      if (e.output || e.http.contentType) {
        const type = e.http.contentType ?? 'application/json';
        expect(Object.keys(ok ?? {}), e.id).toEqual([type]);
        expect(() => ajv.compile(ok![type]!.schema), e.id).not.toThrow();
      } else {
        expect(ok, e.id).toBeUndefined();
      }
    }
    const newsletter = schemaOf('createNewsletter', 'body');
    expect(newsletter({ email: 'ada@example.org' })).toBe(true);
    expect(newsletter({})).toBe(false);
    const island = schemaOf('getIsland', 'ok');
    const wake = {
      id: 'wake-island',
      name: 'Wake Island',
      description: 'A coral atoll in the North Pacific.',
      region: 'Pacific',
      category: 'Military History',
      latitude: 19.28,
      longitude: 166.65,
      population: 100,
      hasAirport: true,
      hasAbandonedAirstrip: false,
      accessMethod: 'Plane',
      isInhabited: true,
      militaryHistory: true,
      featured: true,
      alternateNames: ['Enen-kio'],
      staffPresence: 'year-round',
      staffNote: 'military base',
      sources: [{ publisher: 'US Air Force', title: 'Wake Island Airfield information' }],
    };
    expect(island(wake), JSON.stringify(island.errors)).toBe(true);
    expect(island({ ...wake, countryCode: 'us' })).toBe(false);
    expect(island({ ...wake, region: 'Southern Ocean' })).toBe(false);
  });
});

describe('the example paths', () => {
  it('fill every {param} of their operation, and name its path', () => {
    for (const e of ENDPOINTS.filter((x) => x.http.example !== undefined)) {
      const pattern = new RegExp(`^${e.path.replace(/\{\w+\}/g, '[^/?{}]+').replace(/\./g, '\\.')}(\\?.*)?$`);
      expect(e.http.example, e.id).toMatch(pattern);
    }
  });

  it('are given for every documented read', () => {
    for (const e of ENDPOINTS.filter((x) => x.http.documented && x.method === 'get')) {
      expect(e.http.example, e.id).toBeDefined();
    }
  });
});

describe('the POST examples', () => {
  it('are bodies the endpoints accept, and the document carries them', () => {
    const posts = ENDPOINTS.filter((endpoint) => endpoint.method === 'post' && endpoint.http.documented);
    expect(posts.map((endpoint) => endpoint.id).sort()).toEqual([
      'confirmNewsletter',
      'createContact',
      'createNewsletter',
      'createSubmission',
    ]);
    const document = buildOpenApiDocument();
    for (const endpoint of posts) {
      expect(endpoint.body!.safeParse(endpoint.http.bodyExample).success, endpoint.id).toBe(true);
      // No apostrophe: the API page quotes the JSON in single quotes for the shell.
      expect(JSON.stringify(endpoint.http.bodyExample)).not.toContain("'");
      const operation = document.paths[endpoint.path]!.post as {
        requestBody: { content: { 'application/json': { example: unknown } } };
      };
      expect(operation.requestBody.content['application/json'].example).toEqual(endpoint.http.bodyExample);
    }
  });
});
