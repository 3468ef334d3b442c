import { readFile } from 'node:fs/promises';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeStatistics } from '@core/catalogue/catalogue-queries';
import type { Island } from '@core/contract/schemas';
import { removeTestDir, startTestServer, type TestServer } from '../tests/support/test-server';

let server: TestServer;
let catalogue: Island[];

beforeAll(async () => {
  server = await startTestServer();
  catalogue = JSON.parse(await readFile(server.catalogFile, 'utf8')).islands;
});
afterAll(async () => {
  await server.stop();
  await removeTestDir(server.dir);
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers });
const json = async <T = unknown>(path: string) => {
  const res = await get(path);
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
};

describe('GET /api/islands', () => {
  it('answers every island, sorted by name, with the total in X-Total-Count', async () => {
    const res = await get('/api/islands');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const islands = (await res.json()) as Island[];
    expect(islands).toHaveLength(catalogue.length);
    expect(res.headers.get('x-total-count')).toBe(String(catalogue.length));
    const names = islands.map((island) => island.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true })));
  });

  it('filters by q, region and category, sorts, pages and picks fields', async () => {
    const pacific = await json<Island[]>('/api/islands?region=pacific');
    expect(pacific.length).toBeGreaterThan(0);
    expect(pacific.every((island) => island.region === 'Pacific')).toBe(true);
    expect(pacific).toHaveLength(catalogue.filter((i) => i.region === 'Pacific').length);

    const indian = await json<Island[]>('/api/islands?region=Indian%20Ocean');
    expect(indian.every((island) => island.region === 'Indian Ocean')).toBe(true);

    const military = await json<Island[]>('/api/islands?category=military-history');
    expect(military.every((island) => island.category === 'Military History')).toBe(true);

    const byPopulation = await json<Island[]>('/api/islands?sort=population');
    const populations = byPopulation.map((island) => island.population);
    expect(populations).toEqual([...populations].sort((a, b) => b - a));

    const page = await get('/api/islands?sort=name&limit=2&offset=1&fields=id,name');
    const items = (await page.json()) as Record<string, unknown>[];
    expect(page.headers.get('x-total-count')).toBe(String(catalogue.length));
    expect(items).toHaveLength(2);
    expect(Object.keys(items[0]!).sort()).toEqual(['id', 'name']);

    const airports = await json<Island[]>('/api/islands?hasAirport=true');
    expect(airports.length).toBe(catalogue.filter((i) => i.hasAirport).length);
    const uninhabited = await json<Island[]>('/api/islands?uninhabited=true&region=all');
    expect(uninhabited.length).toBe(catalogue.filter((i) => !i.isInhabited).length);

    const searched = await json<Island[]>('/api/islands?q=TRISTAN');
    expect(searched.map((island) => island.id)).toContain('tristan-da-cunha');
  });

  it('filters by the ISO code of the state, and returns the provenance fields', async () => {
    const norway = await json<Island[]>('/api/islands?country=no');
    expect(norway.length).toBe(catalogue.filter((i) => i.countryCode === 'NO').length);
    expect(norway.map((island) => island.id)).toEqual(expect.arrayContaining(['bouvet-island', 'jan-mayen']));
    expect(norway.every((island) => island.countryCode === 'NO')).toBe(true);
    const treatyArea = await json<Island[]>('/api/islands?country=AQ&region=antarctic');
    expect(treatyArea.length).toBeGreaterThan(0);
    const res = await get('/api/islands?country=NOR');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'invalid_query', issues: [{ path: 'country' }] });

    const easter = await json<Island>('/api/islands/easter-island');
    expect(easter.alternateNames).toEqual(expect.arrayContaining(['Rapa Nui']));
    expect(easter).toMatchObject({ countryCode: 'CL', populationYear: expect.any(Number), staffPresence: 'none' });
    expect(easter.sources.length).toBeGreaterThan(0);
    const wake = await json<Island>('/api/islands/wake-island');
    expect(wake).toMatchObject({ population: 0, staffPresence: 'year-round', staffNote: expect.any(String) });
  });

  it('answers 400 with issues for bad parameters, never a 500', async () => {
    for (const query of [
      'region=atlantis',
      'category=volcanic',
      'sort=size',
      'limit=0',
      'limit=abc',
      'limit=5000',
      'offset=-1',
      'fields=id,secret',
      'hasAirport=yes',
      'q=a&q=b',
      `q=${'x'.repeat(201)}`,
    ]) {
      const res = await get(`/api/islands?${query}`);
      expect(res.status, query).toBe(400);
      const body = await res.json();
      expect(body.error, query).toBe('invalid_query');
      expect(body.message, query).toEqual(expect.any(String));
      expect(body.issues.length, query).toBeGreaterThan(0);
    }
  });

  it('says each mistake once, in words: not a number, not true or false', async () => {
    const issues = async (query: string) =>
      ((await (await get(`/api/islands?${query}`)).json()) as { issues: unknown[] }).issues;
    expect(await issues('limit=abc')).toEqual([
      { path: 'limit', message: 'limit must be a whole number from 1 to 1000' },
    ]);
    expect(await issues('hasAirport=yes')).toEqual([
      { path: 'hasAirport', message: 'hasAirport must be true or false' },
    ]);
    expect(await issues('uninhabited=1&militaryHistory=no')).toEqual([
      { path: 'militaryHistory', message: 'militaryHistory must be true or false' },
      { path: 'uninhabited', message: 'uninhabited must be true or false' },
    ]);
  });
});

