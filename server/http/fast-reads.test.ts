import { createServer, type Server } from 'node:http';
import { connect } from 'node:net';
import { readFile, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCacheKey } from '@core/contract/operation-input';
import { fastReadKey } from './fast-reads';
import { removeTestDir, startTestServer, type TestServer } from '../../tests/support/test-server';

/** Sends one raw HTTP/1.1 request and returns the raw answer, its Date line taken out. */
function rawRequest(port: number, path: string, headers: Record<string, string> = {}, method = 'GET', body = '') {
  return new Promise<string>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const lines = [`${method} ${path} HTTP/1.1`, 'Host: 127.0.0.1', 'Connection: close'];
    for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
    if (body) lines.push(`Content-Length: ${Buffer.byteLength(body)}`);
    socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`);
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () =>
      resolve(
        Buffer.concat(chunks)
          .toString('latin1')
          .replace(/\r\nDate: [^\r]*/, ''),
      ),
    );
  });
}

const statusOf = (answer: string) => Number(answer.slice(9, 12));

describe('the fast path for cached reads', () => {
  let server: TestServer;
  /** The same app (same cache, same catalogue) served by Express alone. */
  let expressOnly: Server;
  let expressPort: number;
  let expressHandled = 0;

  beforeAll(async () => {
    server = await startTestServer();
    // Counts what reaches Express (an Express app hands every request to app.handle).
    const app = server.running.app as unknown as { handle: (...args: unknown[]) => unknown };
    const handle = app.handle.bind(app);
    app.handle = (...args) => {
      expressHandled += 1;
      return handle(...args);
    };
    expressOnly = createServer(server.running.app);
    await new Promise<void>((resolve) => expressOnly.listen(0, '127.0.0.1', resolve));
    expressPort = (expressOnly.address() as { port: number }).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => expressOnly.close(resolve));
    await server.stop();
    await removeTestDir(server.dir);
  });

  const fastPort = () => server.running.port;

  /** First request through Express builds the entry; then the fast path must answer the same bytes. */
  async function expectSameAnswer(path: string, headers: Record<string, string> = {}) {
    await rawRequest(expressPort, path, headers);
    const before = expressHandled;
    const fast = await rawRequest(fastPort(), path, headers);
    expect(expressHandled, `${path} was answered by the fast path`).toBe(before);
    const viaExpress = await rawRequest(expressPort, path, headers);
    expect(expressHandled).toBe(before + 1);
    expect(fast).toBe(viaExpress);
    return fast;
  }

  const READS = [
    '/api/islands',
    '/api/islands?region=pacific&q=island',
    '/api/islands?sort=population&limit=5&offset=3&fields=id,name,population',
    '/api/islands?hasAirport=true&militaryHistory=false&category=active-airport',
    '/api/islands.csv?category=arctic',
    '/api/islands.geojson?region=indian-ocean',
    '/api/islands/featured',
    '/api/islands/tristan-da-cunha',
    '/api/islands/tristan-da-cunha/images',
    '/api/islands/search/military',
    '/api/islands/search/%20Tristan%20',
    '/api/islands/category/arctic',
    '/api/islands/category/Military%20History',
    '/api/islands/category/arctic?fields=id,name,featured',
    '/api/islands/explore?region=arctic&fields=id,name',
    '/api/islands/region/indian-ocean',
    '/api/statistics',
    '/api/openapi.json',
  ];

  it.each(READS)('answers %s with the bytes Express sends, in every encoding and as a 304', async (path) => {
    const plain = await expectSameAnswer(path);
    expect(statusOf(plain)).toBe(200);
    await expectSameAnswer(path, { 'Accept-Encoding': 'gzip, deflate' });
    await expectSameAnswer(path, { 'Accept-Encoding': 'gzip, deflate, br' });
    const etag = /\r\nETag: ([^\r]*)/.exec(plain)![1]!;
    const notModified = await expectSameAnswer(path, { 'If-None-Match': etag });
    expect(statusOf(notModified)).toBe(304);
    await expectSameAnswer(path, { 'If-None-Match': `"other", ${etag}`, 'Accept-Encoding': 'br' });
  });

  it('answers a list whose parameters come in another order from the entry built for the first', async () => {
    await rawRequest(fastPort(), '/api/islands?region=atlantic&sort=area');
    const before = expressHandled;
    const reordered = await rawRequest(fastPort(), '/api/islands?sort=area&region=atlantic');
    expect(expressHandled).toBe(before);
    expect(reordered).toBe(await rawRequest(expressPort, '/api/islands?sort=area&region=atlantic'));
  });

  it('leaves to Express what it must judge itself, with the answers Express gives', async () => {
    await rawRequest(fastPort(), '/api/statistics');
    await rawRequest(fastPort(), '/api/islands/search/abc');
    const cases: [string, string, Record<string, string>, string, number][] = [
      ['HEAD', '/api/statistics', {}, '', 200],
      ['POST', '/api/statistics', { 'Content-Type': 'application/json' }, '{}', 404],
      ['GET', '/api/statistics', { 'Content-Type': 'application/json' }, '{not json', 400],
      ['GET', '/api/statistics/', {}, '', 200],
      // Express mounts /api without regard to case; the fast path leaves that to it.
      ['GET', '/API/statistics', {}, '', 200],
      ['GET', '/api/islands/../statistics', {}, '', 404],
      // Trims to the cached key 'search:abc', but is longer than a search may be.
      ['GET', `/api/islands/search/abc${'%20'.repeat(198)}`, {}, '', 400],
      ['GET', '/api/islands/search/%E0%A4%A', {}, '', 400],
      ['GET', '/api/islands?limit=0', {}, '', 400],
    ];
    for (const [method, path, headers, body, status] of cases) {
      const before = expressHandled;
      const answer = await rawRequest(fastPort(), path, headers, method, body);
      expect(statusOf(answer), `${method} ${path}`).toBe(status);
      expect(expressHandled, `${method} ${path} went to Express`).toBe(before + 1);
    }
  });

  it('maps paths to the keys the routes use, and nothing else', () => {
    expect(fastReadKey('/api/statistics?x=1')).toBe(readCacheKey('statistics', {}));
    // List keys are built from the parsed query: spellings of one answer share one key.
    const list = fastReadKey('/api/islands?q=a&sort=name');
    expect(list).toMatch(/^listIslands\?/);
    expect(fastReadKey('/api/islands?sort=name&q=a')).toBe(list);
    expect(fastReadKey('/api/islands?junk=1&q=a&junk2=x&sort=name')).toBe(list);
    expect(fastReadKey('/api/islands?q=b&sort=name')).not.toBe(list);
    expect(fastReadKey('/api/islands?region=PACIFIC&limit=0400')).toBe(
      fastReadKey('/api/islands?limit=400&region=pacific'),
    );
    expect(fastReadKey('/api/islands.geojson?fields=id&offset=000')).toBe(fastReadKey('/api/islands.geojson'));
    expect(fastReadKey('/api/islands?fields=id')).not.toBe(fastReadKey('/api/islands'));
    // What the route refuses (a bad value, more parameters than are read) goes to Express.
    expect(fastReadKey('/api/islands?limit=0')).toBeUndefined();
    expect(fastReadKey(`/api/islands?${'a&'.repeat(100)}q=a`)).toBeUndefined();
    expect(fastReadKey('/api/islands/search/Mil%C3%ADtary')).toBe(readCacheKey('searchIslands', { query: 'milítary' }));
    expect(fastReadKey('/api/islands/category/active-airport')).toBe(
      readCacheKey('islandsByCategory', { category: 'Active Airport' }),
    );
    expect(fastReadKey('/api/islands/category/Active%20Airport')).toBe(
      fastReadKey('/api/islands/category/active-airport'),
    );
    expect(fastReadKey('/api/islands/region/Indian%20Ocean')).toBe(
      readCacheKey('islandsByRegion', { region: 'Indian Ocean' }),
    );
    expect(fastReadKey('/api/islands/a%2Fb/images')).toBe(readCacheKey('islandImages', { id: 'a/b' }));
    expect(fastReadKey('/api/islands/x/y')).toBeUndefined();
    expect(fastReadKey('/api/islands/x/images/')).toBeUndefined();
    expect(fastReadKey('/api/admin/submissions')).toBeUndefined();
    expect(fastReadKey('/api/submissions')).toBeUndefined();
    expect(fastReadKey('/explore')).toBeUndefined();
  });

  it('never serves an answer from before a catalogue change', async () => {
    const total = async () => JSON.parse((await rawRequest(fastPort(), '/api/statistics')).split('\r\n\r\n')[1]!);
    const before = (await total()).totalIslands as number;
    expect((await total()).totalIslands).toBe(before);
    const catalog = JSON.parse(await readFile(server.catalogFile, 'utf8'));
    const removed = catalog.islands.pop();
    catalog.images = catalog.images.filter((image: { islandId: string }) => image.islandId !== removed.id);
    await writeFile(server.catalogFile, JSON.stringify(catalog));
    await expect.poll(async () => (await total()).totalIslands, { timeout: 5000 }).toBe(before - 1);
    // The fast path answered the stale key with nothing: the new figures came from Express first.
    const island = await rawRequest(fastPort(), `/api/islands/${removed.id}`);
    expect(statusOf(island)).toBe(404);
  });
});
