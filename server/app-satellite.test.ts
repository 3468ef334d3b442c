import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GIBS_CREDIT } from '@core/satellite/gibs';
import { project } from '@core/satellite/map-projections';
import { satelliteSrcSet } from '@core/satellite/satellite';
import type { Island } from '@core/contract/schemas';
import { startGibsStandIn, type GibsStandIn } from '../tests/support/gibs-stand-in';
import { useTestServer } from '../tests/support/test-server';

// Every island's NASA picture, computed when the catalogue loads and served on its record.
// The stand-in's port is fixed before the server starts, since the server names it in each picture.
const STAND_IN_PORT = 4000 + Math.floor(Math.random() * 900);
let standIn: GibsStandIn;
beforeAll(async () => {
  standIn = await startGibsStandIn(STAND_IN_PORT);
});
afterAll(async () => standIn.close());
const server = useTestServer({ env: { GIBS_URL: `http://127.0.0.1:${STAND_IN_PORT}` } });

const getJson = async <T>(url: string) => {
  const res = await fetch(`${server.url}${url}`);
  expect(res.status, url).toBe(200);
  return (await res.json()) as T;
};

type Outline = { geometry: { type: 'Polygon' | 'MultiPolygon'; coordinates: number[][][] | number[][][][] } };

function outerPoints(outline: Outline): number[][] {
  const polygons = (
    outline.geometry.type === 'Polygon' ? [outline.geometry.coordinates] : outline.geometry.coordinates
  ) as number[][][][];
  return polygons.flatMap((polygon) => polygon[0]!);
}

describe('satellite pictures in the API', () => {
  it('gives every island a picture, and each outlined island lies inside its frame', async () => {
    const islands = await getJson<Island[]>('/api/islands');
    expect(islands.length).toBeGreaterThan(500);
    const outlined = islands.filter((island) => island.hasOutline);
    for (const island of islands) {
      expect(island.satellite, island.id).toBeDefined();
      expect(island.satellite!.url.startsWith(`http://127.0.0.1:${STAND_IN_PORT}/wms/`), island.id).toBe(true);
      expect(island.satellite!.credit).toBe(GIBS_CREDIT);
    }
    // The outlines come from the outline route, as a client would fetch them.
    for (const island of outlined.filter((_, i) => i % 7 === 0)) {
      const outline = await getJson<Outline>(`/api/islands/${island.id}/outline`);
      const { crs, bbox } = island.satellite!;
      for (const [lng, lat] of outerPoints(outline)) {
        const [x, y] = project(crs, lng!, lat!);
        expect(x >= bbox[0]! && x <= bbox[2]! && y >= bbox[1]! && y <= bbox[3]!, `${island.id} at ${lng},${lat}`).toBe(
          true,
        );
      }
    }
  });

  it('frames an island without an outline round its point', async () => {
    const islands = await getJson<Island[]>('/api/islands');
    const bare = islands.find((island) => island.hasOutline === false)!;
    const { crs, bbox } = bare.satellite!;
    const [x, y] = project(crs, bare.longitude, bare.latitude);
    expect(x > bbox[0]! && x < bbox[2]! && y > bbox[1]! && y < bbox[3]!).toBe(true);
  });

  it('lets the pages show the stand-in’s pictures, and nothing else from it', async () => {
    const res = await fetch(`${server.url}/api/islands/wrangel-island`);
    const csp = res.headers.get('content-security-policy')!;
    const directive = (name: string) => csp.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';
    expect(directive('img-src')).toContain(`http://127.0.0.1:${STAND_IN_PORT}`);
    expect(directive('img-src')).toContain('https://gibs.earthdata.nasa.gov');
    expect(directive('connect-src')).not.toContain('gibs');
    expect(directive('connect-src')).not.toContain(`127.0.0.1:${STAND_IN_PORT}`);
    const wrangel = (await res.json()) as Island;
    expect(wrangel.satellite).toMatchObject({ crs: 'EPSG:3413', width: 1024, height: 640 });
  });

  it('asks GIBS in its documented shapes: every picture and srcset size is served by the stand-in', async () => {
    const islands = await getJson<Island[]>('/api/islands');
    const urls = islands.flatMap((island) => [
      island.satellite!.url,
      ...satelliteSrcSet(island.satellite!, 2.4)
        .split(', ')
        .map((entry) => entry.split(' ')[0]!),
    ]);
    for (const url of urls.filter((_, i) => i % 5 === 0)) {
      const res = await fetch(url);
      expect(res.status, `${url}: ${res.status === 400 ? await res.text() : ''}`).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/jpeg');
      await res.arrayBuffer();
    }
    expect(standIn.requests.every((request) => request.kind === 'wms')).toBe(true);
    const refused = await fetch(`${standIn.origin}/wms/epsg3857/best/wms.cgi?SERVICE=WMS&REQUEST=GetMap&VERSION=1.3.0`);
    expect(refused.status).toBe(400);
  });
});
