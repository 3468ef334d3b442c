import { createHash } from 'node:crypto';
import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releasesFileSchema, type Release } from '@core/releases/release-schema';
import { rawGet, removeTestDir, startTestServer, type TestServer } from '../tests/support/test-server';

// The releases served: the list, each file as released, the release on every answer, and 410 for
// an id a release removed (a release made for this test, on top of the real ones).
let server: TestServer;
let releases: Release[];
const REMOVED = { id: 'old-rock', name: 'Old Rock' };

beforeAll(async () => {
  const started = await startTestServer();
  await cp('data/releases', path.join(started.dir, 'releases'), { recursive: true });
  const real = releasesFileSchema.parse(JSON.parse(await readFile('data/releases.json', 'utf8'))).releases;
  const removal: Release = {
    ...real[0]!,
    version: '2026.12.9',
    previous: real[0]!.version,
    changes: { added: [], removed: [REMOVED], changed: [] },
  };
  releases = [removal, ...real];
  await writeFile(path.join(started.dir, 'releases.json'), JSON.stringify({ releases }));
  server = await started.restart();
});
afterAll(async () => {
  await server.stop();
  await removeTestDir(server.dir);
});

describe('GET /api/releases and the release files', () => {
  it('lists every release, newest first, with its counts, changes and downloads', async () => {
    const answer = await fetch(`${server.url}/api/releases`);
    expect(answer.status).toBe(200);
    const listed = (await answer.json()) as Release[];
    expect(listed.map((release) => release.version)).toEqual(releases.map((release) => release.version));
    expect(listed.at(-1)!.downloads['islands.csv']).toBe(`/releases/${listed.at(-1)!.version}/islands.csv`);
  });

  it('serves each file of a release as released, byte for byte, with its type and a year of caching', async () => {
    const first = releases.at(-1)!;
    for (const [file, type] of [
      ['islands.csv', 'text/csv; charset=utf-8'],
      ['islands.geojson', 'application/geo+json; charset=utf-8'],
      ['datapackage.json', 'application/json; charset=utf-8'],
    ] as const) {
      const answer = await rawGet(`${server.url}${first.downloads[file]}`);
      expect(answer.status, file).toBe(200);
      expect(answer.headers['content-type']).toBe(type);
      expect(answer.headers['cache-control']).toContain('immutable');
      expect(createHash('sha256').update(answer.body).digest('hex')).toBe(first.sha256[file]);
    }
    expect((await rawGet(`${server.url}/releases/${first.version}/secrets.txt`)).status).toBe(404);
    expect((await rawGet(`${server.url}/releases/..%2Fcatalog.json/islands.csv`)).status).toBe(404);
  });
});

describe('the release on every answer', () => {
  it('names the release in the Isolario-Release header, first answer and cached one alike', async () => {
    const version = JSON.parse(await readFile(server.catalogFile, 'utf8')).version as string;
    expect(version).toMatch(/^\d{4}\.\d+\.\d+$/);
    for (let i = 0; i < 2; i++) {
      const answer = await rawGet(`${server.url}/api/islands/tristan-da-cunha`);
      expect(answer.headers['isolario-release']).toBe(version);
    }
    expect((await rawGet(`${server.url}/api/islands/no-such-island`)).headers['isolario-release']).toBe(version);
    const document = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
      info: Record<string, unknown>;
    };
    expect(document.info['x-catalogue-release']).toBe(version);
  });

  it('gives each island its history: the release it entered in and each one that changed it', async () => {
    const island = (await (await fetch(`${server.url}/api/islands/tristan-da-cunha`)).json()) as {
      history: { added: { version: string } };
    };
    expect(island.history.added.version).toBe(releases.at(-1)!.version);
  });
});

describe('an id a release removed', () => {
  it('answers 410 Gone with the release that removed it, never 404 or a new island', async () => {
    const answer = await rawGet(`${server.url}/api/islands/${REMOVED.id}`);
    expect(answer.status).toBe(410);
    expect(JSON.parse(answer.body.toString('utf8'))).toEqual({
      error: 'gone',
      message: `Island '${REMOVED.id}' was removed from the catalogue in release 2026.12.9`,
      removedIn: '2026.12.9',
    });
    expect((await rawGet(`${server.url}/api/islands/${REMOVED.id}/outline`)).status).toBe(410);
  });
});
