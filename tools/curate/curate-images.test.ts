import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Catalog } from '@core/contract/schemas';
import { removeTestDir, startTestServer, type TestServer } from '../../tests/support/test-server';
import { TOKEN, catalogOnDisk, curate, curateHere, testCatalogue } from '../../tests/support/curate-runner';
import { searchNasaImages } from './nasa-search';
import { freePort } from '../../node/free-port';

// Made-up nasa_ids in the library's shapes: test fixtures, not real images.
const item = (nasaId: string, title: string, date: string, center: string, keywords: string[]) => ({
  href: `https://images-assets.nasa.gov/image/${nasaId}/collection.json`,
  data: [
    {
      nasa_id: nasaId,
      title,
      description: `${title}. A fictional test fixture.`,
      date_created: date,
      keywords,
      media_type: 'image',
      center,
    },
  ],
  links: [
    { href: `https://images-assets.nasa.gov/image/${nasaId}/${nasaId}~thumb.jpg`, rel: 'preview', render: 'image' },
  ],
});

const FROM_ISS = item(
  'iss069e000001',
  'Tristan da Cunha from the International Space Station',
  '2023-05-02T00:00:00Z',
  'JSC',
  ['Tristan da Cunha', 'International Space Station', 'Earth observation'],
);
const ANSWERS: Record<string, unknown[]> = {
  'Tristan da Cunha': [
    item('HQ-2024-fixture-0005', 'Atlantic islands exhibit opens at headquarters', '2024-03-01T00:00:00Z', 'HQ', [
      'exhibit',
    ]),
    item('ARC-2024-fixture-0003', 'Rockhopper penguins on Tristan da Cunha', '2024-01-15T00:00:00Z', 'ARC', [
      'penguins',
    ]),
    FROM_ISS,
    item('GSFC_20190412_Fixture_e000004', 'Volcanic islands of the South Atlantic', '2019-04-12T00:00:00Z', 'GSFC', [
      'Landsat 8',
      'South Atlantic',
    ]),
  ],
  'Tristão da Cunha': [
    FROM_ISS,
    item('iss040e000002', 'Tristão da Cunha, South Atlantic Ocean', '2014-08-04T00:00:00Z', 'JSC', ['volcano']),
  ],
};

