import {
  COVERAGE_BANDS,
  COVERAGE_CLASSES,
  COVERAGE_FLOOR,
  COVERAGE_LISTED_KM2,
  COVERAGE_REMOTE_KM,
  type CoverageFile,
  type CoverageTally,
  type InhabitedLand,
  type RemoteLand,
} from '@core/coverage/coverage';
import {
  distanceToOutlineKm,
  islandOutline,
  outlineBbox,
  outlineContains,
  parseOutlineTopology,
} from '@core/outlines/outline';
import { distanceKm } from '@core/place/geo';
import { regionOf } from '@core/rules/region-rule';
import { readIslandLand } from '../outlines/island-land';
import type { OutlineOverride } from '../outlines/outline-selection';
import type { Place } from '../sources/gazetteer';
import { AIRPORTS, GAZETTEER, LAND_POLYGONS } from '../sources/open-data-sources';
import { CoastIndex } from '../spatial/coast-index';
import { LandIndex } from '../spatial/land-index';
import { CONTINENT_MIN_KM2, landMasses } from '../spatial/land-masses';
import type { LandPolygon } from '../spatial/land-polygons';
import { BandedPolygon } from '../spatial/raw-polygon';
import type { OutlineIsland } from '../outlines/outline-selection';
import type { Airport } from './coverage-inputs';

export interface CoverageBuildInput {
  islands: OutlineIsland[];
  overrides: Record<string, OutlineOverride>;
  outlinesText: string;
  landFile: string;
  /** The counted places: the gazetteer's and data/gazetteer-additions.json's. */
  places: readonly Place[];
  airports: readonly Airport[];
  catalogueVersion: string;
}

/** How many of the largest missing land masses the report lists. */
const MISSING_LISTED = 100;
/** An airport this close to an island's outline (or its point, without one) is on the island. */
const AIRPORT_MARGIN_KM = 2;

const round1 = (n: number) => Math.round(n * 10) / 10;
const round4 = (n: number) => Math.round(n * 10_000) / 10_000;
const emptyTally = (): CoverageTally => ({ count: 0, areaKm2: 0, cataloguedCount: 0, cataloguedAreaKm2: 0 });

/**
 * The coverage product: every land mass of the source that is not a continent nor a lake island,
 * its area, its distance to the nearest counted place, and whether a catalogue island holds it;
 * tallied by size band and ocean, with the remote masses listed; and the airports on each island.
 */
