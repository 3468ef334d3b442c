import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validContact } from '../tests/support/fixtures';
import { loadConfig } from './config';
import { rawGet, removeTestDir, startTestServer, type TestServer } from '../tests/support/test-server';

/** Reads a CDN may keep: every cached GET, built by Express and answered again by the fast path. */
const CACHED = [
  '/api/statistics',
  '/api/islands?region=arctic',
  '/api/islands/tristan-da-cunha',
  '/api/islands.csv',
  '/api/openapi.json',
];

describe('Cache-Control on cached reads', () => {
  let standard: TestServer;
  let configured: TestServer;
  beforeAll(async () => {
    standard = await startTestServer();
    configured = await startTestServer({
      env: { READ_CACHE_CONTROL: 'public, max-age=5', PAGE_CACHE_CONTROL: 'public, max-age=1' },
    });
  });
  afterAll(async () => {
    for (const server of [standard, configured]) {
      await server.stop();
      await removeTestDir(server.dir);
    }
  });

  it('lets any CDN keep each read a minute and serve it stale for ten while it revalidates', async () => {
    for (const path of CACHED) {
      // The first answer is built by Express, the second comes from the fast path; both say so.
      for (const round of [1, 2]) {
        const answer = await rawGet(`${standard.url}${path}`, { 'Accept-Encoding': round === 1 ? 'br' : 'gzip' });
        expect(answer.status, path).toBe(200);
        expect(answer.headers['cache-control'], `${path} #${round}`).toBe(
          'public, max-age=60, stale-while-revalidate=600',
        );
        expect(answer.headers.etag, path).toMatch(/^"[\w-]+"$/);
      }
    }
  });

  it('has proxies revalidate pages and site files, which name a build a deploy replaces', async () => {
    for (const path of ['/sitemap.xml', '/robots.txt']) {
      const answer = await rawGet(`${standard.url}${path}`);
      expect(answer.status, path).toBe(200);
      expect(answer.headers['cache-control'], path).toBe('public, max-age=0, must-revalidate');
      expect(answer.headers.etag, path).toMatch(/^"[\w-]+"$/);
    }
    expect((await rawGet(`${configured.url}/sitemap.xml`)).headers['cache-control']).toBe('public, max-age=1');
  });

  it('takes READ_CACHE_CONTROL, and never lets a proxy keep what a visitor sent or an error', async () => {
    const read = await rawGet(`${configured.url}/api/statistics`);
    expect(read.headers['cache-control']).toBe('public, max-age=5');
    const missing = await rawGet(`${configured.url}/api/islands/no-such-island`);
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    const posted = await fetch(`${configured.url}/api/contacts`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(validContact),
    });
    expect(posted.status).toBe(201);
    expect(posted.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses a READ_CACHE_CONTROL a header cannot carry', () => {
    expect(() => loadConfig({ READ_CACHE_CONTROL: 'public,\nmax-age=60' })).toThrow(/READ_CACHE_CONTROL/);
    expect(loadConfig({}).readCacheControl).toBe('public, max-age=60, stale-while-revalidate=600');
  });
});
