import { outlineAreaKm2, islandOutline, type OutlineTopology } from '@core/outlines/outline';
import type { IslandLand } from '../outlines/island-land';
import { LandIndex } from '../spatial/land-index';
import { CONTINENT_MIN_KM2, type LandMass } from '../spatial/land-masses';
import type { LandPolygon } from '../spatial/land-polygons';
import { rawPolygonContains } from '../spatial/raw-polygon';
import type { RemotenessIsland } from './remoteness-inputs';
import { outlineVertices, type IslandCoast } from './remoteness-world';

/**
 * Where each island's distances are measured from. Coast to coast where it has an outline (the
 * outlines file's vertices, and the land polygons that outline was selected from as its own); from
 * its point where it has none. A point that lies on a larger polygon nobody else owns measures from
 * that polygon's coast; on a continent, the island is joined to it (an ice shelf, in the source).
 */
export function islandCoasts(
  islands: readonly RemotenessIsland[],
  topology: OutlineTopology,
  land: IslandLand,
  masses: LandMass,
): IslandCoast[] {
  const selections = new Map(land.selections.map((selection) => [selection.islandId, selection]));
  const owned = new Set(land.selections.flatMap((selection) => selection.polygons.map((polygon) => polygon.index)));
  const index = new LandIndex(land.polygons);
  return islands.map((island) => {
    const selection = selections.get(island.id);
    const selected = new Set(selection?.polygons.map((polygon) => polygon.index) ?? []);
    const outline = islandOutline(topology, island.id);
    if (outline) {
      return {
        island,
        coast: outlineVertices(outline.geometry),
        selected,
        own: selected,
        areaKm2: island.area ?? outlineAreaKm2(outline.geometry),
      };
    }
    const point = [{ latitude: island.latitude, longitude: island.longitude }];
    const continent = land.continentPolygons.find(
      ({ bbox: [west, south, east, north], ...polygon }) =>
        island.latitude >= south &&
        island.latitude <= north &&
        island.longitude >= west &&
        island.longitude <= east &&
        rawPolygonContains(polygon, island),
    );
    if (continent && masses.areaKm2[masses.massOf[continent.index]!]! >= CONTINENT_MIN_KM2) {
      const name = masses.continentName.get(masses.massOf[continent.index]!)!;
      return {
        island,
        coast: point,
        selected,
        own: new Set([continent.index]),
        areaKm2: island.area ?? 0,
        joinedContinent: { name, latitude: island.latitude, longitude: island.longitude },
      };
    }
    const under: LandPolygon | undefined = index.near(island, 1).find((polygon) => rawPolygonContains(polygon, island));
    if (under && !owned.has(under.index)) {
      return {
        island,
        coast: under.rings.flatMap((ring) =>
          ring.map(([longitude, latitude]) => ({ latitude: latitude!, longitude: longitude! })),
        ),
        selected,
        own: new Set([under.index]),
        areaKm2: island.area ?? under.areaKm2,
      };
    }
    return { island, coast: point, selected, own: new Set(under ? [under.index] : []), areaKm2: island.area ?? 0 };
  });
}
