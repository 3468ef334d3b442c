import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Catalog, Island } from '@core/contract/schemas';
import { CARD_FIELDS, CATEGORY_PAGE_FIELDS } from '@core/catalogue/card-fields';
import { rawGet, removeTestDir, startTestServer, type TestServer } from '../support/test-server';
import { renderPage } from '../../renderer/src/entry-server';

// The real server with the renderer's own server entry (from source here; `npm run build` bundles
// the same file), over temp copies of the catalogue.
const template = readFileSync('renderer/index.html', 'utf8').replace(
  '<script type="module" src="/src/boot.ts"></script>',
  '<script type="module" src="/assets/index-test.js"></script>',
);
const catalogue = JSON.parse(readFileSync('data/catalog.json', 'utf8')) as Catalog;
const island = (id: string) => catalogue.islands.find((candidate) => candidate.id === id)!;
const PUBLIC_URL = 'https://isolario.example';

const get = rawGet;

const html = async (server: TestServer, path: string) => {
  const answer = await get(`${server.url}${path}`);
  return { status: answer.status, text: answer.body.toString('utf8'), headers: answer.headers };
};
const textOf = (page: string) =>
  page
    .slice(page.indexOf('<div id="root">'))
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
const attribute = (page: string, pattern: RegExp) => pattern.exec(page)?.[1];
const stateOf = (page: string) =>
  JSON.parse(/<script id="isolario-state" type="application\/json">([\s\S]*?)<\/script>/.exec(page)![1]!) as {
    queries: { queryKey: unknown[]; state: { status: string; data?: unknown; error?: { status?: number } } }[];
  };

