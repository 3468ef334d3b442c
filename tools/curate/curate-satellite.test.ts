import { copyFile, mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GIBS_CREDIT, GIBS_HOST } from '@core/satellite/gibs';
import { project } from '@core/satellite/map-projections';
import { removeTestDir, startTestServer, type TestServer } from '../../tests/support/test-server';
import { TOKEN, catalogOnDisk, curate, curateHere } from '../../tests/support/curate-runner';

const ISLAND = 'tristan-da-cunha';
const ACCEPTED_HOSTS =
  'Accepted image hosts (https only): images-assets.nasa.gov, earthobservatory.nasa.gov, ' +
  'eoimages.gsfc.nasa.gov, modis.gsfc.nasa.gov, landsat.visibleearth.nasa.gov, visibleearth.nasa.gov, ' +
  'gibs.earthdata.nasa.gov\n';

/** The GetMap's frame, and whether the island's point is inside it. */
function frames(url: string, island: { latitude: number; longitude: number }) {
  const params = new URL(url).searchParams;
  const [minX, minY, maxX, maxY] = params.get('BBOX')!.split(',').map(Number) as [number, number, number, number];
  expect(params.get('SRS')).toBe('EPSG:3857');
  const [x, y] = project('EPSG:3857', island.longitude, island.latitude);
  return minX < x && x < maxX && minY < y && y < maxY;
}

