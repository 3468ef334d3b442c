import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { access, mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Position } from 'geojson';
import { ringAreaKm2 } from '@core/outline';

const run = promisify(execFile);

/**
 * The land polygons behind the outlines: OpenStreetMap coastline data as generalised GeoJSON
 * (100 m), published on npm by the geo-maps project. Fetched on demand with `npm pack`, never a
 * dependency: the 112 MB file is a build input, not something the app carries.
 *
 * Every geo-maps resolution starts from openstreetmapdata.com's simplified land polygons, which
 * leave out small islands; the 10 m package (measured) lacks exactly the same islands, so a finer
 * geo-maps package would only make the input larger.
 */
export const LAND_SOURCE = {
  package: '@geo-maps/earth-lands-100m',
  version: '0.6.0',
  /** The tarball's sha1 as the registry publishes it (`npm view … dist.shasum`). */
  shasum: 'bcee1e6ce052d9c57bc7a2aa3b39912aaaf43c41',
  description: 'OpenStreetMap land polygons, 100 m resolution, from the geo-maps project',
} as const;

export interface LandPolygon {
  /** Position in the source file: a stable id and a stable order. */
  index: number;
  rings: Position[][];
  /** [west, south, east, north]; the source cuts land at the antimeridian, so west ≤ east. */
  bbox: [number, number, number, number];
  areaKm2: number;
}

/** Downloads, checks and unpacks the source once into `cacheDir`; returns the GeoJSON file path. */
export async function ensureLandSource(cacheDir: string, log: (line: string) => void): Promise<string> {
  const folder = path.join(
    cacheDir,
    `${LAND_SOURCE.package.replace('@', '').replace('/', '-')}-${LAND_SOURCE.version}`,
  );
  const geojson = path.join(folder, 'package', 'map.geo.json');
  if (await exists(geojson)) return geojson;
  await mkdir(folder, { recursive: true });
  const spec = `${LAND_SOURCE.package}@${LAND_SOURCE.version}`;
  log(`data:outlines: fetching ${spec} with npm pack into ${folder} (27.5 MB, once)`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const { stdout } = await run(npm, ['pack', spec, '--json', '--pack-destination', folder], {
    shell: process.platform === 'win32',
    maxBuffer: 16 * 1024 * 1024,
  });
  const [packed] = JSON.parse(stdout) as Array<{ filename: string }>;
  const tarball = path.join(folder, packed!.filename);
  const shasum = createHash('sha1')
    .update(await readFile(tarball))
    .digest('hex');
  if (shasum !== LAND_SOURCE.shasum) {
    await rm(tarball);
    throw new Error(`${tarball}: sha1 ${shasum}, expected ${LAND_SOURCE.shasum}; refusing to use it`);
  }
  await run('tar', ['-xzf', tarball, '-C', folder]);
  const manifest = JSON.parse(await readFile(path.join(folder, 'package', 'package.json'), 'utf8')) as {
    name: string;
    version: string;
  };
  const readme = await readFile(path.join(folder, 'package', 'README.md'), 'utf8');
  if (manifest.name !== LAND_SOURCE.package || manifest.version !== LAND_SOURCE.version) {
    throw new Error(`${folder}: the tarball holds ${manifest.name}@${manifest.version}, not ${spec}`);
  }
  // The code is MIT; the data is OpenStreetMap's, under the ODbL: the README says so, check it still does.
  if (!readme.includes('odbl/1.0') || !readme.includes('OpenStreetMap')) {
    throw new Error(`${folder}/package/README.md no longer states the ODbL licence of the OpenStreetMap data`);
  }
  return geojson;
}

async function exists(file: string) {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

const OPEN = 0x5b; // [
const CLOSE = 0x5d; // ]

/**
 * Streams the polygons of the source's one GeometryCollection of a MultiPolygon without holding the
 * 112 MB text: it counts brackets and parses one polygon at a time (depth 3 = one polygon's
 * coordinates). Each polygon goes to `take`; keep only what is needed.
 */
export async function readLandPolygons(file: string, take: (polygon: LandPolygon) => void): Promise<number> {
  let depth = 0;
  let index = 0;
  let parts: Buffer[] = [];
  let inPolygon = false;
  for await (const chunk of createReadStream(file, { highWaterMark: 1 << 20 }) as AsyncIterable<Buffer>) {
    let from = inPolygon ? 0 : -1;
    for (let i = 0; i < chunk.length; i++) {
      const byte = chunk[i];
      if (byte === OPEN) {
        depth++;
        if (depth === 3) {
          inPolygon = true;
          from = i;
        }
      } else if (byte === CLOSE) {
        if (depth === 3) {
          parts.push(chunk.subarray(from, i + 1));
          const rings = JSON.parse(Buffer.concat(parts).toString('latin1')) as Position[][];
          parts = [];
          inPolygon = false;
          take(landPolygon(index++, rings));
        }
        depth--;
      }
    }
    if (inPolygon) parts.push(Buffer.from(chunk.subarray(from)));
  }
  if (depth !== 0) throw new Error(`${file}: unbalanced brackets at the end, the file is cut short`);
  return index;
}

function landPolygon(index: number, rings: Position[][]): LandPolygon {
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (const [lng, lat] of rings[0] ?? []) {
    west = Math.min(west, lng!);
    east = Math.max(east, lng!);
    south = Math.min(south, lat!);
    north = Math.max(north, lat!);
  }
  const [outer, ...holes] = rings;
  const areaKm2 = outer ? Math.max(0, ringAreaKm2(outer) - holes.reduce((sum, hole) => sum + ringAreaKm2(hole), 0)) : 0;
  return { index, rings, bbox: [west, south, east, north], areaKm2 };
}
