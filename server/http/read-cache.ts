import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { availableParallelism } from 'node:os';
import { promisify } from 'node:util';
import { DEFAULT_READ_CACHE_CONTROL } from '../config';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

type Encoding = 'br' | 'gzip' | 'identity';

/** One answer as it goes on the wire in one encoding: its ETag and the header list, ready. */
interface Variant {
  body: Buffer;
  etag: string;
  /** name, value, name, value... for a 200 (a 304 sends the first `notModifiedCount` of them). */
  headers: string[];
  notModifiedCount: number;
}

export interface CachedAnswer {
  /** 200, or 404 for a rendered not-found page (never answered with 304). */
  status: number;
  body: Buffer;
  hash: string;
  contentType: string;
  headers: Record<string, string>;
  cacheControl: string;
  variants: Partial<Record<Encoding, Variant>>;
  /** Compressions under way, shared by every request that asks for the same encoding meanwhile. */
  pending: Partial<Record<Encoding, Promise<Variant>>>;
  /** Requests written from it so far: a large answer is compressed from its second on. */
  asked: number;
  /** Called with the bytes of each compressed form once it is kept (the cache counts them). */
  onVariant?: (bytes: number) => void;
}

/** What a route builds once per version: a value to send as JSON, ready text (CSV) or ready bytes. */
export type Built = (
  | { value: unknown; headers?: Record<string, string> }
  | { text: string; contentType: string; headers?: Record<string, string> }
  | { bytes: Buffer; contentType: string; headers?: Record<string, string> }
) & { status?: number };

export interface ReadCacheLimits {
  /** Every answer's Cache-Control (READ_CACHE_CONTROL): how long a CDN or browser may keep it. */
  cacheControl?: string;
  entries?: number;
  /** Bytes kept: every body and its compressed forms. */
  bytes?: number;
  /** Not-found answers kept, apart from the rest. */
  missingEntries?: number;
  /** Headers every answer carries unless it sets its own (the API's licence Link). */
  headers?: Readonly<Record<string, string>>;
}

const MIN_COMPRESS_BYTES = 1024;
// Past this an answer is compressed at a cheaper level: brotli 9 takes 0.73 s of CPU on the 4.5 MB
// coastline export, brotli 4 0.12 s for 7% more bytes (gzip 9 / 6: 0.31 / 0.14 s).
const LARGE_BYTES = 256 * 1024;
// Compressions under way at once in this process, leaving a core to the event loop; a request
// that finds them all busy gets its answer uncompressed now rather than more CPU spent for it.
const MAX_COMPRESSIONS = Math.max(1, availableParallelism() - 1);
let compressions = 0;
const MAX_ENTRIES = 2000;
const MAX_BYTES = 64 * 1024 * 1024;
const MAX_MISSING_ENTRIES = 256;
const MAX_MISSING_BYTES = 16 * 1024 * 1024;

/**
 * Read answers serialised once per catalogue version: the JSON bytes, a strong ETag and the
 * compressed forms are computed on first use and then served as they are until the version moves.
 * `send` answers through Express; `peek` and `write` let the server's fast path answer a request
 * for an entry already built with the very same bytes, before Express sees it.
 */
