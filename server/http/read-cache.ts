import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';

interface Entry {
  body: Buffer;
  hash: string;
  gzip?: Buffer;
  br?: Buffer;
  contentType: string;
  headers: Record<string, string>;
}

/** What a route builds once per version: a value to send as JSON, or ready text (CSV). */
export type Built =
  | { value: unknown; headers?: Record<string, string> }
  | { text: string; contentType: string; headers?: Record<string, string> };

const MIN_COMPRESS_BYTES = 1024;
const MAX_ENTRIES = 2000;

/**
 * Read answers serialised once per catalogue version: the JSON bytes, a strong ETag and the
 * compressed forms are computed on first use and then served as they are until the version moves.
 */
export function createReadCache(currentVersion: () => string) {
  let version = '';
  const entries = new Map<string, Entry>();

  function lookup(key: string, build: () => Built): Entry {
    const now = currentVersion();
    if (now !== version) {
      entries.clear();
      version = now;
    }
    let entry = entries.get(key);
    if (entry) {
      // Keep recently used entries: move to the end of the insertion order.
      entries.delete(key);
      entries.set(key, entry);
      return entry;
    }
    const built = build();
    const body = Buffer.from('text' in built ? built.text : JSON.stringify(built.value));
    entry = {
      body,
      hash: createHash('sha1').update(body).digest('base64url'),
      contentType: 'text' in built ? built.contentType : 'application/json; charset=utf-8',
      headers: built.headers ?? {},
    };
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    entries.set(key, entry);
    return entry;
  }

  /** Sends the cached answer for this request: 304 when the ETag matches, compressed when accepted. */
  function send(req: Request, res: Response, key: string, build: () => Built) {
    const entry = lookup(key, build);
    const encoding = negotiate(req.headers['accept-encoding'], entry.body.length);
    const etag = `"${entry.hash}${encoding === 'identity' ? '' : `-${encoding}`}"`;
    res.set(entry.headers);
    res.set('Vary', 'Accept-Encoding');
    res.set('Cache-Control', 'public, max-age=0, must-revalidate');
    res.set('ETag', etag);
    if (matches(req.headers['if-none-match'], entry.hash)) {
      res.status(304).end();
      return;
    }
    res.set('Content-Type', entry.contentType);
    if (encoding === 'br') {
      entry.br ??= brotliCompressSync(entry.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } });
      res.set('Content-Encoding', 'br').send(entry.br);
    } else if (encoding === 'gzip') {
      entry.gzip ??= gzipSync(entry.body, { level: 9 });
      res.set('Content-Encoding', 'gzip').send(entry.gzip);
    } else {
      res.send(entry.body);
    }
  }

  return { send };
}

function negotiate(header: string | undefined, size: number): 'br' | 'gzip' | 'identity' {
  if (!header || size < MIN_COMPRESS_BYTES) return 'identity';
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name!, q ? Number(q.slice(2)) : 1);
  }
  if ((accepted.get('br') ?? 0) > 0) return 'br';
  if ((accepted.get('gzip') ?? 0) > 0) return 'gzip';
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
