import type { IncomingMessage, ServerResponse } from 'node:http';
import { API_PATHS } from '@core/contract/api-paths';
import type { createReadCache } from './read-cache';
import { MAX_SEARCH_LENGTH } from '@core/search/island-search';
import { LIST_ENDPOINTS, READ_KEYS, readFieldsQuery, readListQuery } from './islands-router';
import { parseQueryString } from './query-string';
import { canonicalCategoryPath, isAppRoute } from '@core/site/web-routes';
import { originOfHost } from './host';
import { pageKey } from './web';

type ReadCache = ReturnType<typeof createReadCache>;

const FIXED_KEYS: Readonly<Record<string, string>> = {
  [API_PATHS.statistics]: READ_KEYS.statistics,
  [API_PATHS.featuredIslands]: READ_KEYS.featured,
  [API_PATHS.openapi]: READ_KEYS.openapi,
};
const LIST_PATHS = new Map(Object.entries(LIST_ENDPOINTS));
const ISLANDS = `${API_PATHS.listIslands}/`;

function decode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/**
 * The read cache's key for a GET the islands router would answer from it, computed the way its
 * routes do; undefined for anything else (Express then answers it). Only exact, canonical paths
 * qualify: a trailing slash, other letter case or dot segments go the long way.
 */
export function fastReadKey(url: string): string | undefined {
  const mark = url.indexOf('?');
  const path = mark === -1 ? url : url.slice(0, mark);
  const queryText = mark === -1 ? '' : url.slice(mark + 1);
  const fixed = FIXED_KEYS[path];
  if (fixed) return fixed;
  const listed = LIST_PATHS.get(path);
  if (listed) {
    try {
      // Parsed as Express parses it for the route; a query the route refuses goes to Express.
      return readListQuery(listed, parseQueryString(queryText)).key;
    } catch {
      return undefined;
    }
  }
  if (!path.startsWith(ISLANDS)) return undefined;
  const segments = path.slice(ISLANDS.length).split('/');
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) return undefined;
  if (segments.length === 1) {
    const id = decode(segments[0]!);
    return id === undefined ? undefined : READ_KEYS.island(id);
  }
  if (segments.length !== 2) return undefined;
  const [first, second] = segments as [string, string];
  const value = decode(second);
  if (value === undefined) return undefined;
  if (first === 'search') {
    return value.length > MAX_SEARCH_LENGTH ? undefined : READ_KEYS.search(value);
  }
  if (first === 'category') {
    // Parsed as the route parses it; a fields= the route refuses goes to Express.
    try {
      return READ_KEYS.category(value, readFieldsQuery(parseQueryString(queryText)));
    } catch {
      return undefined;
    }
  }
  if (first === 'region') return READ_KEYS.region(value);
  if (second === 'images' || second === 'outline') {
    const id = decode(first);
    if (id === undefined) return undefined;
    return second === 'images' ? READ_KEYS.images(id) : READ_KEYS.outline(id);
  }
  return undefined;
}

/**
 * The server's fast path for reads: a plain GET (no body) whose answer the read cache already
 * holds for the current catalogue version is written straight from node:http, with the same
 * headers in the same order as the Express route would send, and without Express's routing and
 * response helpers (most of a cached read's cost). Everything else, and every first request
 * for a key, goes to Express. Returns whether it answered.
 */
export function createFastReads(cache: ReadCache, leadingHeaders: Readonly<Record<string, string>>) {
  const leading = Object.entries(leadingHeaders).flat();
  return function fastRead(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET') return false;
    const url = req.url;
    if (url === undefined || !url.startsWith('/api/')) return false;
    // A Host that is no host goes to Express, which refuses it.
    if (hasBody(req) || originOfHost(req.headers.host) === undefined) return false;
    const key = fastReadKey(url);
    if (key === undefined) return false;
    const entry = cache.peek(key);
    if (!entry) return false;
    cache.write(req, res, entry, leading);
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
    // Another spelling of a category is a redirect, which the long way answers.
    if (!isAppRoute(path) || canonicalCategoryPath(path) !== undefined) return false;
    const origin = originOfHost(req.headers.host);
    if (origin === undefined) return false;
    const entry = cache.peek(pageKey(publicOrigin ?? origin, url));
    if (!entry) return false;
    cache.write(req, res, entry, leading);
    return true;
  };
}
