import { once } from 'node:events';
import { readFile, stat, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Catalog, IslandImage } from '@core/contract/schemas';
import { removeTestDir, startTestServer, type TestServer } from '../support/test-server';
import { DesktopError } from '../../electron/main/desktop-error';
import { memoryLogger } from '../support/test-doubles';
import { removeDir, tempCatalogue, tempDir } from '../support/temp-files';
import { refreshCatalogue } from '../../electron/main/catalogue/catalogue-refresh';
import { openDesktopCatalogue, REFRESHED_CATALOG_FILE_NAME } from '../../electron/main/catalogue/desktop-catalogue';

const image = (islandId: string): IslandImage => ({
  id: `img-${islandId}`,
  islandId,
  imageUrl: 'https://earthobservatory.nasa.gov/images/x.jpg',
  isPrimary: true,
  sortOrder: 0,
  addedAt: '2024-06-01T00:00:00.000Z',
});

let dir: string;
let bundledFile: string;
let server: TestServer | undefined;
let staticServer: Server | undefined;
const logger = memoryLogger();

beforeEach(async () => {
  dir = await tempDir();
  bundledFile = await tempCatalogue(dir, (catalog) => {
    catalog.images = [image('tristan-da-cunha'), image('bouvet-island')];
  });
});
afterEach(async () => {
  if (server) {
    await server.stop();
    await removeTestDir(server.dir);
    server = undefined;
  }
  staticServer?.close();
  staticServer = undefined;
  await removeDir(dir);
});

/** A server that answers GET /api/islands with exactly this body: a hosted API gone wrong. */
async function serveIslands(body: string, status = 200): Promise<string> {
  staticServer = createServer((_req, res) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(body);
  });
  staticServer.listen(0, '127.0.0.1');
  await once(staticServer, 'listening');
  return `http://127.0.0.1:${(staticServer.address() as AddressInfo).port}`;
}

const open = () => openDesktopCatalogue({ bundledFile, userDataDir: dir, logger });
const bundled = async () => JSON.parse(await readFile(bundledFile, 'utf8')) as Catalog;