export async function buildCoverage(input: CoverageBuildInput): Promise<string> {
  const land = await readIslandLand(input.islands, input.overrides, input.landFile, { keepContinents: true });
  const polygons = [...land.polygons, ...land.continentPolygons];
  const masses = landMasses(polygons);
  const owner = new Map<number, string>();
  for (const selection of land.selections)
    for (const polygon of selection.polygons) owner.set(polygon.index, selection.islandId);

  const places = input.places;
  const placeIndex = new CoastIndex();
  places.forEach((place, i) => placeIndex.addPoint(place.latitude, place.longitude, i));
  placeIndex.finish();

  // Lake islands: a polygon whose coast lies inside another polygon's outer ring sits in a hole of
  // it, a lake; it is not an island of the sea.
  const holed = polygons.filter((polygon) => polygon.rings.length > 1);
  const holedIndex = new LandIndex(holed);
  const outerRings = new Map<number, BandedPolygon>();
  const inLake = (polygon: LandPolygon) => {
    const [longitude, latitude] = polygon.rings[0]![0]!;
    const point = { latitude: latitude!, longitude: longitude! };
    return holedIndex.near(point, 0.1).some((other) => {
      if (other.index === polygon.index || other.areaKm2 <= polygon.areaKm2) return false;
      if (!outerRings.has(other.index)) outerRings.set(other.index, new BandedPolygon({ rings: [other.rings[0]!] }));
      return outerRings.get(other.index)!.contains(point);
    });
  };

  const pieces = new Map<number, LandPolygon[]>();
  for (const polygon of polygons) {
    const mass = masses.massOf[polygon.index]!;
    if (masses.areaKm2[mass]! >= CONTINENT_MIN_KM2 || masses.areaKm2[mass]! < COVERAGE_BANDS[0]) continue;
    pieces.set(mass, [...(pieces.get(mass) ?? []), polygon]);
  }

  // The continents' coasts, for how far each inhabited land mass lies from one.
  const continents = new CoastIndex();
  for (const polygon of polygons)
    if (masses.areaKm2[masses.massOf[polygon.index]!]! >= CONTINENT_MIN_KM2)
      continents.add(polygon.rings, masses.massOf[polygon.index]!);
  continents.finish();

  const byBand: Record<string, CoverageTally> = {};
  const inhabited: InhabitedLand[] = [];
  const byOcean: Record<string, CoverageTally> = {};
  const remote: RemoteLand[] = [];
  const missing: RemoteLand[] = [];
  for (const [mass, parts] of pieces) {
    const largest = parts.reduce((a, b) => (b.areaKm2 > a.areaKm2 ? b : a));
    if (inLake(largest)) continue;
    const nearest = nearestPlace(parts, places, placeIndex);
    const areaKm2 = masses.areaKm2[mass]!;
    const [longitude, latitude] = largest.rings[0]![0]!;
    const islandId = parts.map((part) => owner.get(part.index)).find((id) => id !== undefined);
    if (nearest.km === 0) {
      const outlier = inhabitedOutlier(parts, nearest.places, continents);
      if (outlier)
        inhabited.push({
          polygon: largest.index,
          latitude: round4(latitude!),
          longitude: round4(longitude!),
          areaKm2: round1(areaKm2),
          region: regionOf(latitude!, longitude!),
          ...outlier,
          ...(islandId ? { islandId } : {}),
        });
    }
    if (nearest.km <= COVERAGE_REMOTE_KM) continue;
    const entry: RemoteLand = {
      polygon: largest.index,
      latitude: round4(latitude!),
      longitude: round4(longitude!),
      areaKm2: round1(areaKm2),
      region: regionOf(latitude!, longitude!),
      nearestPlace: { name: nearest.place.name, country: nearest.place.country, km: round1(nearest.km) },
      ...(islandId ? { islandId } : {}),
    };
    const band = [...COVERAGE_BANDS].reverse().find((from) => areaKm2 >= from)!;
    count((byBand[String(band)] ??= emptyTally()), entry);
    if (areaKm2 >= COVERAGE_FLOOR.minKm2) count((byOcean[entry.region] ??= emptyTally()), entry);
    if (areaKm2 >= COVERAGE_LISTED_KM2) remote.push(entry);
    if (!islandId) missing.push(entry);
  }
  const largestFirst = (a: { areaKm2: number; polygon: number }, b: { areaKm2: number; polygon: number }) =>
    b.areaKm2 - a.areaKm2 || a.polygon - b.polygon;
  remote.sort(largestFirst);
  missing.sort(largestFirst);
  inhabited.sort(largestFirst);

  const file: CoverageFile = {
    metadata: {
      sources: [LAND_POLYGONS, GAZETTEER, AIRPORTS].map((source) => `${source.package}@${source.version}`),
      catalogueVersion: input.catalogueVersion,
      definitions: {
        remote: `over ${COVERAGE_REMOTE_KM} km from the nearest place of GeoNames' cities1000 (1,000 people or more, or an administrative seat)`,
        remoteKm: COVERAGE_REMOTE_KM,
        land: 'land masses of the source (pieces cut at 180° joined), not continents (5 million km² or more), not lake islands',
        catalogued: "held by a catalogue island's outline, or by a group's",
        inhabitedOutlier: `land a counted place lies on, ${COVERAGE_REMOTE_KM} km or more from any continent (coast to coast)`,
        floor: COVERAGE_CLASSES.map(
          (floor) =>
            `${floor.count * 100}% by count and ${floor.area * 100}% by area of remote land of ${floor.minKm2} km² or more`,
        ).join('; '),
      },
    },
    byBand: sortKeys(byBand, (key) => Number(key)),
    byOcean: sortKeys(byOcean, (key) => key),
    remoteLand: remote,
    missing: missing.slice(0, MISSING_LISTED),
    inhabitedOutliers: inhabited,
    airports: islandAirports(input, input.airports),
  };
  return `${JSON.stringify(file, null, 1)}\n`;
}