// Each child process pays for starting Node and tsx; give the tests room on a busy machine.
describe('npm run curate -- images from-satellite', { timeout: 120_000 }, () => {
  let dir: string;
  let catalogFile: string;
  let env: Record<string, string>;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'isolario-satellite-'));
    catalogFile = path.join(dir, 'catalog.json');
    await copyFile('data/catalog.json', catalogFile);
    await copyFile('data/outlines.topo.json', path.join(dir, 'outlines.topo.json'));
    // The outlines beside the catalogue (no OUTLINES_FILE), GIBS itself (an empty GIBS_URL is the default).
    env = { CATALOG_FILE: catalogFile, DATA_DIR: path.join(dir, 'no-inbox'), GIBS_URL: '' };
  });
  afterAll(async () => {
    await removeTestDir(dir);
  });

  it('writes the GIBS picture framed on the island as its primary image, with the credit', async () => {
    const result = await curate(['images', 'from-satellite', ISLAND], env);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const catalog = await catalogOnDisk(catalogFile);
    const island = catalog.islands.find((candidate) => candidate.id === ISLAND)!;
    const url = new URL(island.imageUrl!);
    expect(url.protocol).toBe('https:');
    expect(url.hostname).toBe(GIBS_HOST);
    expect(url.pathname).toBe('/wms/epsg3857/best/wms.cgi');
    expect(url.searchParams.get('REQUEST')).toBe('GetMap');
    expect(frames(island.imageUrl!, island)).toBe(true);
    expect(catalog.images).toEqual([
      expect.objectContaining({
        islandId: ISLAND,
        imageUrl: island.imageUrl,
        title: 'Tristan da Cunha from space: Landsat, 2001 · NASA GIBS',
        source: GIBS_CREDIT,
        isPrimary: true,
      }),
    ]);
    expect(result.stdout).toBe(
      `Added image ${catalog.images[0]!.id} to ${ISLAND} as its primary image: ${island.imageUrl}\n` +
        'Caption: Tristan da Cunha from space: Landsat, 2001 · NASA GIBS\n' +
        `Credit: ${GIBS_CREDIT}\n` +
        `Island: ${ISLAND} in ${catalogFile}\n`,
    );
  });

  it('writes nothing when the picture already is the primary image, and makes it primary again when not', async () => {
    const before = await readFile(catalogFile, 'utf8');
    const [written] = (await catalogOnDisk(catalogFile)).images;
    const again = await curateHere(['images', 'from-satellite', ISLAND], env);
    expect(again).toMatchObject({ code: 0, stderr: '' });
    expect(again.stdout).toContain(
      `${ISLAND} already has its satellite picture as its primary image (image ${written!.id}); nothing written.`,
    );
    const json = await curateHere(['images', 'from-satellite', ISLAND, '--json'], env);
    expect(json.code).toBe(0);
    expect(JSON.parse(json.stdout)).toEqual(written);
    expect(json.stderr).toBe(`note: already the primary image of ${ISLAND}; nothing written\n`);
    expect(await readFile(catalogFile, 'utf8')).toBe(before);

    const photo = 'https://earthobservatory.nasa.gov/images/1/fixture-tristan.jpg';
    expect((await curateHere(['images', 'add', ISLAND, photo, '--primary'], env)).code).toBe(0);
    const restored = await curateHere(['images', 'from-satellite', ISLAND, '--json'], env);
    expect(restored.code).toBe(0);
    expect(JSON.parse(restored.stdout)).toMatchObject({ id: written!.id, isPrimary: true });
    const catalog = await catalogOnDisk(catalogFile);
    expect(catalog.images.map((image) => [image.imageUrl, image.isPrimary])).toEqual([
      [written!.imageUrl, true],
      [photo, false],
    ]);
    expect(catalog.islands.find((island) => island.id === ISLAND)!.imageUrl).toBe(written!.imageUrl);
  });

  it('refuses a picture asked of a host outside the accepted ones, naming them, and writes nothing', async () => {
    const before = await readFile(catalogFile, 'utf8');
    const result = await curate(['images', 'from-satellite', 'bouvet-island'], {
      ...env,
      GIBS_URL: 'http://127.0.0.1:9',
    });
    expect(result).toMatchObject({ code: 1, stdout: '' });
    expect(result.stderr).toBe(
      'curate: The image is not valid\n' +
        '  - imageUrl: Must be a valid NASA image URL from accepted domains\n' +
        ACCEPTED_HOSTS +
        'The picture is asked of http://127.0.0.1:9 (GIBS_URL); only NASA GIBS, https://gibs.earthdata.nasa.gov, is accepted.\n',
    );
    expect(await readFile(catalogFile, 'utf8')).toBe(before);
  });

  it('refuses an unknown island (exit 3), a missing outlines file (exit 2) and extra arguments, writing nothing', async () => {
    const before = await readFile(catalogFile, 'utf8');
    const unknown = await curateHere(['images', 'from-satellite', 'no-such-island'], env);
    expect(unknown).toMatchObject({ code: 3, stdout: '', stderr: "curate: No island with id 'no-such-island'\n" });
    const missing = path.join(dir, 'missing.topo.json');
    const noOutlines = await curateHere(['images', 'from-satellite', ISLAND], { ...env, OUTLINES_FILE: missing });
    expect(noOutlines).toMatchObject({ code: 2, stdout: '' });
    expect(noOutlines.stderr).toBe(
      `curate: Cannot read the outlines ${missing} (OUTLINES_FILE): the file does not exist\n` +
        "The picture is framed on the island's outline: run npm run data:build, or set OUTLINES_FILE.\n",
    );
    expect((await curateHere(['images', 'from-satellite'], env)).code).toBe(2);
    expect((await curateHere(['images', 'from-satellite', ISLAND, '--primary'], env)).code).toBe(2);
    expect(await readFile(catalogFile, 'utf8')).toBe(before);
  });

  describe('against a running server', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({ env: { ADMIN_TOKEN: TOKEN } });
    });
    afterAll(async () => {
      await server.stop();
      await removeTestDir(server.dir);
    });

    it('fixes the picture the server computes, through the admin endpoint; once', async () => {
      const remoteEnv = { ADMIN_TOKEN: TOKEN, CATALOG_FILE: '/nonexistent/catalog.json', DATA_DIR: '/nonexistent/var' };
      const islandUrl = `${server.url}/api/islands/${ISLAND}`;
      const computed = (await (await fetch(islandUrl)).json()).satellite.url as string;
      const result = await curateHere(['images', 'from-satellite', ISLAND, '--server', server.url], remoteEnv);
      expect(result).toMatchObject({ code: 0, stderr: '' });
      expect(result.stdout).toContain(`to ${ISLAND} as its primary image: ${computed}`);
      expect((await (await fetch(islandUrl)).json()).imageUrl).toBe(computed);

      const again = await curateHere(['images', 'from-satellite', ISLAND, '--server', server.url], remoteEnv);
      expect(again.code).toBe(0);
      expect(again.stdout).toContain('nothing written');
      const images = await (await fetch(`${islandUrl}/images`)).json();
      expect(images).toEqual([expect.objectContaining({ imageUrl: computed, isPrimary: true, source: GIBS_CREDIT })]);
    });
  });
});