describe('catalogue refresh', () => {
  it("swaps in the hosted API's islands, keeps the images of those that remain, and keeps them after a restart", async () => {
    const hosted = await bundled();
    hosted.islands = hosted.islands.filter((island) => island.id !== 'bouvet-island');
    hosted.islands[0]!.description = 'A description the curators rewrote on the hosted catalogue.';
    server = await startTestServer({ catalog: { islands: hosted.islands, images: [] } });

    const catalogue = await open();
    expect(catalogue.source().kind).toBe('bundled');
    const result = await refreshCatalogue({ catalogue, apiBaseUrl: server.url });
    expect(result).toMatchObject({ islands: hosted.islands.length, images: 1 });

    const served = catalogue.snapshot().catalog;
    expect(served.islands).toHaveLength(hosted.islands.length);
    expect(served.islands.some((island) => island.id === 'bouvet-island')).toBe(false);
    expect(served.islands.find((island) => island.id === hosted.islands[0]!.id)!.description).toBe(
      'A description the curators rewrote on the hosted catalogue.',
    );
    expect(served.images.map((img) => img.islandId)).toEqual(['tristan-da-cunha']);
    expect(catalogue.source()).toMatchObject({ kind: 'refreshed', refreshedAt: result.refreshedAt });

    const reopened = await open();
    expect(reopened.source().kind).toBe('refreshed');
    expect(reopened.snapshot().version).toBe(result.version);
    // The bundled file is never written: it is a read-only resource of the app.
    expect((await bundled()).islands).toHaveLength(hosted.islands.length + 1);
  });

  it('prefers the bundled catalogue again once a newer app ships a different one', async () => {
    server = await startTestServer();
    await refreshCatalogue({ catalogue: await open(), apiBaseUrl: server.url });
    const updated = await bundled();
    updated.islands = updated.islands.slice(0, 150);
    await writeFile(bundledFile, JSON.stringify(updated));
    const reopened = await open();
    expect(reopened.source().kind).toBe('bundled');
    expect(reopened.snapshot().catalog.islands).toHaveLength(150);
  });

  it('takes the rest when a single island is not valid, keeping that one as the app had it', async () => {
    const catalogue = await open();
    const islands = (await bundled()).islands;
    const moved = { ...islands[0]!, name: `${islands[0]!.name} (renamed upstream)` };
    const broken = [moved, ...islands.slice(1, 10), { ...islands[10], area: 1e308 }, ...islands.slice(11)];
    const url = await serveIslands(JSON.stringify(broken));
    const warnings: unknown[] = [];

    const result = await refreshCatalogue({
      catalogue,
      apiBaseUrl: url,
      logger: { warn: (...args: unknown[]) => void warnings.push(args) },
    });
    expect(result).toMatchObject({ islands: islands.length, refused: 1 });
    const after = catalogue.snapshot().catalog.islands;
    expect(after.find((island) => island.id === islands[0]!.id)!.name).toBe(moved.name);
    // The refused island is the app's own copy, not the answer's.
    expect(after.find((island) => island.id === islands[10]!.id)).toEqual(islands[10]);
    expect(JSON.stringify(warnings)).toContain('10.area');
  });

  it('refuses the whole answer when more than a tenth of it is not valid, and changes nothing', async () => {
    const catalogue = await open();
    const before = catalogue.snapshot().version;
    const islands = (await bundled()).islands;
    const broken = islands.map((island, index) => (index % 5 === 0 ? { ...island, latitude: 123 } : island));
    const url = await serveIslands(JSON.stringify(broken));

    const error = await refreshCatalogue({ catalogue, apiBaseUrl: url }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DesktopError);
    expect(error).toMatchObject({
      code: 'invalid',
      message: expect.stringMatching(/^The refreshed catalogue was refused: \d+ of \d+ islands are not valid/),
      issues: expect.arrayContaining([{ path: '0.latitude', message: 'Latitude must be between -90 and 90' }]),
    });
    expect(catalogue.snapshot().version).toBe(before);
    await expect(stat(path.join(dir, REFRESHED_CATALOG_FILE_NAME))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('refuses duplicate ids, an empty list, something else than a list, and says when the API is out of reach', async () => {
    const catalogue = await open();
    const islands = (await bundled()).islands;
    const cases: [string, number, RegExp][] = [
      [
        JSON.stringify([...islands, ...islands]),
        200,
        new RegExp(`${islands.length} of ${islands.length * 2} islands are not valid`),
      ],
      ['[]', 200, /empty catalogue/],
      ['{"islands": []}', 200, /not answer with a list/],
      ['<html>', 200, /not answer with JSON/],
      ['{"error":"internal","message":"x"}', 500, /answered 500/],
    ];
    for (const [body, status, message] of cases) {
      const url = await serveIslands(body, status);
      await expect(refreshCatalogue({ catalogue, apiBaseUrl: url })).rejects.toThrow(message);
      staticServer!.close();
    }
    await expect(refreshCatalogue({ catalogue, apiBaseUrl: 'http://127.0.0.1:9' })).rejects.toMatchObject({
      code: 'unavailable',
    });
    expect(catalogue.source().kind).toBe('bundled');
  });

  it('follows redirects only to https or this machine, and never reads an answer past its size cap', async () => {
    server = await startTestServer({ catalog: await bundled() });
    const catalogue = await open();
    const before = catalogue.snapshot().version;
    let redirectTo = '';
    let big = false;
    staticServer = createServer((_req, res) => {
      if (big) {
        // No Content-Length: the cap must hold while reading, not only from the header.
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.write('[');
        for (let i = 0; i < 200; i++) res.write(`${JSON.stringify({ pad: 'x'.repeat(1000) })},`);
        res.end('{}]');
        return;
      }
      res.writeHead(302, { Location: redirectTo });
      res.end();
    });
    staticServer.listen(0, '127.0.0.1');
    await once(staticServer, 'listening');
    const base = `http://127.0.0.1:${(staticServer.address() as AddressInfo).port}`;

    redirectTo = 'http://isolario.example/api/islands';
    await expect(refreshCatalogue({ catalogue, apiBaseUrl: base })).rejects.toThrow(
      'The Isolario API redirected to http://isolario.example, which is not https; the catalogue is unchanged',
    );
    redirectTo = `${base}/api/islands`;
    await expect(refreshCatalogue({ catalogue, apiBaseUrl: base })).rejects.toThrow('redirected too many times');
    expect(catalogue.snapshot().version).toBe(before);
    // A redirect to the real API on this machine is followed.
    redirectTo = `${server.url}/api/islands`;
    await expect(refreshCatalogue({ catalogue, apiBaseUrl: base })).resolves.toMatchObject({
      islands: expect.any(Number),
    });

    const after = catalogue.snapshot().version;
    big = true;
    await expect(refreshCatalogue({ catalogue, apiBaseUrl: base, maxBytes: 100_000 })).rejects.toThrow(
      'The answer is larger than',
    );
    expect(catalogue.snapshot().version).toBe(after);
  });

  it('asks again with the ETag it was given and stops at 304, downloading nothing', async () => {
    server = await startTestServer({ catalog: await bundled() });
    const catalogue = await open();
    const seen: { ifNoneMatch: string | null; status: number; bytes: number }[] = [];
    const recording: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      const body = await response.arrayBuffer();
      seen.push({
        ifNoneMatch: new Headers(init?.headers).get('If-None-Match'),
        status: response.status,
        bytes: body.byteLength,
      });
      return new Response(response.status === 304 ? null : body, response);
    };
    const first = await refreshCatalogue({ catalogue, apiBaseUrl: server.url, fetch: recording });
    expect(first.unchanged).toBeUndefined();
    const second = await refreshCatalogue({ catalogue, apiBaseUrl: server.url, fetch: recording });
    expect(second).toMatchObject({ unchanged: true, islands: first.islands, version: first.version });
    expect(seen[0]).toMatchObject({ ifNoneMatch: null, status: 200 });
    expect(seen[0]!.bytes).toBeGreaterThan(100_000);
    expect(seen[1]).toMatchObject({ ifNoneMatch: expect.stringMatching(/^"/), status: 304, bytes: 0 });
    // A restart keeps the ETag with the refreshed copy.
    catalogue.close();
    const reopened = await open();
    expect(reopened.source().etag).toBe(seen[1]!.ifNoneMatch);
    reopened.close();
  });

  it('finishes a slow answer that keeps coming, and gives up on one that goes silent', async () => {
    const islands = (await bundled()).islands;
    const body = JSON.stringify(islands);
    let stallAfterFirst = false;
    staticServer = createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      // Twenty pieces, 100 ms apart: 2 s in all, twice the 1 s the client allows, yet never more
      // than 100 ms of silence (a margin a busy machine's late timers cannot use up).
      const pieces = Array.from({ length: 20 }, (_, i) =>
        body.slice((i * body.length) / 20, ((i + 1) * body.length) / 20),
      );
      let sent = 0;
      const next = () => {
        res.write(pieces[sent++]);
        if (stallAfterFirst) return; // and nothing more, ever
        if (sent === pieces.length) res.end();
        else setTimeout(next, 100);
      };
      next();
    });
    staticServer.listen(0, '127.0.0.1');
    await once(staticServer, 'listening');
    const base = `http://127.0.0.1:${(staticServer.address() as AddressInfo).port}`;
    const catalogue = await open();
    const slow = await refreshCatalogue({ catalogue, apiBaseUrl: base, timeoutMs: 1_000 });
    expect(slow.islands).toBe(islands.length);
    stallAfterFirst = true;
    const version = catalogue.snapshot().version;
    await expect(refreshCatalogue({ catalogue, apiBaseUrl: base, timeoutMs: 1_000 })).rejects.toMatchObject({
      code: 'unavailable',
    });
    expect(catalogue.snapshot().version).toBe(version);
    catalogue.close();
  });
});