function count(tally: CoverageTally, entry: RemoteLand) {
  tally.count++;
  tally.areaKm2 = round1(tally.areaKm2 + entry.areaKm2);
  if (entry.islandId) {
    tally.cataloguedCount++;
    tally.cataloguedAreaKm2 = round1(tally.cataloguedAreaKm2 + entry.areaKm2);
  }
}

function sortKeys<T>(record: Record<string, T>, key: (k: string) => number | string): Record<string, T> {
  return Object.fromEntries(
    Object.entries(record).sort(([a], [b]) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0)),
  );
}

/**
 * The nearest counted place to a land mass: 0 when one lies on it (with every place that does),
 * else from its coast.
 */
function nearestPlace(
  parts: LandPolygon[],
  places: readonly Place[],
  index: CoastIndex,
): { place: Place; km: number; places: Place[] } {
  const on: number[] = [];
  for (const part of parts) {
    const [west, south, east, north] = part.bbox;
    const candidates = index.ownersInBox(west, south, east, north);
    if (candidates.length === 0) continue;
    const shape = new BandedPolygon(part);
    on.push(...candidates.filter((i) => shape.contains(places[i]!)));
  }
  if (on.length > 0) return { place: places[Math.min(...on)]!, km: 0, places: on.map((i) => places[i]!) };
  const coast = parts.flatMap((part) =>
    part.rings[0]!.map(([longitude, latitude]) => ({ latitude: latitude!, longitude: longitude! })),
  );
  const pair = index.nearestFrom(coast, () => true)!;
  return { place: places[pair.hit.owner]!, km: pair.hit.km, places: [] };
}

/** An inhabited land mass's most populous place and its distance to a continent, where that is far enough. */
function inhabitedOutlier(
  parts: LandPolygon[],
  on: readonly Place[],
  continents: CoastIndex,
): Pick<InhabitedLand, 'place' | 'continentKm'> | undefined {
  const coast = parts.flatMap((part) =>
    part.rings[0]!.map(([longitude, latitude]) => ({ latitude: latitude!, longitude: longitude! })),
  );
  const pair = continents.nearestFrom(coast, () => true);
  if (!pair || pair.hit.km < COVERAGE_REMOTE_KM) return undefined;
  // The most populous place, the first in the gazetteer's order among equals.
  const place = on.reduce((best, candidate) => (candidate.population > best.population ? candidate : best));
  return {
    place: { name: place.name, country: place.country, population: place.population },
    continentKm: round1(pair.hit.km),
  };
}

/** The dataset's airports on each island: inside its outline or within 2 km of it (or of its point). */
function islandAirports(input: CoverageBuildInput, airports: readonly Airport[]): CoverageFile['airports'] {
  const topology = parseOutlineTopology(JSON.parse(input.outlinesText));
  const found: CoverageFile['airports'] = {};
  const margin = AIRPORT_MARGIN_KM / 111;
  for (const island of input.islands) {
    const outline = islandOutline(topology, island.id);
    const [west, south, east, north] = outline
      ? outlineBbox(outline.geometry)
      : [island.longitude, island.latitude, island.longitude, island.latitude];
    const near = airports.filter((airport) => {
      if (airport.latitude < south - margin || airport.latitude > north + margin) return false;
      const lng = airport.longitude;
      const inLongitude =
        west <= east
          ? lng >= west - margin * 4 && lng <= east + margin * 4
          : lng >= west - margin * 4 || lng <= east + margin * 4;
      if (!inLongitude) return false;
      if (!outline) return distanceKm(island, airport) <= AIRPORT_MARGIN_KM;
      return (
        outlineContains(outline.geometry, airport) ||
        distanceToOutlineKm(outline.geometry, airport) <= AIRPORT_MARGIN_KM
      );
    });
    if (near.length > 0) {
      found[island.id] = near
        .map(({ ident, name, scheduled }) => ({ ident, name, scheduled }))
        .sort((a, b) => a.ident.localeCompare(b.ident));
    }
  }
  return found;
}
