import type { IncomingMessage, ServerResponse } from 'node:http';
import type { HttpMethod } from '@core/contract/operation';
import { parseRequest, readCacheKey } from '@core/contract/operation-input';
import { OPERATIONS, type OperationId } from '@core/contract/operations';
import { compileRoutes, matchRoute } from '@core/contract/route-match';
import type { createReadCache } from './read-cache';
import { parseQueryString } from './query-string';
import { canonicalCategoryPath, isAppRoute } from '@core/site/web-routes';
import { originOfHost } from './host';
import { pageKey } from './web';

type ReadCache = ReturnType<typeof createReadCache>;

const MAX_REMEMBERED_URLS = 4096;

// Only the cached reads, in the order the server's routes are tried (mount-operations.ts).
const CACHED_READS = compileRoutes(
  (Object.entries(OPERATIONS) as [OperationId, (typeof OPERATIONS)[OperationId]][]).flatMap(([id, operation]) =>
    'cached' in operation && operation.http
      ? [{ id, method: operation.http.method as HttpMethod, path: operation.http.path as string }]
      : [],
  ),
);

/**
 * The read cache's key for a GET the server would answer from it, from the same route, parse and
 * key as its mounted operation; undefined for anything else (Express then answers it). Only exact,
 * canonical paths qualify: a trailing slash, other letter case or dot segments go the long way.
 */
export function fastReadKey(url: string): string | undefined {
  const mark = url.indexOf('?');
  const path = mark === -1 ? url : url.slice(0, mark);
  const matched = matchRoute(CACHED_READS, 'get', path);
  if (!matched) return undefined;
  // Parsed as the mounted route parses it; a request it refuses goes to Express, which says why.
  let query;
  try {
    query = parseQueryString(mark === -1 ? '' : url.slice(mark + 1));
  } catch {
    return undefined;
  }
  const parsed = parseRequest(OPERATIONS[matched.route.id], { params: matched.params, query });
  return parsed.ok ? readCacheKey(matched.route.id, parsed.input) : undefined;
}

/**
 * The server's fast path for reads: a plain GET (no body) whose answer the read cache already
 * holds for the current catalogue version is written straight from node:http, with the same
 * headers in the same order as the Express route would send, and without Express's routing and
 * response helpers (most of a cached read's cost). Everything else, and every first request
 * for a key, goes to Express. Returns whether it answered.
 */
export function createFastReads(
  cache: ReadCache,
  leadingHeaders: Readonly<Record<string, string>>,
  /** Headers of the moment, after the fixed ones: the release the catalogue is (see releaseHeader). */
  currentHeaders: () => readonly string[] = () => [],
) {
  const leading = Object.entries(leadingHeaders).flat();
  // A URL's key is the same whatever the catalogue holds: each URL asked again (most of a cached
  // read's traffic) skips the route match and the schema parse. Bounded: a flood of new URLs
  // each costs one parse, as before, and pushes out the oldest.
  const keys = new Map<string, string | undefined>();
  const keyOf = (url: string) => {
    if (keys.has(url)) return keys.get(url);
    const key = fastReadKey(url);
    if (keys.size >= MAX_REMEMBERED_URLS) keys.delete(keys.keys().next().value!);
    keys.set(url, key);
    return key;
  };
  return function fastRead(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET') return false;
    const url = req.url;
    if (url === undefined || !url.startsWith('/api/')) return false;
    // A Host that is no host goes to Express, which refuses it.
    if (hasBody(req) || originOfHost(req.headers.host) === undefined) return false;
    const key = keyOf(url);
    if (key === undefined) return false;
    const entry = cache.peek(key);
    if (!entry) return false;
    cache.write(req, res, entry, [...leading, ...currentHeaders()]);
    return true;
  };
}

/** Whether a request may carry a body (express.json() would read, and could refuse, it). */
function hasBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return (length !== undefined && length !== '0') || req.headers['transfer-encoding'] !== undefined;
}

/**
 * The same fast path for rendered pages: a GET or HEAD for a page of the app already rendered for
 * this catalogue version is written from the page cache with the headers the web route would
 * send. Any other path (a built file, the sitemap) goes to Express, whose static files come first.
 */
export function createFastPages(
  cache: ReadCache,
  leadingHeaders: Readonly<Record<string, string>>,
  publicOrigin: string | undefined,
) {
  const leading = Object.entries(leadingHeaders).flat();
  return function fastPage(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const url = req.url;
    if (url === undefined || url.startsWith('/api/') || hasBody(req)) return false;
    const mark = url.indexOf('?');
    const path = mark === -1 ? url : url.slice(0, mark);
    // Another spelling of a category, or trailing slashes, is a redirect, which the long way answers.
    const slashed = path.length > 1 && path.endsWith('/');
    if (!isAppRoute(path) || slashed || canonicalCategoryPath(path) !== undefined) return false;
    const origin = originOfHost(req.headers.host);
    if (origin === undefined) return false;
    const entry = cache.peek(pageKey(publicOrigin ?? origin, url));
    if (!entry) return false;
    cache.write(req, res, entry, leading);
    return true;
  };
}
