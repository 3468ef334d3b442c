import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import {
  OUTLINE_ATTRIBUTION,
  OUTLINE_LICENCE,
  OUTLINE_LICENCE_URL,
  OUTLINE_MAX_DISTANCE_KM,
  areaRatioOutOfRange,
  islandOutline,
  measureOutline,
  parseOutlineTopology,
  type OutlineMetadata,
} from '@core/outline';
import { contentVersion } from '../../node/json-store/content-version';
import {
  LandIndex,
  OUTLINE_RULES,
  selectOutlines,
  type ContinentNearby,
  type OutlineIsland,
  type OutlineOverride,
} from './outline-selection';
import { simplifyPolygons, simplifyThresholdKm2 } from './outline-simplify';
import { LAND_SOURCE, ensureLandSource, readLandPolygons, type LandPolygon } from '../sources/land-polygons';
import { writeTopology } from './outline-topology';

/**
 * npm run data:outlines — island outlines from OpenStreetMap land polygons (issue 16).
 * Reads data/catalog.json, data/outline-overrides.json and data/outline-exceptions.json; fetches
 * the land polygons into var/cache/geo-maps/ once; writes data/outlines.topo.json (same input,
 * same bytes) and reports the islands it could not outline, and why.
 */
const DATA = path.resolve('data');
const CATALOG_FILE = path.resolve(process.env.CATALOG_FILE ?? path.join(DATA, 'catalog.json'));
const OVERRIDES_FILE = path.join(DATA, 'outline-overrides.json');
const EXCEPTIONS_FILE = path.join(DATA, 'outline-exceptions.json');
const OUT_FILE = path.join(DATA, 'outlines.topo.json');
const CACHE_DIR = path.resolve('var/cache/geo-maps');
/** How far from an island continent-sized land is looked for, to say so in the report. */
const CONTINENT_WATCH_KM = 100;

const overridesSchema = z.record(
  z.string(),
  z.strictObject({
    mode: z.enum(['island', 'group']).optional(),
    radiusKm: z.number().positive().optional(),
    reason: z.string().min(10),
  }),
);
const exceptionsSchema = z.record(
  z.string(),
  z.strictObject({ distance: z.string().min(10).optional(), area: z.string().min(10).optional() }),
);
const catalogueSchema = z.looseObject({
  islands: z.array(
    z.looseObject({
      id: z.string(),
      name: z.string(),
      latitude: z.number(),
      longitude: z.number(),
      area: z.number().optional(),
    }),
  ),
});

const KM_PER_DEGREE = 111.19508;
const started = performance.now();
const log = (line: string) => console.log(line);

