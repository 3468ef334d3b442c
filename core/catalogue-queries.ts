import type { Category, Region, Sort } from './enums';
import { CATEGORIES, REGIONS, regionLabel } from './enums';
import type { Island, Statistics } from './schemas';
import { foldText } from './slug';

export interface IslandFilter {
  q?: string;
  region?: Region;
  category?: Category;
  hasAirport?: boolean;
  hasAbandonedAirstrip?: boolean;
  militaryHistory?: boolean;
  uninhabited?: boolean;
}

/** Per-island text folded once, so a search over a large catalogue compares plain strings. */
const searchTextCache = new WeakMap<Island, string>();

function searchText(island: Island): string {
  let cached = searchTextCache.get(island);
  if (cached === undefined) {
    cached = foldText(
      [island.name, island.description, island.region, regionLabel(island.region), island.country ?? ''].join('\n'),
    );
    searchTextCache.set(island, cached);
  }
  return cached;
}

/**
 * Case- and accent-insensitive match on name, description, region and country. As the API docs
 * promise, the words 'military' and 'uninhabited' also match by the flags they name.
 */
export function matchesSearch(island: Island, query: string): boolean {
  const needle = foldText(query.trim());
  if (needle === '') return true;
  if (searchText(island).includes(needle)) return true;
  if ('military'.startsWith(needle) && needle.length >= 4 && island.militaryHistory) return true;
  if ('uninhabited'.startsWith(needle) && needle.length >= 5 && !island.isInhabited) return true;
  return false;
}

export function searchIslands(islands: readonly Island[], query: string): Island[] {
  return islands.filter((island) => matchesSearch(island, query));
}

export function filterIslands(islands: readonly Island[], filter: IslandFilter): Island[] {
  const q = filter.q?.trim() ?? '';
  return islands.filter(
    (island) =>
      (filter.region === undefined || island.region === filter.region) &&
      (filter.category === undefined || island.category === filter.category) &&
      (filter.hasAirport === undefined || island.hasAirport === filter.hasAirport) &&
      (filter.hasAbandonedAirstrip === undefined || island.hasAbandonedAirstrip === filter.hasAbandonedAirstrip) &&
      (filter.militaryHistory === undefined || island.militaryHistory === filter.militaryHistory) &&
      (filter.uninhabited === undefined || !island.isInhabited === filter.uninhabited) &&
      (q === '' || matchesSearch(island, q)),
  );
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
const byName = (a: Island, b: Island) => collator.compare(a.name, b.name);

const comparators: Record<Sort, (a: Island, b: Island) => number> = {
  name: byName,
  region: (a, b) => REGIONS.indexOf(a.region) - REGIONS.indexOf(b.region) || collator.compare(a.region, b.region),
  population: (a, b) => b.population - a.population,
  area: (a, b) => (b.area ?? -1) - (a.area ?? -1),
};

/** The four sorts of Explore; stable, so equal keys keep their incoming order. */
export function sortIslands(islands: readonly Island[], sort: Sort): Island[] {
  return [...islands].sort(comparators[sort]);
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
