import {
  OUTLINE_ATTRIBUTION,
  OUTLINE_LICENCE,
  OUTLINE_LICENCE_URL,
  type OutlineMetadata,
} from '@core/outlines/outline';
import { LAND_POLYGONS } from '../sources/open-data-sources';
import type { LandPolygon } from '../spatial/land-polygons';
import { readIslandLand } from './island-land';
import type { IslandSelection, OutlineIsland, OutlineOverride } from './outline-selection';
import { simplifyPolygons, simplifyThresholdKm2 } from '@core/outlines/outline-simplify';
import { writeTopology, type TopologyResult } from './outline-topology';

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
  const { polygons, selections, refusals, polygonsRead } = await readIslandLand(islands, overrides, input.landFile);
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
