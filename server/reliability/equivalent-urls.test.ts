import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeTestDir, startTestServer, type TestServer } from '../../tests/support/test-server';
import { request } from '../../tests/support/raw-http';
import { renderPage } from '../../renderer/src/entry-server';

/**
 * Spellings of one answer are one cache entry (or a redirect to the one address), and answers
 * to made-up paths are kept apart, so a flood of them never evicts a real page.
 */

const template = readFileSync('renderer/index.html', 'utf8');

let server: TestServer;
const reads = () => server.running.caches.reads.size();
const pages = () => server.running.caches.pages.size();

beforeAll(async () => {
  // A small page cache, so a flood would fill it many times over.
  server = await startTestServer({ site: { 'index.html': template }, renderPage, env: {} });
});
afterAll(async () => {
  await server.stop();
  await removeTestDir(server.dir);
});

describe('fields= read as a set', () => {
  it('gives one entry and one answer for repeated and reordered fields', async () => {
    const first = await request(server.url, { path: '/api/islands?fields=id,name&limit=3' });
    expect(first.status).toBe(200);
    const before = reads().entries;
    for (const spelling of ['fields=id,id,name', 'fields=name,id', 'fields=name,id,name,id']) {
      const again = await request(server.url, { path: `/api/islands?${spelling}&limit=3` });
      expect(again.text, spelling).toBe(first.text);
    }
    expect(reads().entries).toBe(before);
    expect(Object.keys((JSON.parse(first.text) as object[])[0]!)).toEqual(['id', 'name']);
  });
});

describe('a page asked with trailing slashes', () => {
  it('is sent for good to the page without them, keeping the query', async () => {
    const answer = await request(server.url, { path: '/island/tristan-da-cunha//?from=x' });
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe('/island/tristan-da-cunha?from=x');
    const home = await request(server.url, { path: '/' });
    expect(home.status).toBe(200);
  });
});

describe('a flood of made-up paths', () => {
  it('never evicts the real pages: not-found answers are kept apart, within their own bound', async () => {
    const real = ['/explore', '/about', '/category/arctic', '/island/tristan-da-cunha'];
    for (const path of real) expect((await request(server.url, { path })).status).toBe(200);
    const kept = pages().entries;
    for (let i = 0; i < 400; i++) {
      const answer = await request(server.url, { path: `/no-such-page-${i}` });
      expect(answer.status).toBe(404);
    }
    expect(pages().entries).toBe(kept);
    // Every path that is no page is the one not-found page: rendered and kept once.
    expect(pages().missing).toBe(1);
    // The real pages are still the cached ones: the fast path answers them.
    for (const path of real) expect((await request(server.url, { path })).status).toBe(200);
    expect(pages().entries).toBe(kept);
  });
});