describe('the other read endpoints', () => {
  it('answers featured islands', async () => {
    const featured = await json<Island[]>('/api/islands/featured');
    expect(featured.map((i) => i.id).sort()).toEqual(
      catalogue
        .filter((i) => i.featured)
        .map((i) => i.id)
        .sort(),
    );
  });

  it('answers one island by id and 404 JSON for an unknown id', async () => {
    const island = await json<Island>('/api/islands/tristan-da-cunha');
    expect(island.name).toBe('Tristan da Cunha');
    const missing = await get('/api/islands/atlantis');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: 'not_found', message: "No island with id 'atlantis'" });
  });

  it('accepts categories by name or slug in any case, and 404s unknown ones', async () => {
    const bySlug = await json<Island[]>('/api/islands/category/abandoned-airstrip');
    const byName = await json<Island[]>('/api/islands/category/Abandoned%20Airstrip');
    expect(bySlug).toEqual(byName);
    expect(bySlug.every((i) => i.category === 'Abandoned Airstrip')).toBe(true);
    expect((await get('/api/islands/category/volcanic')).status).toBe(404);
  });

  it("gives only a category's asked fields, kept apart from the whole answer, and 400s unknown ones", async () => {
    const whole = await json<Island[]>('/api/islands/category/arctic');
    const slim = await json<Partial<Island>[]>('/api/islands/category/arctic?fields=id,name,featured');
    expect(slim.map((island) => island.id)).toEqual(whole.map((island) => island.id));
    for (const island of slim) expect(Object.keys(island)).toEqual(['id', 'name', 'featured']);
    expect(await json<Island[]>('/api/islands/category/arctic')).toEqual(whole);
    const unknown = await get('/api/islands/category/arctic?fields=id,secret');
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ error: 'invalid_query' });
    expect((await get('/api/islands/category/arctic?fields=')).status).toBe(400);
  });

  it('honours fields= on every read that answers islands: one island, a search, a region, the featured', async () => {
    const one = await json<Partial<Island>>('/api/islands/tristan-da-cunha?fields=id,name,population');
    expect(Object.keys(one)).toEqual(['id', 'name', 'population']);
    expect(one.id).toBe('tristan-da-cunha');
    for (const path of ['/api/islands/search/tristan', '/api/islands/region/atlantic', '/api/islands/featured']) {
      const whole = await json<Island[]>(path);
      const slim = await json<Partial<Island>[]>(`${path}?fields=id,latitude`);
      expect(
        slim.map((island) => island.id),
        path,
      ).toEqual(whole.map((island) => island.id));
      for (const island of slim) expect(Object.keys(island), path).toEqual(['id', 'latitude']);
      const unknown = await get(`${path}?fields=id,secret`);
      expect(unknown.status, path).toBe(400);
    }
    // The whole island is still the whole island: the two are cached apart.
    expect(Object.keys(await json<Island>('/api/islands/tristan-da-cunha'))).toContain('description');
  });

  it("accepts regions as 'pacific', 'Indian Ocean', 'indian-ocean', and 404s unknown ones", async () => {
    const a = await json<Island[]>('/api/islands/region/indian-ocean');
    const b = await json<Island[]>('/api/islands/region/Indian%20Ocean');
    const c = await json<Island[]>('/api/islands/region/INDIAN-OCEAN');
    expect(a).toEqual(b);
    expect(a).toEqual(c);
    expect(a.length).toBe(catalogue.filter((i) => i.region === 'Indian Ocean').length);
    expect((await json<Island[]>('/api/islands/region/pacific')).every((i) => i.region === 'Pacific')).toBe(true);
    expect((await json<Island[]>('/api/islands/region/Pacific%20Ocean')).length).toBeGreaterThan(0);
    const missing = await get('/api/islands/region/atlantis');
    expect(missing.status).toBe(404);
    expect((await missing.json()).error).toBe('not_found');
  });

  it("searches case- and accent-insensitively, and 'military' / 'uninhabited' match by flag", async () => {
    const tristan = await json<Island[]>('/api/islands/search/TRÍSTAN');
    expect(tristan.map((i) => i.id)).toContain('tristan-da-cunha');
    const mentionsTristan = catalogue.filter((i) => /tristan/i.test(`${i.name}\n${i.description}\n${i.country}`));
    expect(tristan.map((i) => i.id).sort()).toEqual(mentionsTristan.map((i) => i.id).sort());
    const military = await json<Island[]>('/api/islands/search/military');
    expect(military.map((i) => i.id).sort()).toEqual(
      catalogue
        .filter((i) => i.militaryHistory || /military/i.test(`${i.name} ${i.description} ${i.country}`))
        .map((i) => i.id)
        .sort(),
    );
    const uninhabited = await json<Island[]>('/api/islands/search/uninhabited');
    for (const island of catalogue.filter((i) => !i.isInhabited)) {
      expect(uninhabited.map((i) => i.id)).toContain(island.id);
    }
    expect(await json('/api/islands/search/zzzz-no-such-place')).toEqual([]);
  });

  it('answers images of an island (404 for an unknown island)', async () => {
    expect(await json('/api/islands/bouvet-island/images')).toEqual([]);
    expect((await get('/api/islands/atlantis/images')).status).toBe(404);
  });

  it('answers statistics computed from the catalogue', async () => {
    const statistics = (await json('/api/statistics')) as { withImages: number };
    expect(statistics).toMatchObject(computeStatistics(catalogue));
    // No images have been added to this fresh store, so only the catalogue's own pictures count.
    expect(statistics.withImages).toBe(catalogue.filter((island: { imageUrl?: string }) => island.imageUrl).length);
  });
});

