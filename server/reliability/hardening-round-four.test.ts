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
