import { z } from 'zod';
import { pageSourceSchema } from '@core/contract/page-source';
import type { Place } from '../sources/gazetteer';
import { CONTINENT_MIN_KM2, type LandMass } from '../spatial/land-masses';
import { LandIndex } from '../spatial/land-index';
import type { LandPolygon } from '../spatial/land-polygons';
import { nearestVertexKm, rawPolygonContains } from '../spatial/raw-polygon';

/** A town's point may sit just off the land's shore (a harbour): it names the land within this. */
const TOWN_SHORE_KM = 2;

/** How far the land measured may be from the area the page gives (ice, joined islets, rounding). */
export const AREA_TOLERANCE = 0.15;

/**
 * data/land-names.json: the large islands that are no catalogue island, each named by a town the
 * gazetteer has on it, with the page that gives the island's area and the page that puts the town
 * there. The pipeline names the land that holds the town, if its measured area agrees with the
 * page's; "How remote" then says "Madagascar", not "unnamed land of 586,639 km²".
 */
export const landNamesSchema = z.array(
  z.strictObject({
    name: z.string().min(2).max(80),
    town: z.string().min(1),
    country: z.string().regex(/^[A-Z]{2}$/),
    areaKm2: z.number().positive(),
    sources: z.array(pageSourceSchema).min(1),
  }),
);
export type LandNames = z.infer<typeof landNamesSchema>;

export function parseLandNames(text: string): LandNames {
  return text.trim() === '' ? [] : landNamesSchema.parse(JSON.parse(text));
}

/**
 * The name of each named land mass, by mass id. Every entry must find its town in the gazetteer
 * (once), the town on land that is no continent, and that land measuring within AREA_TOLERANCE of
 * the page's area: otherwise the build fails and says which, so no name lands on the wrong land.
 */
export function nameLandMasses(
  entries: LandNames,
  polygons: readonly LandPolygon[],
  masses: LandMass,
  places: readonly Place[],
): Map<number, string> {
  const names = new Map<number, string>();
  if (entries.length === 0) return names;
  const index = new LandIndex(
    polygons.filter((polygon) => masses.areaKm2[masses.massOf[polygon.index]!]! < CONTINENT_MIN_KM2),
  );
  for (const entry of entries) {
    const towns = places.filter((place) => place.name === entry.town && place.country === entry.country);
    if (towns.length !== 1)
      throw new Error(
        `land-names.json: ${entry.name}: the gazetteer has ${towns.length} places named ${entry.town} (${entry.country}), not one`,
      );
    const town = towns[0]!;
    const near = index.near(town, TOWN_SHORE_KM);
    const dLat = TOWN_SHORE_KM / 111;
    const under =
      near.find((polygon) => rawPolygonContains(polygon, town)) ??
      near.find(
        (polygon) =>
          nearestVertexKm(polygon, town, dLat, dLat / Math.cos((town.latitude * Math.PI) / 180)) <= TOWN_SHORE_KM,
      );
    if (!under) throw new Error(`land-names.json: ${entry.name}: ${entry.town} is on no island's land`);
    const mass = masses.massOf[under.index]!;
    const measured = masses.areaKm2[mass]!;
    if (Math.abs(measured - entry.areaKm2) > AREA_TOLERANCE * entry.areaKm2)
      throw new Error(
        `land-names.json: ${entry.name}: the land holding ${entry.town} measures ${Math.round(measured)} km², the page says ${entry.areaKm2}`,
      );
    const named = names.get(mass);
    if (named) throw new Error(`land-names.json: ${entry.name} and ${named} name the same land`);
    names.set(mass, entry.name);
  }
  return names;
}