describe('HTTP caching, compression and CORS', () => {
  it('sends a strong ETag and answers 304 to If-None-Match', async () => {
    const first = await get('/api/islands');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await get('/api/islands', { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const other = await get('/api/islands', { 'If-None-Match': '"something-else"' });
    expect(other.status).toBe(200);
    const island = await get('/api/statistics');
    const weak = await get('/api/statistics', { 'If-None-Match': `W/${island.headers.get('etag')}` });
    expect(weak.status).toBe(304);
  });

  it('compresses with gzip or br when the client accepts it', async () => {
    const plain = await (await get('/api/islands')).text();
    for (const [encoding, decode] of [
      ['gzip', gunzipSync],
      ['br', brotliDecompressSync],
    ] as const) {
      const res = await new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>(
        (resolve, reject) => {
          import('node:http').then(({ get: httpGet }) => {
            httpGet(`${server.url}/api/islands`, { headers: { 'Accept-Encoding': encoding } }, (response) => {
              const chunks: Buffer[] = [];
              response.on('data', (chunk: Buffer) => chunks.push(chunk));
              response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
            }).on('error', reject);
          });
        },
      );
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toMatch(/Accept-Encoding/);
      expect(decode(res.body).toString()).toBe(plain);
    }
  });

  it('lets any origin read without credentials, and refuses cross-origin writes', async () => {
    const read = await get('/api/islands/featured', { Origin: 'https://elsewhere.example' });
    expect(read.headers.get('access-control-allow-origin')).toBe('*');
    expect(read.headers.get('access-control-allow-credentials')).toBeNull();
    const preflight = await fetch(`${server.url}/api/submissions`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://elsewhere.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).not.toMatch(/POST/);
    const write = await fetch(`${server.url}/api/newsletters`, {
      method: 'POST',
      headers: { Origin: 'https://elsewhere.example', 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'cross@example.org' }),
    });
    expect(write.status).toBe(403);
    expect((await write.json()).error).toBe('cross_origin');
  });

  it('sends the security headers on API answers', async () => {
    const res = await get('/api/statistics');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
  });
});

describe('unknown and malformed paths', () => {
  it('answers unknown /api paths with a JSON 404, never an HTML page', async () => {
    for (const path of ['/api/nope', '/api/islands/x/y/z', '/api']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type'), path).toMatch(/application\/json/);
      expect((await res.json()).error).toBe('not_found');
    }
    const wrongMethod = await fetch(`${server.url}/api/islands`, { method: 'DELETE' });
    expect(wrongMethod.status).toBe(404);
    expect((await wrongMethod.json()).error).toBe('not_found');
  });

  it('answers a malformed percent-encoding with a JSON 400', async () => {
    const res = await get('/api/islands/%E0%A4%A');
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe('bad_request');
  });
});
