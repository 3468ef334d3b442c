import type { IslandFilter } from './catalogue-queries';
import { CATEGORIES, REGIONS } from '../contract/enums';
import type { Category, Region } from '../contract/enums';
import { attributeFilter, queryIslands } from './island-query';
import { foldText } from '../contract/slug';
import type { Island } from '../contract/schemas';

/** The yes/no filters a search page offers as chips, by their API parameter names. */
export const FLAG_FILTERS = ['hasAirport', 'hasAbandonedAirstrip', 'militaryHistory', 'uninhabited'] as const;
export type FlagFilter = (typeof FLAG_FILTERS)[number];

export interface CountryOption {
  code: string;
  label: string;
  count: number;
}

/**
 * What each choice would give: counted with every other filter on, and that one off. A flag
 * counts what turning it on (true) beside the others shows.
 */
export interface ExploreCounts {
  region: Record<Region, number>;
  category: Record<Category, number>;
  flags: Record<FlagFilter, number>;
  countries: CountryOption[];
}

const stateNames = new WeakMap<readonly Island[], Map<string, string>>();

/**
 * Each state's name as the catalogue writes it ('Norway (Svalbard)' → Norway), the most common
 * where islands differ; kept per list. Not Intl.DisplayNames: these are the names the cards show,
 * and the same in every runtime.
 */
function countryNamesOf(islands: readonly Island[]): Map<string, string> {
  let names = stateNames.get(islands);
  if (names) return names;
  const tally = new Map<string, Map<string, number>>();
  for (const island of islands) {
    if (!island.countryCode || !island.country) continue;
    const name = island.country.split(' (')[0]!.trim();
    const counts = tally.get(island.countryCode) ?? new Map<string, number>();
    counts.set(name, (counts.get(name) ?? 0) + 1);
    tally.set(island.countryCode, counts);
  }
  names = new Map(
    [...tally].map(([code, counts]) => [
      code,
      [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]![0],
    ]),
  );
  stateNames.set(islands, names);
  return names;
}

/** The state's name in English ('NO' → Norway), from the catalogue; the code itself if none says. */
export function countryLabel(islands: readonly Island[], code: string): string {
  return countryNamesOf(islands).get(code) ?? code;
}

type Attributes = Pick<IslandFilter, 'region' | 'category' | 'country' | FlagFilter>;

/** The list's own attribute check (island-query's), for one set of choices; none: every island. */
const accepting = (filter: Attributes): ((island: Island) => boolean) => attributeFilter(filter) ?? (() => true);

/**
 * The counts beside a search page's region, category, country and flag choices (the same filters
 * as its results, with the same search): one search, then a pass per dimension.
 */
export function exploreCounts(islands: readonly Island[], filter: IslandFilter): ExploreCounts {
  const { region, category, country, hasAirport, hasAbandonedAirstrip, militaryHistory, uninhabited, ...place } =
    filter;
  const found = queryIslands(islands, { ...place, sort: 'name' }).items;
  const attributes: Attributes = {
    region,
    category,
    country,
    hasAirport,
    hasAbandonedAirstrip,
    militaryHistory,
    uninhabited,
  };
  const without = (...keys: (keyof Attributes)[]): Attributes =>
    Object.fromEntries(Object.entries(attributes).filter(([key]) => !keys.includes(key as keyof Attributes)));
  const counts: ExploreCounts = {
    region: Object.fromEntries(REGIONS.map((r) => [r, 0])) as Record<Region, number>,
    category: Object.fromEntries(CATEGORIES.map((c) => [c, 0])) as Record<Category, number>,
    flags: Object.fromEntries(FLAG_FILTERS.map((flag) => [flag, 0])) as Record<FlagFilter, number>,
    countries: [],
  };
  const byRegion = accepting(without('region'));
  const byCategory = accepting(without('category'));
  const byCountry = accepting(without('country'));
  const byFlag = FLAG_FILTERS.map((flag) => [flag, accepting({ ...without(flag), [flag]: true })] as const);
  const countries = new Map<string, number>();
  for (const island of found) {
    if (byRegion(island)) counts.region[island.region] += 1;
    if (byCategory(island)) counts.category[island.category] += 1;
    if (island.countryCode && byCountry(island))
      countries.set(island.countryCode, (countries.get(island.countryCode) ?? 0) + 1);
    for (const [flag, accepts] of byFlag) if (accepts(island)) counts.flags[flag] += 1;
  }
  counts.countries = [...countries]
    // Alphabetical ignoring case and accents, the same in every runtime (no collator).
    .map(([code, count]) => ({ code, label: countryLabel(islands, code), count }))
    .map((option) => ({ option, key: foldText(option.label) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map(({ option }) => option);
  // A chosen country stays in the list even when nothing else matches it now.
  if (country && !countries.has(country))
    counts.countries.push({ code: country, label: countryLabel(islands, country), count: 0 });
  return counts;
}
