import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeTestDir, startTestServer, type TestServer } from '../../tests/support/test-server';
import { request } from '../../tests/support/raw-http';
import { renderPage } from '../../renderer/src/entry-server';

/** The low-severity items of the fourth hardening round, each against a real server on loopback. */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ site: { 'index.html': readFileSync('renderer/index.html', 'utf8') }, renderPage });
});
afterAll(async () => {
  await server.stop();
  await removeTestDir(server.dir);
});

const get = (path: string, headers: Record<string, string> = {}) => request(server.url, { path, headers });

describe('redirects of retired ids', () => {
  it('go to the island, however the id is spelled, and never to itself', async () => {
    const answer = await get('/api/islands/north%2Dkeeling');
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe('/api/islands/cocos-keeling-islands');
    const images = await get('/api/islands/north%2Dkeeling/images?x=1');
    expect(images.headers.location).toBe('/api/islands/cocos-keeling-islands/images?x=1');
  });

  it('never send an absolute-form request to the host it named', async () => {
    const answer = await get('http://evil.test/api/islands/north-keeling');
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe('/api/islands/cocos-keeling-islands');
  });
});

describe('a search with no word to search by', () => {
  it('finds nothing by the path, as the query does', async () => {
    for (const text of ['!', '%00', '%E2%80%8B']) {
      const byPath = await get(`/api/islands/search/${text}`);
      const byQuery = await get(`/api/islands?q=${text}`);
      expect(byPath.status, text).toBe(200);
      expect(JSON.parse(byPath.text), text).toEqual(JSON.parse(byQuery.text));
      expect(JSON.parse(byPath.text), text).toEqual([]);
    }
  });
});

describe('a page whose path does not decode', () => {
  it('is the not-found page, in HTML, not a bare error', async () => {
    const answer = await get('/island/%ff');
    expect(answer.status).toBe(404);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.text).toContain('Island Not Found');
  });
});

describe('the page links of a list', () => {
  it('are spelled as the API spells the list, whoever asked first and however they spelled it', async () => {
    const shouted = await get('/api/islands?region=PACIFIC&limit=2&junk=1');
    const quiet = await get('/api/islands?region=pacific&limit=2');
    expect(shouted.headers.link).toBe(quiet.headers.link);
    expect(shouted.headers.link).toContain('region=pacific');
    expect(shouted.headers.link).not.toContain('PACIFIC');
  });
});

describe('small things a client sends', () => {
  it('reads distance floors as decimal numbers only, as near does', async () => {
    const hex = await get('/api/islands?minContinentKm=0x10');
    expect(hex.status).toBe(400);
    expect(JSON.parse(hex.text).issues).toEqual([
      { path: 'minContinentKm', message: 'minContinentKm must be a number of km from 0 to 20000' },
    ]);
    expect((await get('/api/islands?minContinentKm=16.5')).status).toBe(200);
  });

  it('refuses fields=distanceKm without near, where it would give empty records', async () => {
    const answer = await get('/api/islands?fields=distanceKm');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text).issues[0]).toMatchObject({ path: 'fields' });
    expect((await get('/api/islands?fields=id,distanceKm&near=-37,-12&limit=1')).status).toBe(200);
    expect((await get('/api/islands/category/arctic?fields=distanceKm')).status).toBe(400);
  });

  it('honours the q-values of Accept-Encoding', async () => {
    const prefersGzip = await get('/api/islands?limit=5', { 'Accept-Encoding': 'br;q=0.5, gzip;q=1' });
    expect(prefersGzip.headers['content-encoding']).toBe('gzip');
    const prefersBr = await get('/api/islands?limit=5', { 'Accept-Encoding': 'gzip;q=0.4, br' });
    expect(prefersBr.headers['content-encoding']).toBe('br');
    const neither = await get('/api/islands?limit=5', { 'Accept-Encoding': 'br;q=0, gzip;q=0' });
    expect(neither.headers['content-encoding']).toBeUndefined();
  });

  it('publishes no source maps', async () => {
    const page = await get('/');
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(page.text)?.[1];
    const map = await get(`${script ?? '/assets/main.js'}.map`);
    expect(map.status).toBe(404);
    expect(map.headers['content-type']).toMatch(/^text\/html/);
  });
});
