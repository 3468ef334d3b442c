import { readFile } from 'node:fs/promises';
import { parseOutlineTopology } from '@core/outlines/outline';
import { readIslandLand } from '../../pipeline/outlines/island-land';
import { outlineOverrides } from '../../pipeline/outlines/outline-inputs';
import { islandCoasts } from '../../pipeline/remoteness/island-coasts';
import { measureIsland } from '../../pipeline/remoteness/measure-remoteness';
import { remotenessIslands } from '../../pipeline/remoteness/remoteness-inputs';
import { RemotenessWorld, type IslandCoast } from '../../pipeline/remoteness/remoteness-world';
import { countedPlaces, parseGazetteerAdditions } from '../../pipeline/sources/gazetteer-additions';
import { DEFAULT_CACHE_DIR, ensureSource } from '../../pipeline/sources/fetch-source';
import { GAZETTEER, LAND_POLYGONS } from '../../pipeline/sources/open-data-sources';
import { LandIndex } from '../../pipeline/spatial/land-index';
import { landMasses } from '../../pipeline/spatial/land-masses';
import { BandedPolygon, rawPolygonContains } from '../../pipeline/spatial/raw-polygon';
import type { LandPolygon } from '../../pipeline/spatial/land-polygons';

export interface RemotenessPointsRow {
  points: number;
  seconds: number;
  /** Microseconds per point: flat as the count grows means n log n overall, not n × polygons. */
  microsPerPoint: number;
}

/**
 * The remoteness measures for random points of open ocean, against the real world the catalogue's
 * build uses (land, continents, groups, places and the catalogue islands): each point measured
 * like an island with no outline. The world is built once; the points are not added to it.
 */
export async function benchRemotenessPoints(counts: readonly number[]): Promise<RemotenessPointsRow[]> {
  const fetchOptions = { cacheDir: DEFAULT_CACHE_DIR, log: (line: string) => console.error(line) };
  const landFile = await ensureSource(LAND_POLYGONS, fetchOptions);
  const islands = remotenessIslands(JSON.parse(await readFile('data/catalog.json', 'utf8')));
  const overrides = outlineOverrides(JSON.parse(await readFile('data/outline-overrides.json', 'utf8')));
  const land = await readIslandLand(islands, overrides, landFile, { keepContinents: true });
  const polygons = [...land.polygons, ...land.continentPolygons];
  const masses = landMasses(polygons);
  const topology = parseOutlineTopology(JSON.parse(await readFile('data/outlines.topo.json', 'utf8')));
  const coasts: IslandCoast[] = islandCoasts(islands, topology, land, masses);
  const places = await countedPlaces(
    await ensureSource(GAZETTEER, fetchOptions),
    parseGazetteerAdditions(await readFile('data/gazetteer-additions.json', 'utf8')),
  );
  const world = new RemotenessWorld(polygons, masses, coasts, places);
  const onLand = new LandIndex(polygons);
  // A continent has millions of vertices: test points against it by latitude band, not whole.
  const banded = new Map<LandPolygon, BandedPolygon>();
  const contains = (polygon: LandPolygon, point: { latitude: number; longitude: number }) => {
    if (polygon.rings.reduce((sum, ring) => sum + ring.length, 0) < 10_000) return rawPolygonContains(polygon, point);
    let prepared = banded.get(polygon);
    if (!prepared) banded.set(polygon, (prepared = new BandedPolygon(polygon)));
    return prepared.contains(point);
  };
  const catalogueSize = coasts.length;

  // Uniform on the sphere, seeded, keeping only points in the sea.
  let state = 12345;
  const random = () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 4294967296;
  };
  const rows: RemotenessPointsRow[] = [];
  for (const count of counts) {
    coasts.length = catalogueSize;
    while (coasts.length < catalogueSize + count) {
      const latitude = (Math.asin(2 * random() - 1) * 180) / Math.PI;
      const longitude = random() * 360 - 180;
      const point = { latitude, longitude };
      if (onLand.near(point, 1).some((polygon) => contains(polygon, point))) continue;
      const id = `ocean-${coasts.length}`;
      coasts.push({
        island: { id, name: id, latitude, longitude, isInhabited: false },
        coast: [point],
        selected: new Set(),
        own: new Set(),
        areaKm2: 0,
      });
    }
    const started = performance.now();
    for (let i = catalogueSize; i < coasts.length; i++) measureIsland(world, i);
    const seconds = (performance.now() - started) / 1000;
    rows.push({ points: count, seconds, microsPerPoint: (seconds * 1e6) / count });
  }
  return rows;
}