async function main() {
  const catalogueText = await readFile(CATALOG_FILE, 'utf8');
  const islands: OutlineIsland[] = catalogueSchema
    .parse(JSON.parse(catalogueText))
    .islands.map(({ id, name, latitude, longitude, area }) => ({ id, name, latitude, longitude, area }));
  const overrides = overridesSchema.parse(JSON.parse(await readFile(OVERRIDES_FILE, 'utf8'))) as Record<
    string,
    OutlineOverride
  >;
  const exceptions = exceptionsSchema.parse(JSON.parse(await readFile(EXCEPTIONS_FILE, 'utf8').catch(() => '{}')));
  const ids = new Set(islands.map((island) => island.id));
  for (const id of [...Object.keys(overrides), ...Object.keys(exceptions)]) {
    if (!ids.has(id)) log(`warning: ${id} is in the overrides or exceptions but not in the catalogue`);
  }

  const sourceFile = await ensureLandSource(CACHE_DIR, log);
  const polygons: LandPolygon[] = [];
  const continents = new Map<string, ContinentNearby>();
  const read = await readLandPolygons(sourceFile, (polygon) => {
    if (polygon.areaKm2 < OUTLINE_RULES.continentKm2 && polygon.bbox[2] - polygon.bbox[0] < 300) polygons.push(polygon);
    else noteContinent(polygon, islands, continents);
  });
  const readSeconds = (performance.now() - started) / 1000;
  log(
    `data:outlines: read ${read} land polygons in ${readSeconds.toFixed(1)} s; ${polygons.length} below continent size kept`,
  );

  const { selections, refusals } = selectOutlines(islands, overrides, new LandIndex(polygons), continents);
  const entries = selections.map((selection) => {
    const rings = selection.polygons.map((polygon) => polygon.rings);
    const total = selection.polygons.reduce((sum, polygon) => sum + polygon.areaKm2, 0);
    return { id: selection.islandId, polygons: simplifyPolygons(rings, simplifyThresholdKm2(total), total) };
  });
  const notOutlined = Object.fromEntries(
    islands.filter(({ id }) => refusals.has(id)).map(({ id }) => [id, refusals.get(id)!]),
  );
  const metadata: OutlineMetadata = {
    source: { package: LAND_SOURCE.package, version: LAND_SOURCE.version, description: LAND_SOURCE.description },
    licence: OUTLINE_LICENCE,
    licenceUrl: OUTLINE_LICENCE_URL,
    attribution: OUTLINE_ATTRIBUTION,
    catalogueVersion: contentVersion(catalogueText),
    notOutlined,
  };
  const topology = writeTopology(entries, metadata);
  for (const id of topology.emptied) notOutlined[id] = 'every ring collapsed on the quantization grid';
  await writeFile(OUT_FILE, topology.text);

  report(islands, selections, notOutlined, topology, exceptions, overrides);
}

/** Continent-sized land is dropped after noting which islands sit on it or near it. */
function noteContinent(polygon: LandPolygon, islands: OutlineIsland[], continents: Map<string, ContinentNearby>) {
  const [west, south, east, north] = polygon.bbox;
  for (const island of islands) {
    const dLat = CONTINENT_WATCH_KM / KM_PER_DEGREE;
    const dLng = dLat / Math.max(0.05, Math.cos((island.latitude * Math.PI) / 180));
    if (island.latitude < south - dLat || island.latitude > north + dLat) continue;
    if (east - west < 300 && (island.longitude < west - dLng || island.longitude > east + dLng)) continue;
    const entry = continents.get(island.id) ?? {};
    if (containsRaw(polygon, island)) entry.underPointKm2 = Math.max(entry.underPointKm2 ?? 0, polygon.areaKm2);
    else {
      const km = nearestVertexKm(polygon, island, dLat, dLng);
      if (km <= CONTINENT_WATCH_KM) entry.nearestKm = Math.min(entry.nearestKm ?? Infinity, km);
    }
    if (entry.underPointKm2 !== undefined || entry.nearestKm !== undefined) continents.set(island.id, entry);
  }
}

/**
 * Point in polygon on the raw longitudes: the source cuts land at ±180° and closes Antarctica along
 * its southern edge, so a flat test is right here where unwrapping a ring round the pole is not.
 */
function containsRaw(polygon: LandPolygon, island: OutlineIsland) {
  let inside = false;
  for (const ring of polygon.rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i]!;
      const [xj, yj] = ring[j]!;
      if (
        yi! > island.latitude !== yj! > island.latitude &&
        island.longitude < ((xj! - xi!) * (island.latitude - yi!)) / (yj! - yi!) + xi!
      ) {
        inside = !inside;
      }
    }
  }
  return inside;
}

function nearestVertexKm(polygon: LandPolygon, island: OutlineIsland, dLat: number, dLng: number) {
  let best = Infinity;
  const rad = Math.PI / 180;
  for (const ring of polygon.rings) {
    for (const [lng, lat] of ring) {
      if (Math.abs(lat! - island.latitude) > dLat) continue;
      const dx = Math.abs(((lng! - island.longitude + 540) % 360) - 180);
      if (dx > dLng) continue;
      const h =
        Math.sin(((lat! - island.latitude) * rad) / 2) ** 2 +
        Math.cos(lat! * rad) * Math.cos(island.latitude * rad) * Math.sin((dx * rad) / 2) ** 2;
      best = Math.min(best, 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(h))));
    }
  }
  return best;
}

