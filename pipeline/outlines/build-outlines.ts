import { OUTLINE_ATTRIBUTION, OUTLINE_LICENCE, OUTLINE_LICENCE_URL, type OutlineMetadata } from '@core/outline';
import { LAND_POLYGONS } from '../sources/open-data-sources';
import { LandIndex } from '../spatial/land-index';
import { readLandPolygons, type LandPolygon } from '../spatial/land-polygons';
import { nearestVertexKm, rawPolygonContains } from '../spatial/raw-polygon';
import {
  OUTLINE_RULES,
  selectOutlines,
  type ContinentNearby,
  type IslandSelection,
  type OutlineIsland,
  type OutlineOverride,
} from './outline-selection';
import { simplifyPolygons, simplifyThresholdKm2 } from './outline-simplify';
import { writeTopology, type TopologyResult } from './outline-topology';

/** How far from an island continent-sized land is looked for, to say so in the report. */
const CONTINENT_WATCH_KM = 100;
const KM_PER_DEGREE = 111.19508;

export interface OutlineBuildInput {
  islands: OutlineIsland[];
  overrides: Record<string, OutlineOverride>;
  /** The land source's GeoJSON file. */
  landFile: string;
  /** The version of the catalogue the outlines are made from, recorded in the file's metadata. */
  catalogueVersion: string;
}

export interface OutlineBuild {
  /** The outlines file's bytes. */
  text: string;
  topology: TopologyResult;
  selections: IslandSelection[];
  /** Island id → why it has no outline. */
  notOutlined: Record<string, string>;
  /** Every polygon below continent size, as read (the land the selections were made from). */
  polygons: LandPolygon[];
  polygonsRead: number;
}

/**
 * The outlines product: each island's land polygons selected from the land source, simplified and
 * quantized into one TopoJSON file. A pure function of its inputs: the same catalogue, overrides
 * and land file give the same bytes.
 */
export async function buildOutlines(input: OutlineBuildInput): Promise<OutlineBuild> {
  const { islands, overrides } = input;
  const polygons: LandPolygon[] = [];
  const continents = new Map<string, ContinentNearby>();
  const polygonsRead = await readLandPolygons(input.landFile, (polygon) => {
    if (polygon.areaKm2 < OUTLINE_RULES.continentKm2 && polygon.bbox[2] - polygon.bbox[0] < 300) polygons.push(polygon);
    else noteContinent(polygon, islands, continents);
  });

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
    source: { package: LAND_POLYGONS.package, version: LAND_POLYGONS.version, description: LAND_POLYGONS.title },
    licence: OUTLINE_LICENCE,
    licenceUrl: OUTLINE_LICENCE_URL,
    attribution: OUTLINE_ATTRIBUTION,
    catalogueVersion: input.catalogueVersion,
    notOutlined,
  };
  const topology = writeTopology(entries, metadata);
  for (const id of topology.emptied) notOutlined[id] = 'every ring collapsed on the quantization grid';
  return { text: topology.text, topology, selections, notOutlined, polygons, polygonsRead };
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
    if (rawPolygonContains(polygon, island)) entry.underPointKm2 = Math.max(entry.underPointKm2 ?? 0, polygon.areaKm2);
    else {
      const km = nearestVertexKm(polygon, island, dLat, dLng);
      if (km <= CONTINENT_WATCH_KM) entry.nearestKm = Math.min(entry.nearestKm ?? Infinity, km);
    }
    if (entry.underPointKm2 !== undefined || entry.nearestKm !== undefined) continents.set(island.id, entry);
  }
}
