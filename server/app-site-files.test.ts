import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_SLUGS, STATIC_PAGES } from '@core/site/web-routes';
import { generateCatalogue } from '../tests/bench/generate-catalogue';
import { SITEMAP_LIMIT } from './http/site-files';
import { removeTestDir, startTestServer, type TestServer } from '../tests/support/test-server';

const PUBLIC_URL = 'https://isolario.example';
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);

describe('sitemap.xml and robots.txt', () => {
  let server: TestServer;
  let islandIds: string[];
  beforeAll(async () => {
    server = await startTestServer({ env: { PUBLIC_URL } });
    islandIds = ((await (await fetch(`${server.url}/api/islands?fields=id`)).json()) as { id: string }[]).map(
      (island) => island.id,
    );
  });
  afterAll(async () => {
    await server.stop();
    await removeTestDir(server.dir);
  });

  it('lists every static page, category and island, absolute, with the catalogue file date', async () => {
    const response = await fetch(`${server.url}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await response.text();
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    const urls = locs(xml);
    expect(STATIC_PAGES).toHaveLength(11);
    expect(urls).toContain('https://isolario.example/remotest');
    expect(urls).toContain('https://isolario.example/api/docs');
    expect(urls).toHaveLength(STATIC_PAGES.length + CATEGORY_SLUGS.length + islandIds.length);
    expect(urls.length).toBeLessThanOrEqual(SITEMAP_LIMIT);
    expect(new Set(urls).size).toBe(urls.length);
    for (const url of urls) expect(url.startsWith(`${PUBLIC_URL}/`)).toBe(true);
    expect(urls).toContain(`${PUBLIC_URL}/`);
    expect(urls).toContain(`${PUBLIC_URL}/category/military-history`);
    expect(urls).toContain(`${PUBLIC_URL}/island/tristan-da-cunha`);
    const { mtime } = await import('node:fs').then((fs) => fs.statSync(server.catalogFile));
    const dates = new Set([...xml.matchAll(/<lastmod>([^<]*)<\/lastmod>/g)].map((match) => match[1]));
    expect([...dates]).toEqual([mtime.toISOString().slice(0, 10)]);
    // Cached with an ETag, like every read.
    const again = await fetch(`${server.url}/sitemap.xml`, {
      headers: { 'If-None-Match': response.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
  });

  it('points robots.txt at the sitemap and keeps crawlers out of the admin API', async () => {
    const response = await fetch(`${server.url}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const text = await response.text();
    expect(text).toContain('User-agent: *');
    expect(text).toContain('Disallow: /api/admin/');
    expect(text).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it("uses the request's own address when PUBLIC_URL is unset", async () => {
    const local = await startTestServer();
    try {
      const text = await (await fetch(`${local.url}/robots.txt`)).text();
      expect(text).toContain(`Sitemap: ${local.url}/sitemap.xml`);
      expect(locs(await (await fetch(`${local.url}/sitemap.xml`)).text())[0]).toBe(`${local.url}/`);
    } finally {
      await local.stop();
      await removeTestDir(local.dir);
    }
  });
});

describe('a sitemap past 50,000 pages', () => {
  let server: TestServer;
  const count = SITEMAP_LIMIT + 100;
  beforeAll(async () => {
    server = await startTestServer({ env: { PUBLIC_URL }, catalog: generateCatalogue(count) });
  }, 60_000);
  afterAll(async () => {
    await server.stop();
    await removeTestDir(server.dir);
  });

  it('becomes an index of files of at most 50,000 pages each, together listing every page once', async () => {
    const index = await (await fetch(`${server.url}/sitemap.xml`)).text();
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const files = locs(index);
    expect(files).toEqual([`${PUBLIC_URL}/sitemap-1.xml`, `${PUBLIC_URL}/sitemap-2.xml`]);
    const first = locs(await (await fetch(`${server.url}/sitemap-1.xml`)).text());
    const second = locs(await (await fetch(`${server.url}/sitemap-2.xml`)).text());
    expect(first).toHaveLength(SITEMAP_LIMIT);
    expect(second).toHaveLength(STATIC_PAGES.length + CATEGORY_SLUGS.length + count - SITEMAP_LIMIT);
    expect(new Set([...first, ...second]).size).toBe(STATIC_PAGES.length + CATEGORY_SLUGS.length + count);
    expect((await fetch(`${server.url}/sitemap-3.xml`)).status).toBe(404);
  });
});
