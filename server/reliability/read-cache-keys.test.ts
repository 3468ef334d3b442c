import { readFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Catalog } from '@core/contract/schemas';
import { rawGet, removeTestDir, startTestServer, type TestServer } from '../../tests/support/test-server';
import { expectErrorShape, request } from '../../tests/support/raw-http';

/**
 * What the API read cache keeps under a key must be the answer to every URL with that key, and
 * URLs that mean one answer must find one entry: the key is built from the parsed query.
 */

const catalogue = JSON.parse(readFileSync('data/catalog.json', 'utf8')) as Catalog;
const antarctic = catalogue.islands.filter((island) => island.region === 'Antarctic').length;
const OUTLINES = '/api/islands.geojson?geometry=outline';

let server: TestServer;
const entries = () => server.running.caches.reads.size().entries;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.stop();
  await removeTestDir(server.dir);
});

describe('a query longer than the parser reads', () => {
  it('is refused with a 400, and the filtered list stays filtered for the next client', async () => {
    const padded = `/api/islands?${'a&'.repeat(1_000)}region=antarctic&fields=id`;
    const refused = await request(server.url, { path: padded });

    const honest = await request(server.url, { path: '/api/islands?region=antarctic&fields=id' });
    expect(honest.status).toBe(200);
    expect(Number(honest.headers['x-total-count'])).toBe(antarctic);
    const islands = JSON.parse(honest.text) as Record<string, unknown>[];
    expect(islands).toHaveLength(antarctic);
    for (const island of islands) expect(Object.keys(island)).toEqual(['id']);
    expect(refused.status).toBe(400);
    expect(expectErrorShape(refused).error).toBe('too_many_parameters');
  });

  it('is answered in full up to 100 parameters', async () => {
    const answer = await request(server.url, { path: `/api/islands?${'a&'.repeat(98)}region=antarctic&fields=id` });
    expect(answer.status).toBe(200);
    expect(Number(answer.headers['x-total-count'])).toBe(antarctic);
  });
});

describe('URLs that mean the same answer', () => {
  it('share one cache entry: GeoJSON ignores fields, numbers are read as numbers', async () => {
    const first = await request(server.url, { path: `${OUTLINES}&limit=400` });
    expect(first.status).toBe(200);
    const before = entries();
    for (const variant of [
      `${OUTLINES}&limit=0400`,
      `${OUTLINES}&limit=400&fields=id`,
      `${OUTLINES}&fields=name,region&limit=00400&offset=000`,
      `/api/islands.geojson?limit=400&geometry=outline&junk=1`,
      `${OUTLINES}&limit=400&sort=name`,
    ]) {
      const answer = await request(server.url, { path: variant });
      expect(answer.status, variant).toBe(200);
      expect(answer.headers.etag, variant).toBe(first.headers.etag);
    }
    expect(entries()).toBe(before);
    // The list keys what it answers: regions however written, and fields, which it does read.
    await request(server.url, { path: '/api/islands?region=pacific&fields=id' });
    const listed = entries();
    await request(server.url, { path: '/api/islands?region=Pacific&fields=id' });
    await request(server.url, { path: '/api/islands?fields=id&region=PACIFIC' });
    expect(entries()).toBe(listed);
    await request(server.url, { path: '/api/islands?region=pacific&fields=name' });
    expect(entries()).toBe(listed + 1);
  });

  it('builds the coastline export the same as before, compressed at a cheaper level for its size', async () => {
    const plain = await rawGet(`${server.url}${OUTLINES}`);
    const geoJson = JSON.parse(plain.body.toString('utf8')) as { features: { id: string; geometry: unknown }[] };
    expect(geoJson.features).toHaveLength(catalogue.islands.length);
    expect(
      geoJson.features.filter((feature) => (feature.geometry as { type: string }).type !== 'Point').length,
    ).toBeGreaterThan(400);
    const br = await rawGet(`${server.url}${OUTLINES}`, { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    // Brotli's quality 9 spends 0.8 s of CPU on these 4.5 MB, 4 about a sixth of it.
    const slow = brotliCompressSync(plain.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } });
    expect(br.body.length).toBeGreaterThan(slow.length);
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
  });

  it('compresses a large answer from its second request on, and only so many at once', async () => {
    // Six really different answers (each offset), each asked with br, twice over.
    const askAll = () =>
      Promise.all(
        [1, 2, 3, 4, 5, 6].map((offset) =>
          rawGet(`${server.url}${OUTLINES}&offset=${offset}`, { 'accept-encoding': 'br' }),
        ),
      );
    const encodings = (answers: Awaited<ReturnType<typeof askAll>>) =>
      answers.map((answer) => answer.headers['content-encoding'] ?? 'identity');
    const checkBodies = (answers: Awaited<ReturnType<typeof askAll>>) => {
      for (const [i, answer] of answers.entries()) {
        const body = answer.headers['content-encoding'] === 'br' ? brotliDecompressSync(answer.body) : answer.body;
        expect((JSON.parse(body.toString('utf8')) as { features: unknown[] }).features).toHaveLength(
          catalogue.islands.length - (i + 1),
        );
      }
    };
    // Asked once, as each of a flood of new offsets is: sent as it is, no compression spent.
    const first = await askAll();
    expect(encodings(first)).toEqual(Array<string>(6).fill('identity'));
    checkBodies(first);
    // Asked again, all at once: compressed, but not all six at the same time.
    const second = await askAll();
    const compressed = encodings(second).filter((encoding) => encoding === 'br').length;
    expect(compressed).toBeGreaterThanOrEqual(1);
    expect(compressed).toBeLessThan(6);
    checkBodies(second);
  });
});