describe('pages rendered on the server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ site: { 'index.html': template }, renderPage, env: { PUBLIC_URL } });
  });
  afterAll(async () => {
    await server.stop();
    await removeTestDir(server.dir);
  });

  it("puts an island's name, facts and description in the HTML, with its data for hydration", async () => {
    const tristan = island('tristan-da-cunha');
    const page = await html(server, '/island/tristan-da-cunha');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const text = textOf(page.text);
    expect(text).toContain('Tristan da Cunha');
    expect(text).toContain(tristan.description);
    expect(text).toContain('Boat Access Only');
    expect(text).toContain(`${tristan.latitude}`);
    expect(text).toContain('Nightingale Island');
    const state = stateOf(page.text);
    const detail = state.queries.find(
      (query) => JSON.stringify(query.queryKey) === '["islands","detail","tristan-da-cunha"]',
    );
    expect(detail?.state.data).toMatchObject({ id: 'tristan-da-cunha', name: 'Tristan da Cunha' });
  });

  it('gives an island page its own title, description, canonical link, Open Graph, Twitter card and JSON-LD', async () => {
    const tristan = island('tristan-da-cunha');
    const { text: page } = await html(server, '/island/tristan-da-cunha');
    expect(attribute(page, /<title>([^<]*)<\/title>/)).toBe('Tristan da Cunha · Isolario');
    expect(page.match(/<title>/g)).toHaveLength(1);
    expect(page.match(/<meta name="description"/g)).toHaveLength(1);
    const description = attribute(page, /<meta name="description" content="([^"]*)"/)!;
    expect(description).toContain('Atlantic Ocean');
    expect(description).toContain('the most remote permanently inhabited island on Earth.');
    expect(attribute(page, /<link rel="canonical" href="([^"]*)"/)).toBe(`${PUBLIC_URL}/island/tristan-da-cunha`);
    expect(attribute(page, /<meta property="og:title" content="([^"]*)"/)).toBe('Tristan da Cunha · Isolario');
    expect(attribute(page, /<meta property="og:url" content="([^"]*)"/)).toBe(`${PUBLIC_URL}/island/tristan-da-cunha`);
    expect(attribute(page, /<meta property="og:description" content="([^"]*)"/)).toBe(description);
    expect(attribute(page, /<meta name="twitter:card" content="([^"]*)"/)).toBe('summary');
    const ld = JSON.parse(attribute(page, /<script type="application\/ld\+json">([\s\S]*?)<\/script>/)!);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Place',
      name: 'Tristan da Cunha',
      geo: { '@type': 'GeoCoordinates', latitude: tristan.latitude, longitude: tristan.longitude },
      containedInPlace: { '@type': 'Country', name: tristan.country, identifier: 'GB' },
      url: `${PUBLIC_URL}/island/tristan-da-cunha`,
    });
    const named = catalogue.islands.find((candidate) => candidate.alternateNames.length > 0)!;
    const other = JSON.parse(
      attribute(
        (await html(server, `/island/${named.id}`)).text,
        /<script type="application\/ld\+json">([\s\S]*?)<\/script>/,
      )!,
    );
    expect(other.alternateName).toEqual(named.alternateNames);
  });

  it('keeps the CSP strict: every script is a file or inert JSON', async () => {
    for (const path of ['/', '/explore', '/island/tristan-da-cunha', '/about']) {
      const { text: page } = await html(server, path);
      for (const tag of page.match(/<script\b[^>]*>/g) ?? []) {
        expect(tag, `${path}: ${tag}`).toMatch(/\ssrc="|type="application\/(ld\+)?json"/);
      }
    }
  });

  it('answers 404 with the not-found page for an unknown island, category or path', async () => {
    const atlantis = await html(server, '/island/atlantis');
    expect(atlantis.status).toBe(404);
    expect(textOf(atlantis.text)).toContain('Island Not Found');
    const state = stateOf(atlantis.text);
    expect(state.queries.find((query) => query.state.status === 'error')?.state.error).toMatchObject({ status: 404 });
    const category = await html(server, '/category/volcanic-moons');
    expect(category.status).toBe(404);
    expect(textOf(category.text)).toContain('Category Not Found');
    const path = await html(server, '/no/such/page');
    expect(path.status).toBe(404);
    expect(textOf(path.text)).toContain('Island Not Found');
  });

  it("renders Home's featured islands and counts, and Explore's first results for its URL", async () => {
    const home = textOf((await html(server, '/')).text);
    const featured = catalogue.islands.filter((candidate) => candidate.featured);
    expect(featured.length).toBeGreaterThan(0);
    for (const candidate of featured) expect(home).toContain(candidate.name);
    expect(home).toContain(`Islands Cataloged ${catalogue.islands.length}`);

    const arctic = textOf((await html(server, '/explore?region=arctic&sort=name')).text);
    const arcticNames = catalogue.islands
      .filter((candidate) => candidate.region === 'Arctic')
      .map((candidate) => candidate.name)
      .sort((a, b) => a.localeCompare(b));
    expect(arctic).toContain(`${arcticNames.length} Islands Found`);
    expect(arctic).toContain(arcticNames[0]);
    expect(arctic).not.toContain('Tristan da Cunha');

    const typo = textOf((await html(server, '/explore?q=kergulen')).text);
    expect(typo).toContain('Kerguelen Islands');

    // A category page carries each island's card fields (and featured), not its whole record.
    const arcticPage = stateOf((await html(server, '/category/arctic')).text).queries.find(
      (query) => query.queryKey[1] === 'category',
    );
    const arcticItems = arcticPage?.state.data as Record<string, unknown>[];
    expect(arcticItems.length).toBeGreaterThan(0);
    for (const item of arcticItems) expect(CATEGORY_PAGE_FIELDS).toEqual(expect.arrayContaining(Object.keys(item)));

    // Explore's page carries each island's card fields for hydration, not its whole record.
    const explore = stateOf((await html(server, '/explore')).text).queries.find(
      (query) => query.queryKey[1] === 'explore',
    );
    const items = (explore?.state.data as { items: Record<string, unknown>[] }).items;
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(Object.keys(item).every((field) => (CARD_FIELDS as readonly string[]).includes(field))).toBe(true);
      expect(item).toHaveProperty('description');
    }
  });

  it('renders a page once for its address: made-up parameters change nothing and make no new page', async () => {
    const plain = await get(`${server.url}/explore?region=arctic`);
    const junk = await get(`${server.url}/explore?utm_source=x&region=arctic&fbclid=123`);
    expect(junk.headers.etag).toBe(plain.headers.etag);
    expect(junk.body.equals(plain.body)).toBe(true);
    // The canonical link names the page (Explore, whatever its filters), never the made-up parameters.
    expect(junk.body.toString()).toContain(`<link rel="canonical" href="${PUBLIC_URL}/explore"`);
    expect(junk.body.toString()).not.toContain('fbclid');
    const island = await get(`${server.url}/island/tristan-da-cunha?ref=share`);
    expect(island.headers.etag).toBe((await get(`${server.url}/island/tristan-da-cunha`)).headers.etag);
  });

  it('renders the category and static pages with their content', async () => {
    const category = textOf((await html(server, '/category/arctic')).text);
    const arctic = catalogue.islands.find((candidate) => candidate.category === 'Arctic')!;
    expect(category).toContain(arctic.name);
    expect(textOf((await html(server, '/about')).text)).toContain('About Isolario');
    expect(textOf((await html(server, '/api-access')).text)).toContain(`${PUBLIC_URL}/api/islands`);
    expect(textOf((await html(server, '/privacy')).text)).toContain('Privacy Policy');
  });

  it('compresses pages by Accept-Encoding, sends an ETag and answers 304', async () => {
    const plain = await get(`${server.url}/island/tristan-da-cunha`);
    const br = await get(`${server.url}/island/tristan-da-cunha`, { 'Accept-Encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    const gzip = await get(`${server.url}/island/tristan-da-cunha`, { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    expect(br.headers.vary).toBe('Accept-Encoding');
    // A proxy may store a page but asks again each time: it names scripts a deploy replaces.
    expect(br.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(br.headers['content-security-policy']).toContain("script-src 'self'");
    const again = await get(`${server.url}/island/tristan-da-cunha`, {
      'Accept-Encoding': 'br',
      'If-None-Match': br.headers.etag as string,
    });
    expect(again.status).toBe(304);
    // A 404 page is never a 304.
    const missing = await get(`${server.url}/island/atlantis`);
    const missingAgain = await get(`${server.url}/island/atlantis`, {
      'If-None-Match': missing.headers.etag as string,
    });
    expect(missingAgain.status).toBe(404);
  });
});

describe('pages follow the catalogue', () => {
  let server: TestServer;
  beforeAll(async () => {
    // An island whose text holds replacement patterns ($&, $'), which must stay text.
    const catalog = structuredClone(catalogue);
    const edited = catalog.islands.find((candidate) => candidate.id === 'rockall') as Island;
    edited.description = `${edited.description} Landing fees: $& and $' were never charged.`;
    server = await startTestServer({ site: { 'index.html': template }, renderPage, catalog });
  });
  afterAll(async () => {
    await server.stop();
    await removeTestDir(server.dir);
  });

  it("keeps an island's text as written", async () => {
    expect(textOf((await html(server, '/island/rockall')).text)).toContain(
      "Landing fees: $& and $' were never charged.",
    );
  });

  it('renders again when the catalogue changes', async () => {
    const before = await html(server, '/island/rockall');
    expect(textOf(before.text)).toContain('Rockall');
    const catalog = JSON.parse(await readFile(server.catalogFile, 'utf8')) as Catalog;
    catalog.islands.find((candidate) => candidate.id === 'rockall')!.name = 'Rockall Bank Rock';
    await writeFile(server.catalogFile, JSON.stringify(catalog, null, 2));
    for (let i = 0; i < 50; i++) {
      if (textOf((await html(server, '/island/rockall')).text).includes('Rockall Bank Rock')) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const after = await html(server, '/island/rockall');
    expect(textOf(after.text)).toContain('Rockall Bank Rock');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });
});
