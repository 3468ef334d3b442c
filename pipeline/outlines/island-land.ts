import { LandIndex } from '../spatial/land-index';
import { readLandPolygons, type LandPolygon } from '../spatial/land-polygons';
import { BandedPolygon } from '../spatial/raw-polygon';
import {
  OUTLINE_RULES,
  selectOutlines,
  type ContinentNearby,
  type OutlineIsland,
  type OutlineOverride,
  type SelectionResult,
} from './outline-selection';

/** How far from an island continent-sized land is looked for, to say so in the report. */
const CONTINENT_WATCH_KM = 100;
const KM_PER_DEGREE = 111.19508;

export interface IslandLand extends SelectionResult {
  /** Every polygon below continent size, as read: the land the selections were made from. */
  polygons: LandPolygon[];
  /** The continent-sized polygons, when asked for (the outlines do not need them). */
  continentPolygons: LandPolygon[];
  polygonsRead: number;
}

/**
 * The land source read once and each island's land selected from it: what the outlines draw and
 * what every other product measures from, so they agree on which land is whose.
 */
export async function readIslandLand(
  islands: OutlineIsland[],
  overrides: Record<string, OutlineOverride>,
  landFile: string,
  options: { keepContinents?: boolean } = {},
): Promise<IslandLand> {
  const polygons: LandPolygon[] = [];
  const continentPolygons: LandPolygon[] = [];
  const continents = new Map<string, ContinentNearby>();
  const polygonsRead = await readLandPolygons(landFile, (polygon) => {
    if (polygon.areaKm2 < OUTLINE_RULES.continentKm2 && polygon.bbox[2] - polygon.bbox[0] < 300) polygons.push(polygon);
    else {
      noteContinent(polygon, islands, continents);
      if (options.keepContinents) continentPolygons.push(polygon);
    }
  });
  const { selections, refusals } = selectOutlines(islands, overrides, new LandIndex(polygons), continents);
  return { polygons, continentPolygons, selections, refusals, polygonsRead };
}

/** Continent-sized land is dropped after noting which islands sit on it or near it. */
function noteContinent(polygon: LandPolygon, islands: OutlineIsland[], continents: Map<string, ContinentNearby>) {
  const [west, south, east, north] = polygon.bbox;
  const banded = new BandedPolygon(polygon);
  for (const island of islands) {
    const dLat = CONTINENT_WATCH_KM / KM_PER_DEGREE;
    const dLng = dLat / Math.max(0.05, Math.cos((island.latitude * Math.PI) / 180));
    if (island.latitude < south - dLat || island.latitude > north + dLat) continue;
    if (east - west < 300 && (island.longitude < west - dLng || island.longitude > east + dLng)) continue;
    const entry = continents.get(island.id) ?? {};
    if (banded.contains(island)) entry.underPointKm2 = Math.max(entry.underPointKm2 ?? 0, polygon.areaKm2);
    else {
      const km = banded.nearestVertexKm(island, dLat, dLng);
      if (km <= CONTINENT_WATCH_KM) entry.nearestKm = Math.min(entry.nearestKm ?? Infinity, km);
    }
    if (entry.underPointKm2 !== undefined || entry.nearestKm !== undefined) continents.set(island.id, entry);
  }
}
