import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SEARCH_LENGTH } from '@core/search/island-search';
import { removeTestDir, startTestServer, type TestServer } from '../../tests/support/test-server';
import { request } from '../../tests/support/raw-http';
import { renderPage } from '../../renderer/src/entry-server';

/**
 * Explore is rendered on the server for the address it is asked at. The API refuses a search text
 * past 200 characters; the page must not render one either (a 15.5 kB text cost 0.55 s of the
 * event loop a page), and every spelling of one state must render, and be kept, once.
 */

const template = readFileSync('renderer/index.html', 'utf8');
const LONG = 15_500;

let server: TestServer;
const pages = () => server.running.caches.pages.size().entries;
const longestRunOf = (letter: string, text: string) =>
  Math.max(0, ...[...text.matchAll(new RegExp(`${letter}+`, 'g'))].map((run) => run[0].length));

beforeAll(async () => {
  server = await startTestServer({ site: { 'index.html': template }, renderPage });
});
afterAll(async () => {
  await server.stop();
  await removeTestDir(server.dir);
});

describe('Explore with a search text past the cap', () => {
  it(`renders the first ${MAX_SEARCH_LENGTH} characters, as the API would take them`, async () => {
    const page = await request(server.url, { path: `/explore?q=${'x'.repeat(LONG)}` });
    expect(page.status).toBe(200);
    expect(longestRunOf('x', page.text)).toBe(MAX_SEARCH_LENGTH);
  });

  it('renders and keeps one page for every text that starts with the same 200 characters', async () => {
    const before = pages();
    const first = await request(server.url, { path: `/explore?q=${'y'.repeat(LONG)}` });
    for (const tail of ['a', 'b', 'c', 'zz']) {
      const page = await request(server.url, { path: `/explore?q=${'y'.repeat(LONG)}${tail}` });
      expect(page.status).toBe(200);
      expect(page.headers.etag).toBe(first.headers.etag);
    }
    expect(pages()).toBe(before + 1);
  });
});

describe('Explore under different spellings of one state', () => {
  it('renders and keeps one page for region=Pacific, PACIFIC, pacific and the default sort', async () => {
    const before = pages();
    const spellings = ['region=Pacific', 'region=PACIFIC', 'region=pacific', 'region=pacific&sort=name&view=list'];
    const etags = new Set<string>();
    for (const spelling of spellings) {
      const page = await request(server.url, { path: `/explore?${spelling}` });
      expect(page.status, spelling).toBe(200);
      expect(page.text, spelling).toContain('rel="canonical"');
      etags.add(page.headers.etag as string);
    }
    expect(etags.size).toBe(1);
    expect(pages()).toBe(before + 1);
    // A different state is a different page.
    await request(server.url, { path: '/explore?region=arctic' });
    expect(pages()).toBe(before + 2);
  });
});