export function createReadCache(currentVersion: () => string, limits: ReadCacheLimits = {}) {
  const cacheControl = limits.cacheControl ?? DEFAULT_READ_CACHE_CONTROL;
  const defaults = limits.headers ?? {};
  // An answer's own header replaces a default of the same name (a page's Link joins the licence's).
  const withDefaults = (built: Built): Built => ({ ...built, headers: { ...defaults, ...built.headers } });
  let version = '';
  // Not-found answers (a flood of made-up paths) live apart, so they can only evict each other.
  const found = pool(limits.entries ?? MAX_ENTRIES, limits.bytes ?? MAX_BYTES);
  const missing = pool(limits.missingEntries ?? MAX_MISSING_ENTRIES, MAX_MISSING_BYTES);
  const building = new Map<string, Promise<CachedAnswer>>();

  /** The entry for this key in the current catalogue version, if one was built. */
  function peek(key: string): CachedAnswer | undefined {
    const now = currentVersion();
    if (now !== version) {
      found.clear();
      missing.clear();
      version = now;
      return undefined;
    }
    return found.get(key) ?? missing.get(key);
  }

  /** Keeps a built answer under the key, dropping the least recently used beyond the limits. */
  function store(key: string, built: Built): CachedAnswer {
    const entry = entryOf(withDefaults(built), cacheControl);
    (entry.status === 200 ? missing : found).drop(key);
    (entry.status === 200 ? found : missing).set(key, entry);
    return entry;
  }

  function lookup(key: string, build: () => Built): CachedAnswer {
    return peek(key) ?? store(key, build());
  }

  /**
   * The entry for the key, built once by an async build (a page render) however many requests
   * ask at the same time. Kept only if the catalogue version did not move while it was built.
   */
  function lookupAsync(key: string, build: () => Promise<Built>): Promise<CachedAnswer> {
    const found = peek(key);
    if (found) return Promise.resolve(found);
    const started = currentVersion();
    const pending = building.get(`${started}\n${key}`);
    if (pending) return pending;
    // An answer the server failed to make (a 5xx) is sent once and never kept.
    const promise = build()
      .then((built) =>
        currentVersion() === started && (built.status ?? 200) < 500
          ? store(key, built)
          : entryOf(withDefaults(built), cacheControl),
      )
      .finally(() => building.delete(`${started}\n${key}`));
    building.set(`${started}\n${key}`, promise);
    return promise;
  }

  /** Sends the cached answer for this request through Express (the headers set so far stay first). */
  function send(req: IncomingMessage, res: ServerResponse, key: string, build: () => Built) {
    write(req, res, lookup(key, build));
  }

  /** Sends the answer an async build makes once per version (see lookupAsync). */
  async function sendAsync(req: IncomingMessage, res: ServerResponse, key: string, build: () => Promise<Built>) {
    write(req, res, await lookupAsync(key, build));
  }

  /** What is kept now (bodies and compressed forms; not-found answers apart), for tests and the bench. */
  const size = () => ({ entries: found.size(), bytes: found.bytes(), missing: missing.size() });

  return { send, sendAsync, lookup, lookupAsync, peek, write, size };
}

export type ReadCache = ReturnType<typeof createReadCache>;

/**
 * Entries kept in least-recently-used order within a count and a byte budget: every body and
 * its compressed forms counted as they are made.
 */
function pool(maxEntries: number, maxBytes: number) {
  const entries = new Map<string, CachedAnswer>();
  let bytes = 0;
  function evict() {
    while (entries.size > maxEntries || (bytes > maxBytes && entries.size > 1)) {
      const [oldestKey, oldest] = entries.entries().next().value!;
      entries.delete(oldestKey);
      bytes -= sizeOf(oldest);
      // A compression still under way for it is no longer counted.
      oldest.onVariant = undefined;
    }
  }
  function drop(key: string) {
    const previous = entries.get(key);
    if (!previous) return;
    entries.delete(key);
    bytes -= sizeOf(previous);
    previous.onVariant = undefined;
  }
  return {
    get(key: string): CachedAnswer | undefined {
      const entry = entries.get(key);
      if (entry) {
        // Keep recently used entries: move to the end of the insertion order.
        entries.delete(key);
        entries.set(key, entry);
      }
      return entry;
    },
    set(key: string, entry: CachedAnswer) {
      drop(key);
      entries.set(key, entry);
      bytes += entry.body.length;
      entry.onVariant = (added) => {
        bytes += added;
        evict();
      };
      evict();
    },
    drop,
    clear() {
      entries.clear();
      bytes = 0;
    },
    size: () => entries.size,
    bytes: () => bytes,
  };
}

/** The body and its compressed forms (the identity form is the body itself). */
const sizeOf = (entry: CachedAnswer) =>
  entry.body.length + (entry.variants.br?.body.length ?? 0) + (entry.variants.gzip?.body.length ?? 0);

/** A built answer as the cache keeps it: the bytes, their hash, no compressed forms yet. */
function entryOf(built: Built, cacheControl: string): CachedAnswer {
  const body = 'bytes' in built ? built.bytes : Buffer.from('text' in built ? built.text : JSON.stringify(built.value));
  return {
    status: built.status ?? 200,
    body,
    hash: hashOf(body),
    contentType: contentTypeOf(built),
    headers: built.headers ?? {},
    cacheControl,
    variants: {
      identity: variantWith(built.headers ?? {}, cacheControl, contentTypeOf(built), hashOf(body), 'identity', body),
    },
    pending: {},
    asked: 0,
  };
}

const hashOf = (body: Buffer) => createHash('sha1').update(body).digest('base64url');
const contentTypeOf = (built: Built) => ('value' in built ? 'application/json; charset=utf-8' : built.contentType);

