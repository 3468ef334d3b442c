import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawGet, removeTestDir, startTestServer, type TestServer } from '../tests/support/test-server';

// A script as the build leaves it: the file, and its .br and .gz siblings.
const script = `export const islands = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `island-${i}`))};\n`;
const svg = `<svg xmlns="http://www.w3.org/2000/svg">${'<path d="M0 0h10v10z"/>'.repeat(100)}</svg>`;

const get = rawGet;

describe('static files of the built site', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({
      site: {
        'assets/app-3f2a.js': script,
        'assets/app-3f2a.js.br': brotliCompressSync(script),
        'assets/app-3f2a.js.gz': gzipSync(script),
        'assets/plain-9c1d.js': script,
        'favicon.svg': svg,
        'favicon.svg.br': brotliCompressSync(svg),
        'favicon.svg.gz': gzipSync(svg),
      },
    });
  });
  afterAll(async () => {
    await server.stop();
    await removeTestDir(server.dir);
  });

  it('sends the brotli sibling when br is accepted, gzip when only gzip is, else the file', async () => {
    const url = `${server.url}/assets/app-3f2a.js`;
    const br = await get(url, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/javascript; charset=utf-8$/i);
    expect(brotliDecompressSync(br.body).toString()).toBe(script);

    const gzip = await get(url, { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(script);

    const identity = await get(url, {});
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.toString()).toBe(script);

    for (const answer of [br, gzip, identity]) expect(answer.headers.vary).toMatch(/Accept-Encoding/);
  });

  it('keeps immutable caching on hashed assets and answers 304 per encoding', async () => {
    const url = `${server.url}/assets/app-3f2a.js`;
    const first = await get(url, { 'Accept-Encoding': 'br' });
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const etag = first.headers.etag as string;
    expect((await get(url, { 'Accept-Encoding': 'br', 'If-None-Match': etag })).status).toBe(304);
    // The gzip body is other bytes, so the brotli ETag does not validate it.
    const gzip = await get(url, { 'Accept-Encoding': 'gzip', 'If-None-Match': etag });
    expect(gzip.status).toBe(200);
    expect(gzip.headers.etag).not.toBe(etag);
  });

  it('sends a file without siblings as it is, and top-level files with short caching', async () => {
    const plain = await get(`${server.url}/assets/plain-9c1d.js`, { 'Accept-Encoding': 'br' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    const icon = await get(`${server.url}/favicon.svg`, { 'Accept-Encoding': 'br, gzip' });
    expect(icon.headers['content-encoding']).toBe('br');
    expect(icon.headers['content-type']).toBe('image/svg+xml');
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers a missing asset with 404, not a page', async () => {
    const missing = await get(`${server.url}/assets/gone-0000.js`, { 'Accept-Encoding': 'br' });
    expect(missing.status).toBe(404);
  });
});
