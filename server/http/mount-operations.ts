import { Router, type Request, type RequestHandler, type Response } from 'express';
import { API_ERRORS } from '@core/contract/api-errors';
import type { CallContext, HttpRoute, Operation, PageOf } from '@core/contract/operation';
import { parseRequest, readCacheKey, splitInput } from '@core/contract/operation-input';
import { fillPath } from '@core/contract/operation-routes';
import { compileRoutes } from '@core/contract/route-match';
import { LICENSE_LINK } from '@core/contract/licences';
import { HttpError } from './errors';
import { paginationLinks } from './pagination-links';
import type { Built, ReadCache } from './read-cache';
import { idSpelledAs } from '@core/catalogue/id-spelling';

/** Any implementation of the table, as the mount calls it: each was checked against its entry. */
type Call = (input: Record<string, unknown>, context: CallContext) => unknown;

export interface MountOptions {
  cache: ReadCache;
  /** The guard of the admin operations (the bearer token). */
  admin: RequestHandler;
  /** The island a retired id now lives in, for the operations that can answer 301. */
  movedTo: (id: string) => string | undefined;
}

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

function idempotencyKey(req: Request): string | undefined {
  const key = req.get('Idempotency-Key');
  if (key === undefined) return undefined;
  if (!IDEMPOTENCY_KEY.test(key)) {
    throw new HttpError(400, 'invalid_idempotency_key', 'Idempotency-Key must be 1 to 200 visible ASCII characters');
  }
  return key;
}

/** An Express route under /api: /api/islands/{id} → /islands/:id. */
export const expressPath = (path: string) => path.slice('/api'.length).replace(/\{(\w+)\}/g, ':$1');

/** X-Total-Count, and the Link header of first, prev, next and last pages when a limit was given. */
function pageHeaders(http: HttpRoute, query: Request['query'], page: PageOf) {
  const link = paginationLinks(http.path, page.query ?? query, page);
  // Pages join the licence link every answer carries (one Link header, comma-separated).
  return { 'X-Total-Count': String(page.total), Link: link ? `${link}, ${LICENSE_LINK}` : LICENSE_LINK };
}

/** The media type on the wire: UTF-8 said, and a CSV's header row (RFC 4180). */
const wireType = (contentType: string) =>
  `${contentType}; charset=utf-8${contentType === 'text/csv' ? '; header=present' : ''}`;

/** What the read cache keeps of a read's answer, with the headers it goes with. */
function built(http: HttpRoute, query: Request['query'], result: unknown): Built {
  const { answer, page } = (http.paged ? result : { answer: result }) as { answer: unknown; page?: PageOf };
  const headers = {
    ...(page ? pageHeaders(http, query, page) : {}),
    ...(http.download ? { 'Content-Disposition': `attachment; filename="${http.download}"` } : {}),
  };
  if (!http.contentType) return { value: answer, headers };
  const contentType = wireType(http.contentType);
  if (answer instanceof Uint8Array) return { bytes: Buffer.from(answer), contentType, headers };
  return { text: typeof answer === 'string' ? answer : JSON.stringify(answer), contentType, headers };
}

/**
 * A retired id (a member folded into its group) is sent on for good to the island it is now: the
 * same route with that id, written from the route itself (never from the URL as sent, which may
 * spell the id in percent-encoding or name another host), and the query as it came.
 */
function redirectRetired(req: Request, res: Response, http: HttpRoute, id: string, into: string) {
  const mark = req.originalUrl.indexOf('?');
  const params = Object.fromEntries(Object.entries(req.params).map(([name, value]) => [name, String(value)]));
  const { path } = fillPath({ path: http.path, params: [] }, { ...params, id: into });
  const location = `${path}${mark === -1 ? '' : req.originalUrl.slice(mark)}`;
  res
    .status(301)
    .location(location)
    .type('application/json')
    .set('Cache-Control', 'public, max-age=86400')
    .send(
      JSON.stringify({
        error: 'moved',
        message:
          idSpelledAs(id) === into
            ? `Island ids are lower-case slugs: '${id}' is '${into}'; its record is at ${location}`
            : `Island '${id}' is now part of '${into}'; its record is at ${location}`,
      }),
    );
}

