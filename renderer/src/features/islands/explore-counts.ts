import type { IslandFilter } from '@core/catalogue-queries';
import { CATEGORIES, REGIONS } from '@core/enums';
import type { Category, Region } from '@core/enums';
import { queryIslands } from '@core/island-query';
import { foldText } from '@core/slug';
import type { Island } from '@core/schemas';
import type { ExploreParams, FeatureFilter } from '@core/explore-address';
import { EXPLORE_FEATURES } from '@core/explore-address';
import { FEATURE_FILTERS } from './explore-params';

export interface CountryOption {
  code: string;
  label: string;
  count: number;
}

/** What each choice would give: counted with every other filter on, and that one off. */
export interface ExploreCounts {
  region: Record<Region, number>;
  category: Record<Category, number>;
  features: Record<FeatureFilter, number>;
  countries: CountryOption[];
}

const stateNames = new WeakMap<readonly Island[], Map<string, string>>();

/**
 * Each state's name as the catalogue writes it ('Norway (Svalbard)' → Norway), the most common
 * where islands differ; kept per list. Not Intl.DisplayNames: loading the browser's region names
 * cost a phone tens of milliseconds as Explore hydrated, and these are the names the cards show.
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

function matches(island: Island, filter: IslandFilter): boolean {
  return (
    (filter.region === undefined || island.region === filter.region) &&
    (filter.category === undefined || island.category === filter.category) &&
    (filter.country === undefined || island.countryCode === filter.country) &&
    (filter.hasAirport === undefined || island.hasAirport === filter.hasAirport) &&
    (filter.hasAbandonedAirstrip === undefined || island.hasAbandonedAirstrip === filter.hasAbandonedAirstrip) &&
    (filter.militaryHistory === undefined || island.militaryHistory === filter.militaryHistory) &&
    (filter.uninhabited === undefined || !island.isInhabited === filter.uninhabited)
  );
}

/**
 * The counts beside Explore's region, category, country and feature choices (the same filters as
 * the results, with the same core search): one search, then a pass per dimension.
 */
export function exploreCounts(islands: readonly Island[], params: Omit<ExploreParams, 'view' | 'sort'>): ExploreCounts {
  const found = queryIslands(islands, {
    q: params.q,
    ...(params.near ? { near: params.near } : {}),
    ...(params.bbox ? { bbox: params.bbox } : {}),
    sort: 'name',
  }).items;
  const featureFilter = Object.assign(
    {},
    ...params.features.map((feature) => FEATURE_FILTERS[feature].filter),
  ) as IslandFilter;
  const attributes: IslandFilter = {
    ...(params.region ? { region: params.region } : {}),
    ...(params.category ? { category: params.category } : {}),
    ...(params.country ? { country: params.country } : {}),
    ...featureFilter,
  };
  const without = (key: keyof IslandFilter | 'features'): IslandFilter => {
    if (key === 'features') {
      const { hasAirport: _a, hasAbandonedAirstrip: _b, militaryHistory: _m, uninhabited: _u, ...rest } = attributes;
      return rest;
    }
    const { [key]: _removed, ...rest } = attributes;
    return rest;
  };
  const counts: ExploreCounts = {
    region: Object.fromEntries(REGIONS.map((region) => [region, 0])) as Record<Region, number>,
    category: Object.fromEntries(CATEGORIES.map((category) => [category, 0])) as Record<Category, number>,
    features: Object.fromEntries(EXPLORE_FEATURES.map((feature) => [feature, 0])) as Record<FeatureFilter, number>,
    countries: [],
  };
  const byRegion = without('region');
  const byCategory = without('category');
  const byCountry = without('country');
  const byFeature = without('features');
  const countries = new Map<string, number>();
  for (const island of found) {
    if (matches(island, byRegion)) counts.region[island.region] += 1;
    if (matches(island, byCategory)) counts.category[island.category] += 1;
    if (island.countryCode && matches(island, byCountry))
      countries.set(island.countryCode, (countries.get(island.countryCode) ?? 0) + 1);
    // A chip adds its filter to the others: it counts what turning it on (or leaving it on) shows.
    if (matches(island, byFeature))
      for (const feature of EXPLORE_FEATURES) {
        const others = params.features.filter((other) => other !== feature);
        const filter = Object.assign({}, ...[...others, feature].map((f) => FEATURE_FILTERS[f].filter)) as IslandFilter;
        if (matches(island, filter)) counts.features[feature] += 1;
      }
  }
  counts.countries = [...countries]
    // Alphabetical ignoring case and accents, without a collator (see countryNamesOf).
    .map(([code, count]) => ({ code, label: countryLabel(islands, code), count }))
    .map((country) => ({ country, key: foldText(country.label) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map(({ country }) => country);
  // A chosen country stays in the list even when nothing else matches it now.
  if (params.country && !countries.has(params.country))
    counts.countries.push({ code: params.country, label: countryLabel(islands, params.country), count: 0 });
  return counts;
}