function report(
  islands: OutlineIsland[],
  selections: ReturnType<typeof selectOutlines>['selections'],
  notOutlined: Record<string, string>,
  topology: ReturnType<typeof writeTopology>,
  exceptions: z.infer<typeof exceptionsSchema>,
  overrides: Record<string, OutlineOverride>,
) {
  const parsed = parseOutlineTopology(JSON.parse(topology.text));
  const outlined = islands.length - Object.keys(notOutlined).length;
  const share = (100 * outlined) / islands.length;
  log(
    `data:outlines: wrote ${path.relative(process.cwd(), OUT_FILE)} — ${(Buffer.byteLength(topology.text) / 1e6).toFixed(2)} MB, ` +
      `${topology.arcs} rings, ${topology.points} points`,
  );
  log(`data:outlines: ${outlined} of ${islands.length} islands outlined (${share.toFixed(1)}%)`);
  const notes = new Map(selections.map((selection) => [selection.islandId, selection]));
  const outliers: string[] = [];
  const unexplained: string[] = [];
  const detail: string[] = [];
  for (const island of islands) {
    const outline = islandOutline(parsed, island.id);
    if (!outline) continue;
    const measures = measureOutline(island, outline.geometry);
    const selection = notes.get(island.id)!;
    const mode = overrides[island.id] ? `${selection.mode}*` : selection.mode;
    const ratio = measures.areaRatio === undefined ? '' : ` ratio ${measures.areaRatio.toFixed(2)}`;
    detail.push(
      `  ${island.id}: ${mode} ${selection.radiusKm} km, ${selection.polygons.length} polygon(s), ` +
        `${measures.areaKm2.toFixed(2)} km²${ratio}, point ${measures.distanceKm.toFixed(1)} km` +
        (selection.notes.length > 0 ? ` — ${selection.notes.join('; ')}` : ''),
    );
    const far = measures.distanceKm > OUTLINE_MAX_DISTANCE_KM;
    const off = measures.areaRatio !== undefined && areaRatioOutOfRange(measures.areaRatio);
    if (!far && !off) continue;
    const what = [
      far ? `point ${measures.distanceKm.toFixed(1)} km from its outline` : '',
      off
        ? `outline ${measures.areaKm2.toFixed(1)} km² vs recorded ${island.area} km² (×${measures.areaRatio!.toFixed(2)})`
        : '',
    ]
      .filter(Boolean)
      .join('; ');
    const explained = (!far || exceptions[island.id]?.distance) && (!off || exceptions[island.id]?.area);
    (explained ? outliers : unexplained).push(`  ${island.id}: ${what}`);
  }
  if (process.argv.includes('--verbose')) log(['data:outlines: every outline', ...detail].join('\n'));
  log(`data:outlines: ${Object.keys(notOutlined).length} islands without outline:`);
  for (const [id, reason] of Object.entries(notOutlined)) log(`  ${id}: ${reason}`);
  if (outliers.length > 0) log(`data:outlines: outliers explained in outline-exceptions.json:\n${outliers.join('\n')}`);
  if (unexplained.length > 0) {
    log(`data:outlines: outliers NOT explained in outline-exceptions.json (data:check will report them):`);
    log(unexplained.join('\n'));
  }
  for (const [id, count] of topology.droppedRings)
    log(`  note: ${id}: ${count} ring(s) collapsed on the grid, left out`);
  const seconds = (performance.now() - started) / 1000;
  log(`data:outlines: ${seconds.toFixed(1)} s, peak memory ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
  // The generator writes what the source allows; data:check prints the share and checks each outline.
  if (share < 90) log(`data:outlines: warning: fewer than 90% of the islands have an outline`);
}

await main();