/** The headers of one encoding of an answer, in the order they go on the wire. */
function variantWith(
  entryHeaders: Record<string, string>,
  cacheControl: string,
  contentType: string,
  hash: string,
  encoding: Encoding,
  body: Buffer,
): Variant {
  const etag = `"${hash}${encoding === 'identity' ? '' : `-${encoding}`}"`;
  const headers = [
    ...Object.entries(entryHeaders).flat(),
    'Vary',
    'Accept-Encoding',
    'Cache-Control',
    cacheControl,
    'ETag',
    etag,
  ];
  const notModifiedCount = headers.length;
  headers.push('Content-Type', contentType);
  if (encoding !== 'identity') headers.push('Content-Encoding', encoding);
  headers.push('Content-Length', String(body.length));
  return { body, etag, headers, notModifiedCount };
}

/**
 * The answer in one encoding: at once when it is kept, else compressed on libuv's thread pool
 * (once, however many ask meanwhile), so a large new answer never blocks the other requests; or
 * uncompressed, when MAX_COMPRESSIONS are already under way, or for a large answer's first request
 * (one asked once, such as each of a flood of new offsets, then costs no compression at all).
 */
function variantOf(entry: CachedAnswer, encoding: Encoding): Variant | Promise<Variant> {
  const kept = entry.variants[encoding];
  if (kept) return kept;
  const pending = entry.pending[encoding];
  if (pending) return pending;
  const large = entry.body.length > LARGE_BYTES;
  if (compressions >= MAX_COMPRESSIONS || (large && entry.asked < 2)) return entry.variants.identity!;
  compressions++;
  const compressing = (
    encoding === 'br'
      ? brotliAsync(entry.body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: large ? 4 : 9,
            [constants.BROTLI_PARAM_SIZE_HINT]: entry.body.length,
          },
        })
      : gzipAsync(entry.body, { level: large ? 6 : 9 })
  ).finally(() => compressions--);
  entry.pending[encoding] = compressing.then((body) => {
    const variant = variantWith(entry.headers, entry.cacheControl, entry.contentType, entry.hash, encoding, body);
    entry.variants[encoding] = variant;
    delete entry.pending[encoding];
    entry.onVariant?.(body.length);
    return variant;
  });
  return entry.pending[encoding];
}

/**
 * Writes a cached answer: 304 when the ETag matches, compressed when accepted. `leading` headers
 * (name, value pairs) go first, where Express's middleware would have set them.
 */
function write(req: IncomingMessage, res: ServerResponse, entry: CachedAnswer, leading: readonly string[] = []) {
  entry.asked++;
  const variant = variantOf(entry, negotiate(req.headers['accept-encoding'], entry.body.length));
  if (!(variant instanceof Promise)) {
    writeVariant(req, res, entry, variant, leading);
    return;
  }
  variant.then(
    (ready) => writeVariant(req, res, entry, ready, leading),
    // zlib does not fail on a buffer in memory; if it ever did, the client sees a cut connection.
    (error: unknown) => res.destroy(error as Error),
  );
}

function writeVariant(
  req: IncomingMessage,
  res: ServerResponse,
  entry: CachedAnswer,
  variant: Variant,
  leading: readonly string[],
) {
  if (res.destroyed) return;
  if (entry.status === 200 && matches(req.headers['if-none-match'], entry.hash)) {
    res.writeHead(304, [...leading, ...variant.headers.slice(0, variant.notModifiedCount)]);
    res.end();
    return;
  }
  res.writeHead(entry.status, leading.length === 0 ? variant.headers : [...leading, ...variant.headers]);
  res.end(req.method === 'HEAD' ? undefined : variant.body);
}

function negotiate(header: string | undefined, size: number): Encoding {
  if (!header || size < MIN_COMPRESS_BYTES) return 'identity';
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name!, q ? Number(q.slice(2)) : 1);
  }
  // The client's preference (q) first; between equals, brotli, the smaller.
  const br = accepted.get('br') ?? 0;
  const gz = accepted.get('gzip') ?? 0;
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return 'identity';
}

/** If-None-Match with any representation of this body (plain, gzip or br) is a match; '*' too. */
function matches(header: string | undefined, hash: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim().replace(/^W\//, '');
    return value === '*' || value === `"${hash}"` || value === `"${hash}-gzip"` || value === `"${hash}-br"`;
  });
}