/** A stand-in for the NASA Image and Video Library search API: the documented answer, replayed. */
async function startStandIn() {
  const requests: { path: string; q: string | null; mediaType: string | null }[] = [];
  let mode: 'answer' | 'fail' | 'garbage' | 'wrong-shape' | 'hang' = 'answer';
  const server: Server = createHttpServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const q = url.searchParams.get('q');
    requests.push({ path: url.pathname, q, mediaType: url.searchParams.get('media_type') });
    if (mode === 'hang') return;
    if (mode === 'fail') return void res.writeHead(500, { 'Content-Type': 'text/plain' }).end('Internal Server Error');
    if (mode === 'garbage') return void res.writeHead(200, { 'Content-Type': 'text/html' }).end('<html>maintenance');
    if (mode === 'wrong-shape')
      return void res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"reason":"moved"}');
    const items = url.pathname === '/search' ? (ANSWERS[q ?? ''] ?? []) : [];
    const body = {
      collection: {
        version: '1.0',
        href: `http://stand-in${req.url}`,
        items,
        metadata: { total_hits: items.length === 4 ? 240 : items.length },
        links: [],
      },
    };
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    set mode(value: typeof mode) {
      mode = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function catalogWithAlternateName(): Catalog {
  const catalog = testCatalogue();
  catalog.islands.find((island) => island.id === 'tristan-da-cunha')!.alternateNames = ['Tristão da Cunha'];
  return catalog;
}

const LARGE = (id: string) => `https://images-assets.nasa.gov/image/${id}/${id}~large.jpg`;
const RANKED = [
  'iss069e000001',
  'iss040e000002',
  'ARC-2024-fixture-0003',
  'GSFC_20190412_Fixture_e000004',
  'HQ-2024-fixture-0005',
];

// Most cases run the command in this process (curateHere); one search and one add run it as the
// child process npm run curate starts, which pays for starting Node and tsx: room on a busy machine.
describe('npm run curate -- images', { timeout: 120_000 }, () => {
  let standIn: Awaited<ReturnType<typeof startStandIn>>;
  let dir: string;
  let catalogFile: string;
  let env: Record<string, string>;

  beforeAll(async () => {
    standIn = await startStandIn();
    dir = await mkdtemp(path.join(tmpdir(), 'isolario-images-'));
    catalogFile = path.join(dir, 'catalog.json');
    await writeFile(catalogFile, JSON.stringify(catalogWithAlternateName(), null, 2));
    // DATA_DIR points nowhere: the image commands need only the catalogue.
    env = { CATALOG_FILE: catalogFile, DATA_DIR: path.join(dir, 'no-inbox'), NASA_IMAGES_API: standIn.url };
  });
  afterEach(() => {
    standIn.mode = 'answer';
    standIn.requests.length = 0;
  });
  afterAll(async () => {
    await standIn.close();
    await removeTestDir(dir);
  });

  describe('suggest', () => {
    it('searches the name and each alternate name once, and prints the candidates ranked', async () => {
      const result = await curate(['images', 'suggest', 'tristan-da-cunha'], env);
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      expect(standIn.requests).toEqual([
        { path: '/search', q: 'Tristan da Cunha', mediaType: 'image' },
        { path: '/search', q: 'Tristão da Cunha', mediaType: 'image' },
      ]);
      const lines = result.stdout.split('\n');
      expect(lines[0]).toBe(
        "NASA images for Tristan da Cunha (tristan-da-cunha); searched 'Tristan da Cunha' (4 images; first page of 240 hits), 'Tristão da Cunha' (2 images)",
      );
      expect(result.stdout).toContain('5 candidates: ');
      const urls = lines.filter((line) => line.startsWith('   https://')).map((line) => line.trim());
      expect(urls).toEqual(RANKED.map(LARGE));
      expect(result.stdout).toContain(
        '1. Tristan da Cunha from the International Space Station\n' +
          "   2023-05-02 · iss069e000001 · JSC · mentions 'Tristan da Cunha' · Earth observation: ISS\n" +
          `   ${LARGE('iss069e000001')}\n`,
      );
      expect(result.stdout).toContain('~orig.jpg in its place is the original');
      expect(result.stdout).toContain('npm run curate -- images add tristan-da-cunha <url>');
    });

    it('prints the ranked list as JSON, and --limit cuts it', async () => {
      const result = await curateHere(['images', 'suggest', 'tristan-da-cunha', '--json'], env);
      expect(result.code).toBe(0);
      const candidates = JSON.parse(result.stdout) as Record<string, unknown>[];
      expect(candidates.map((candidate) => candidate.nasaId)).toEqual(RANKED);
      expect(candidates[0]).toMatchObject({
        rank: 1,
        title: 'Tristan da Cunha from the International Space Station',
        dateCreated: '2023-05-02T00:00:00Z',
        imageUrl: LARGE('iss069e000001'),
        originalUrl: 'https://images-assets.nasa.gov/image/iss069e000001/iss069e000001~orig.jpg',
        matchedName: 'Tristan da Cunha',
        earthObservation: 'ISS',
        foundBy: ['Tristan da Cunha', 'Tristão da Cunha'],
      });
      expect(candidates[1]).toMatchObject({ matchedName: 'Tristão da Cunha', earthObservation: 'ISS' });

      const limited = await curateHere(['images', 'suggest', 'tristan-da-cunha', '--limit', '2'], env);
      expect(limited.code).toBe(0);
      expect(limited.stdout).toContain('5 candidates, the best 2 shown (--limit N for more)');
      expect(limited.stdout).not.toContain('3. ');
    });

    it('answers a failing, garbled or absent library with one clear line and exit 5', async () => {
      standIn.mode = 'fail';
      const failing = await curateHere(['images', 'suggest', 'tristan-da-cunha'], env);
      expect(failing).toMatchObject({ code: 5, stdout: '' });
      expect(failing.stderr).toBe(
        `curate: Searching for 'Tristan da Cunha': the NASA Image and Video Library at ${standIn.url} answered 500 Internal Server Error\n`,
      );

      standIn.mode = 'garbage';
      const garbage = await curateHere(['images', 'suggest', 'tristan-da-cunha'], env);
      expect(garbage).toMatchObject({ code: 5, stdout: '' });
      expect(garbage.stderr).toBe(
        `curate: Searching for 'Tristan da Cunha': the NASA Image and Video Library at ${standIn.url} answered with something that is not JSON\n`,
      );

      standIn.mode = 'wrong-shape';
      const wrongShape = await curateHere(['images', 'suggest', 'tristan-da-cunha'], env);
      expect(wrongShape.code).toBe(5);
      expect(wrongShape.stderr).toMatch(/answered outside its documented shape \(collection: .*\)\n$/);
      expect(wrongShape.stderr.split('\n')).toHaveLength(2);

      const port = await freePort();
      const absent = await curateHere(['images', 'suggest', 'tristan-da-cunha'], {
        ...env,
        NASA_IMAGES_API: `http://127.0.0.1:${port}`,
      });
      expect(absent).toMatchObject({ code: 5, stdout: '' });
      expect(absent.stderr).toBe(
        `curate: Searching for 'Tristan da Cunha': cannot reach the NASA Image and Video Library at http://127.0.0.1:${port}: ECONNREFUSED\n`,
      );
    });

    it('gives up on a library that does not answer in time', async () => {
      standIn.mode = 'hang';
      await expect(searchNasaImages(standIn.url, 'Tristan da Cunha', 300)).rejects.toMatchObject({
        exitCode: 5,
        message: `Searching for 'Tristan da Cunha': the NASA Image and Video Library at ${standIn.url} did not answer within 0.3 s`,
      });
    });

    it('answers an unknown island with exit 3 and a bad NASA_IMAGES_API or --limit with exit 2, asking nothing', async () => {
      const unknown = await curateHere(['images', 'suggest', 'no-such-island'], env);
      expect(unknown).toMatchObject({ code: 3, stderr: "curate: No island with id 'no-such-island'\n" });
      const badBase = await curateHere(['images', 'suggest', 'tristan-da-cunha'], { ...env, NASA_IMAGES_API: 'nasa' });
      expect(badBase.code).toBe(2);
      expect(badBase.stderr).toContain('NASA_IMAGES_API must be a URL');
      for (const limit of ['0', 'many', '2.5']) {
        const badLimit = await curateHere(['images', 'suggest', 'tristan-da-cunha', '--limit', limit], env);
        expect(badLimit.code, limit).toBe(2);
      }
      expect(standIn.requests).toEqual([]);
    });
  });

  describe('add on the local file', () => {
    it('writes the image into the catalogue file; --primary makes it the island primary image', async () => {
      const url = LARGE('iss069e000001');
      const result = await curateHere(
        [
          'images',
          'add',
          'tristan-da-cunha',
          url,
          '--caption',
          'Tristan da Cunha from the ISS',
          '--credit',
          'NASA/JSC',
        ],
        env,
      );
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      expect(result.stdout).toMatch(new RegExp(`^Added image \\S+ to tristan-da-cunha: ${url}\n`));
      expect(result.stdout).toContain(`Island: tristan-da-cunha in ${catalogFile}`);
      let catalog = await catalogOnDisk(catalogFile);
      expect(catalog.images).toEqual([
        expect.objectContaining({
          islandId: 'tristan-da-cunha',
          imageUrl: url,
          title: 'Tristan da Cunha from the ISS',
          source: 'NASA/JSC',
          isPrimary: false,
        }),
      ]);
      expect(catalog.islands.find((island) => island.id === 'tristan-da-cunha')!.imageUrl).toBeUndefined();

      const primaryUrl = 'https://earthobservatory.nasa.gov/images/1/fixture-tristan.jpg';
      const primary = await curate(['images', 'add', 'tristan-da-cunha', primaryUrl, '--primary', '--json'], env);
      expect(primary.code).toBe(0);
      expect(JSON.parse(primary.stdout)).toMatchObject({ imageUrl: primaryUrl, isPrimary: true });
      catalog = await catalogOnDisk(catalogFile);
      expect(catalog.images.map((image) => [image.imageUrl, image.isPrimary])).toEqual([
        [url, false],
        [primaryUrl, true],
      ]);
      expect(catalog.islands.find((island) => island.id === 'tristan-da-cunha')!.imageUrl).toBe(primaryUrl);
      expect(standIn.requests).toEqual([]);
    });

    it('refuses a host outside the accepted ones with the schema message, writing nothing', async () => {
      const before = await readFile(catalogFile, 'utf8');
      const result = await curateHere(['images', 'add', 'tristan-da-cunha', 'https://example.com/tristan.jpg'], env);
      expect(result).toMatchObject({ code: 1, stdout: '' });
      expect(result.stderr).toBe(
        'curate: The image is not valid\n' +
          '  - imageUrl: Must be a valid NASA image URL from accepted domains\n' +
          'Accepted image hosts (https only): images-assets.nasa.gov, earthobservatory.nasa.gov, ' +
          'eoimages.gsfc.nasa.gov, modis.gsfc.nasa.gov, landsat.visibleearth.nasa.gov, visibleearth.nasa.gov, ' +
          'gibs.earthdata.nasa.gov\n',
      );
      expect(await readFile(catalogFile, 'utf8')).toBe(before);
      const unknown = await curateHere(['images', 'add', 'no-such-island', LARGE('iss069e000001')], env);
      expect(unknown.code).toBe(3);
      expect(await readFile(catalogFile, 'utf8')).toBe(before);
    });
  });

  describe('against a running server', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({ catalog: catalogWithAlternateName(), env: { ADMIN_TOKEN: TOKEN } });
    });
    afterAll(async () => {
      await server.stop();
      await removeTestDir(server.dir);
    });
    // The local-file variables point elsewhere: --server must not touch them.
    const remoteEnv = () => ({
      ADMIN_TOKEN: TOKEN,
      CATALOG_FILE: '/nonexistent/catalog.json',
      DATA_DIR: '/nonexistent/var',
      NASA_IMAGES_API: standIn.url,
    });

    it('adds the image through the admin endpoint; the server shows it at once', async () => {
      const url = LARGE('iss040e000002');
      const result = await curateHere(
        ['images', 'add', 'tristan-da-cunha', url, '--primary', '--credit', 'NASA/JSC', '--server', server.url],
        remoteEnv(),
      );
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      expect(result.stdout).toContain(`to tristan-da-cunha as its primary image: ${url}`);
      expect(result.stdout).toContain(`Island: ${server.url}/island/tristan-da-cunha`);
      const images = await (await fetch(`${server.url}/api/islands/tristan-da-cunha/images`)).json();
      expect(images).toEqual([expect.objectContaining({ imageUrl: url, isPrimary: true, source: 'NASA/JSC' })]);
      const island = await (await fetch(`${server.url}/api/islands/tristan-da-cunha`)).json();
      expect(island.imageUrl).toBe(url);

      const refused = await curateHere(
        ['images', 'add', 'tristan-da-cunha', 'http://images-assets.nasa.gov/x.jpg', '--server', server.url],
        remoteEnv(),
      );
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('imageUrl: Must be a valid NASA image URL from accepted domains');
      expect(await (await fetch(`${server.url}/api/islands/tristan-da-cunha/images`)).json()).toHaveLength(1);
    });

    it('suggests for an island the server holds', async () => {
      const result = await curateHere(['images', 'suggest', 'tristan-da-cunha', '--server', server.url], remoteEnv());
      expect(result.code).toBe(0);
      expect(standIn.requests.map((request) => request.q)).toEqual(['Tristan da Cunha', 'Tristão da Cunha']);
    });
  });
});
