import type { Category, PolarLight, Region, Sort } from '../contract/enums';
import { CATEGORIES, REGIONS } from '../contract/enums';
import type { Island } from '../contract/schemas';
import type { Statistics } from '../contract/statistics-schema';
import { islandSearchIndex, searchIslandsByRelevance } from '../search/island-search';
import type { BoundingBox, GeoPoint } from '../place/place-query';

export interface IslandFilter {
  q?: string;
  region?: Region;
  category?: Category;
  /** ISO 3166-1 alpha-2 of the sovereign or administering state. */
  country?: string;
  hasAirport?: boolean;
  hasAbandonedAirstrip?: boolean;
  militaryHistory?: boolean;
  uninhabited?: boolean;
  /** Measure distances from this point (and, unless another sort is asked for, order by them). */
  near?: GeoPoint;
  /** With near: only islands within this many kilometres. */
  radiusKm?: number;
  bbox?: BoundingBox;
  /** Only islands at least this many km from a continent's coast. */
  minContinentKm?: number;
  /** Only islands at least this many km from the nearest inhabited land. */
  minInhabitedKm?: number;
  /** Only islands with midnight sun (or polar night): some time this year, or on `lightOn`. */
  light?: PolarLight;
  /** With light: the island's own date (YYYY-MM-DD) the sun must not set (or rise) on. */
  lightOn?: string;
}

/** Builds the search index now rather than on the first search (it is kept per list). */
export function prepareSearch(islands: readonly Island[]): void {
  islandSearchIndex(islands);
}

/** The islands matching every word of the query, most relevant first (see island-search.ts). */
export function searchIslands(islands: readonly Island[], query: string): Island[] {
  return searchIslandsByRelevance(islands, query);
}

// Made on first use: a page that never sorts by name or region (Explore as it loads) should not
// pay for the browser's collation data.
let collator: Intl.Collator | undefined;
const compareText = (a: string, b: string) =>
  (collator ??= new Intl.Collator('en', { sensitivity: 'base', numeric: true })).compare(a, b);
const byName = (a: Island, b: Island) => compareText(a.name, b.name);

const comparators: Record<Exclude<Sort, 'relevance' | 'distance'>, (a: Island, b: Island) => number> = {
  name: byName,
  region: (a, b) => REGIONS.indexOf(a.region) - REGIONS.indexOf(b.region) || compareText(a.region, b.region),
  population: (a, b) => b.population - a.population,
  area: (a, b) => (b.area ?? -1) - (a.area ?? -1),
  // Most remote first, by the nearest inhabited land; islands not yet measured last.
  remoteness: (a, b) => (b.remoteness?.nearestInhabited.km ?? -1) - (a.remoteness?.nearestInhabited.km ?? -1),
  // West to east by the clocks' standard offset, from UTC−12 to UTC+14; islands without one last.
  utcOffset: (a, b) => offsetKey(a) - offsetKey(b),
};

/** The standard offset in minutes, for sorting; past the largest when there is none. */
function offsetKey(island: Island): number {
  const offset = island.place?.utcOffset.standard;
  if (!offset) return Number.MAX_SAFE_INTEGER;
  const minutes = Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6));
  return offset.startsWith('-') ? -minutes : minutes;
}

/**
 * The sorts of Explore and the API; stable, so equal keys keep their incoming order. Relevance and
 * distance keep the incoming order: a search or a place query has already put them in it.
 */
export function sortIslands(islands: readonly Island[], sort: Sort): Island[] {
  return sort === 'relevance' || sort === 'distance' ? [...islands] : [...islands].sort(comparators[sort]);
}

export function computeStatistics(islands: readonly Island[]): Statistics {
  const byRegion = Object.fromEntries(REGIONS.map((r) => [r, 0])) as Statistics['byRegion'];
  const byCategory = Object.fromEntries(CATEGORIES.map((c) => [c, 0])) as Statistics['byCategory'];
  const countries = new Set<string>();
  let withAirports = 0;
  let uninhabited = 0;
  for (const island of islands) {
    byRegion[island.region] += 1;
    byCategory[island.category] += 1;
    if (island.country) countries.add(island.country.trim().toLowerCase());
    if (island.hasAirport) withAirports += 1;
    if (!island.isInhabited) uninhabited += 1;
  }
  return {
    totalIslands: islands.length,
    countries: countries.size,
    withAirports,
    uninhabited,
    byRegion,
    byCategory,
  };
}
