import type { IslandFilter } from '@core/catalogue/catalogue-queries';
import type { Region, Sort } from '@core/contract/enums';
import { regionSlug } from '@core/contract/enums';
import { defaultSort } from '@core/catalogue/default-sort';
import type { ExploreParams, FeatureFilter } from '@core/site/explore-address';
import type { FlagFilter } from '@core/catalogue/explore-counts';
import type { ExploreSearch } from './api/get-explore-page';
import { EXPLORE_FEATURES } from '@core/site/explore-address';

/** The feature chips' labels and the API flag each turns on (the address's filter= names are core's). */
export const FEATURE_FILTERS = {
  airports: { label: 'Has airport', flag: 'hasAirport' },
  airstrips: { label: 'Abandoned airstrip', flag: 'hasAbandonedAirstrip' },
  military: { label: 'Military history', flag: 'militaryHistory' },
  uninhabited: { label: 'Uninhabited', flag: 'uninhabited' },
} as const satisfies Record<FeatureFilter, { label: string; flag: FlagFilter }>;

export const SORT_LABELS: Record<Sort, string> = {
  relevance: 'Relevance',
  distance: 'Distance (nearest first)',
  name: 'Name (A–Z)',
  region: 'Region',
  population: 'Population (largest first)',
  area: 'Area (largest first)',
  remoteness: 'Most remote first',
  utcOffset: 'Time zone, west to east',
};

/** The sort in force: the one chosen, or the one the search and the place imply. */
export function effectiveSort(params: Pick<ExploreParams, 'q' | 'near' | 'sort'>): Sort {
  const fallback = defaultSort(params);
  if (params.sort === 'relevance' && !params.q.trim()) return fallback;
  if (params.sort === 'distance' && !params.near) return fallback;
  return params.sort ?? fallback;
}

export function hasActiveFilters(params: Omit<ExploreParams, 'view' | 'sort'>): boolean {
  return (
    params.q.trim() !== '' ||
    !!params.region ||
    !!params.category ||
    !!params.country ||
    params.features.length > 0 ||
    !!params.near ||
    !!params.bbox ||
    !!params.light
  );
}

/** How many filters are on besides the search text: the number the folded Filters button shows. */
export function activeFilterCount(params: Omit<ExploreParams, 'view' | 'sort' | 'q'>): number {
  return (
    [params.region, params.category, params.country, params.near, params.bbox, params.light].filter(Boolean).length +
    params.features.length
  );
}

export function toIslandFilter(params: Omit<ExploreParams, 'view' | 'sort'>): IslandFilter {
  return Object.assign(
    {
      q: params.q,
      ...(params.region ? { region: params.region } : {}),
      ...(params.category ? { category: params.category } : {}),
      ...(params.country ? { country: params.country } : {}),
      ...(params.near ? { near: params.near } : {}),
      ...(params.bbox ? { bbox: params.bbox } : {}),
      ...(params.light ? { light: params.light, ...(params.lightOn ? { lightOn: params.lightOn } : {}) } : {}),
    },
    ...params.features.map((feature) => ({ [FEATURE_FILTERS[feature].flag]: true })),
  ) as IslandFilter;
}

/** What Explore asks the data source for: the address's filters and the sort in force. */
export function exploreSearch(params: Omit<ExploreParams, 'view'>): ExploreSearch {
  return { ...toIslandFilter(params), sort: effectiveSort(params) };
}

/** Turns one chip on or off. */
export function toggleFeature(features: readonly FeatureFilter[], feature: FeatureFilter): FeatureFilter[] {
  const on = features.includes(feature);
  return EXPLORE_FEATURES.filter((candidate) => (candidate === feature ? !on : features.includes(candidate)));
}

/** What Clear resets: every filter and the sort; the list or map view stays as chosen. */
export const CLEARED_PARAMS: Omit<ExploreParams, 'view'> = {
  q: '',
  region: undefined,
  category: undefined,
  country: undefined,
  features: [],
  near: undefined,
  bbox: undefined,
  light: undefined,
  lightOn: undefined,
  sort: undefined,
};

/** Home's hand-off: /explore?q=...&region=..., region left out when it is 'all'. */
export function exploreSearchHref(q: string, region: Region | undefined): string {
  const search = new URLSearchParams();
  search.set('q', q);
  if (region) search.set('region', regionSlug(region));
  return `/explore?${search.toString()}`;
}