/** A cached read is built at once, inside the cache's lookup: its implementation must not wait. */
function readNow(id: string, result: unknown): unknown {
  if (result instanceof Promise) throw new Error(`${id} is cached, so its implementation must answer at once`);
  return result;
}

/** Checks and reads a request's path and query with the operation's schemas; a bad one is a 400. */
function inputOf(operation: Operation, req: Request): Record<string, unknown> {
  const parsed = parseRequest(operation, { params: req.params, query: req.query, body: req.body });
  if (parsed.ok) return parsed.input;
  if (parsed.part === 'params') throw new HttpError(400, 'invalid_query', parsed.issues[0]!.message);
  throw new HttpError(400, 'invalid_query', 'The query parameters are not valid', parsed.issues);
}

/**
 * Mounts every operation with an HTTP route that has an implementation: one route each, in the
 * order of specificity, its input checked with the table's schemas, reads answered from the read
 * cache by their parsed input, writes and admin answers private. Errors go to the JSON error handler.
 */
export function mountOperations(
  table: Readonly<Record<string, Operation>>,
  implementations: object,
  { cache, admin, movedTo }: MountOptions,
): Router {
  // Each was checked against its own entry where it was written (Implementations<...>).
  const calls = implementations as Readonly<Record<string, Call | undefined>>;
  const router = Router();
  const mounted = Object.entries(table).flatMap(([id, operation]) =>
    operation.http && calls[id] ? [{ id, method: operation.http.method, path: operation.http.path }] : [],
  );
  for (const { id } of compileRoutes(mounted)) {
    const operation = table[id]!;
    const http = operation.http!;
    const call = calls[id]!;
    const canMove = operation.errors.includes(API_ERRORS.moved);
    const guards = http.admin ? [admin] : [];
    router[http.method](expressPath(http.path), ...guards, async (req, res) => {
      const retired = canMove && typeof req.params.id === 'string' ? movedTo(req.params.id) : undefined;
      if (retired !== undefined) return redirectRetired(req, res, http, req.params.id as string, retired);
      const input = inputOf(operation, req);
      if (operation.cached) {
        return cache.send(req, res, readCacheKey(id, input), () =>
          built(http, req.query, readNow(id, call(input, {}))),
        );
      }
      const context = operation.outbox ? { idempotencyKey: idempotencyKey(req) } : {};
      const result = await call(input, context);
      if (http.status === 204) return res.status(204).end();
      const sent = operation.outbox ? (result as { answer: unknown; replayed: boolean }) : undefined;
      if (sent?.replayed) res.set('Idempotent-Replayed', 'true');
      res
        .status(http.status ?? 200)
        .set('Cache-Control', 'no-store')
        .json(sent ? sent.answer : result);
    });
  }
  return router;
}

/**
 * A cached read answered from the same read cache the routes use, for another door onto the
 * same operations (the MCP endpoint): the answer as a value, and the total of a paged one.
 */
export function cachedReads(
  table: Readonly<Record<string, Operation>>,
  implementations: object,
  cache: ReadCache,
): (id: string, input: Record<string, unknown>) => { answer: unknown; total?: number } {
  const calls = implementations as Readonly<Record<string, Call | undefined>>;
  return (id, raw) => {
    const operation = table[id];
    const call = calls[id];
    if (!operation?.http || !operation.cached || !call) throw new Error(`${id} is no cached read`);
    const parsed = parseRequest(operation, splitInput(operation, raw));
    if (!parsed.ok) throw new Error(`${id}: the input was not checked before`);
    const http = operation.http;
    const entry = cache.lookup(readCacheKey(id, parsed.input), () =>
      built(http, {}, readNow(id, call(parsed.input, {}))),
    );
    const total = entry.headers['X-Total-Count'];
    return { answer: JSON.parse(entry.body.toString('utf8')), ...(total ? { total: Number(total) } : {}) };
  };
}
