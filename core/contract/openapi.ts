import { API_ERRORS } from './api-errors';
import type { HttpRoute, Operation } from './operation';
import { OPERATIONS } from './operations';
import { jsonSchemaOf as schemaOf, wireParameters, type JsonSchema } from './json-schema';
import { DATASET_LICENCES, LICENSE_LINK, licenceStatement } from './licences';
import { errorBodySchema } from './schemas';
import { RELEASE_HEADER } from '../releases/release-schema';

/** An operation the document describes: it has an HTTP route. */
export type DocumentedOperation = Operation & { http: HttpRoute };

const LICENSE_LINK_TEXT = `${LICENSE_LINK}: what the answer's data may be reused for, and its credit (RFC 8288).`;

function operation(id: string, endpoint: DocumentedOperation) {
  const { http } = endpoint;
  const path = endpoint.params
    ? (schemaOf(endpoint.params, 'input') as { properties?: Record<string, JsonSchema> })
    : {};
  const parameters: unknown[] = Object.entries(path.properties ?? {}).map(([name, schema]) => ({
    name,
    in: 'path',
    required: true,
    description: schema.description,
    example: schema.example,
    schema: { type: 'string' },
  }));
  const query = endpoint.query ? wireParameters(endpoint.query) : undefined;
  for (const [name, { description, schema, list }] of Object.entries(query ?? {})) {
    parameters.push({
      name,
      in: 'query',
      required: false,
      description,
      schema,
      ...(list ? { style: 'form', explode: false } : {}),
    });
  }
  if (endpoint.outbox) {
    parameters.push({
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      description: 'Replays the first answer for a retried request with the same body, for 24 hours',
      schema: { type: 'string', maxLength: 200 },
    });
  }
  const responses: Record<string, unknown> = {
    [http.status ?? 200]: {
      description: http.answers,
      ...(endpoint.output
        ? { content: { [http.contentType ?? 'application/json']: { schema: schemaOf(endpoint.output, 'output') } } }
        : http.contentType
          ? { content: { [http.contentType]: { schema: { type: 'string' } } } }
          : {}),
      ...(http.method === 'get' && !http.admin
        ? {
            headers: {
              ...(http.paged
                ? {
                    'X-Total-Count': {
                      description: 'Matching islands before limit/offset',
                      schema: { type: 'integer' },
                    },
                  }
                : {}),
              [RELEASE_HEADER]: {
                description:
                  'The release of the catalogue this answer is from (YEAR.MONTH.PATCH; GET /api/releases lists them)',
                schema: { type: 'string', example: '2026.12.0' },
              },
              Link: {
                description:
                  query && 'offset' in query
                    ? `${LICENSE_LINK_TEXT} With limit, also the first, prev, next and last pages of the same list (RFC 8288), e.g. </api/islands?region=pacific&limit=50&offset=50>; rel="next"; prev and next only where such a page exists.`
                    : LICENSE_LINK_TEXT,
                schema: { type: 'string' },
              },
            },
          }
        : {}),
    },
  };
  if (http.method === 'get') responses['304'] = { description: 'Not modified (If-None-Match matched the ETag)' };
  for (const error of endpoint.errors) {
    if (error.status === 503) {
      responses['503'] = { $ref: '#/components/responses/Unavailable' };
      continue;
    }
    responses[error.status] = {
      description: error.description,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    };
  }
  responses['429'] = { $ref: '#/components/responses/RateLimited' };
  return {
    operationId: id,
    summary: endpoint.summary,
    description: endpoint.description,
    tags: [endpoint.tag],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(endpoint.body
      ? {
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: schemaOf(endpoint.body, 'input'),
                ...(http.bodyExample ? { example: http.bodyExample } : {}),
              },
            },
          },
        }
      : {}),
    // Public operations need no credentials, said explicitly; admin ones the curator's bearer token.
    security: http.admin ? [{ bearer: [] }] : [],
    responses,
  };
}

/** Every operation with an HTTP route, with its id, in the table's order. */
export function httpOperations(table: Record<string, Operation> = OPERATIONS): [string, DocumentedOperation][] {
  return Object.entries(table).filter((entry): entry is [string, DocumentedOperation] => !!entry[1].http);
}

/** The OpenAPI 3.1 document, generated from the same table of operations the server mounts. */
/** The open licences of the data, grouped (ODbL: coastlines, remoteness and coverage, place facts) as one SPDX expression. */
function openLicences() {
  const byLicence = new Map<string, { name: string; parts: string[] }>();
  for (const part of DATASET_LICENCES) {
    if (!part.spdx) continue;
    const entry = byLicence.get(part.spdx) ?? { name: part.licence, parts: [] };
    entry.parts.push(part.short);
    byLicence.set(part.spdx, entry);
  }
  return {
    name: [...byLicence.values()].map((entry) => `${entry.name} (${entry.parts.join(', ')})`).join('; '),
    identifier: [...byLicence.keys()].join(' AND '),
  };
}

export function buildOpenApiDocument(table: Record<string, Operation> = OPERATIONS, serverUrl = '/', release?: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [id, endpoint] of httpOperations(table)) {
    paths[endpoint.http.path] ??= {};
    paths[endpoint.http.path]![endpoint.http.method] = operation(id, endpoint);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Isolario API',
      version: '1.0.0',
      description: `A free, public JSON API over the Isolario catalogue of remote islands. No key is needed.\n\n${licenceStatement()}`,
      // One SPDX expression for the parts under an open licence; the imagery is NASA's, said above.
      license: openLicences(),
      // The catalogue's release, apart from the API's own version: the data changes by release.
      ...(release ? { 'x-catalogue-release': release } : {}),
    },
    servers: [{ url: serverUrl }],
    paths,
    components: {
      schemas: { Error: schemaOf(errorBodySchema, 'output') },
      responses: {
        RateLimited: {
          description:
            'Too many requests from this client in the last minute. Only when the server runs with a rate limit (RATE_LIMIT; off by default): then every /api answer carries the RateLimit headers, and this one also Retry-After.',
          headers: {
            'Retry-After': { description: 'Seconds until a request is accepted again', schema: { type: 'integer' } },
            'RateLimit-Policy': { description: 'limit;w=window seconds, e.g. 60;w=60', schema: { type: 'string' } },
            'RateLimit-Limit': { description: 'Requests allowed per window', schema: { type: 'integer' } },
            'RateLimit-Remaining': { description: 'Requests left in this window', schema: { type: 'integer' } },
            'RateLimit-Reset': { description: 'Seconds until the window resets', schema: { type: 'integer' } },
          },
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
        Unavailable: {
          description: API_ERRORS.unavailable.description,
          headers: {
            'Retry-After': { description: 'Seconds to wait before sending again', schema: { type: 'integer' } },
          },
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
      },
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
    },
  };
}
