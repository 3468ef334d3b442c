import type { IslandFilter } from '@core/catalogue-queries';
import type { Category, Region, Sort } from '@core/enums';
import { SORTS, categorySlug, parseCategory, parseRegion, regionSlug } from '@core/enums';

/** The footer's ?filter= shortcuts that narrow the list (filter=region is a sort, see below). */
export const FEATURE_FILTERS = {
  airports: { label: 'Has an airport', filter: { hasAirport: true } },
  military: { label: 'Military history', filter: { militaryHistory: true } },
  uninhabited: { label: 'Uninhabited', filter: { uninhabited: true } },
} as const satisfies Record<string, { label: string; filter: IslandFilter }>;
export type FeatureFilter = keyof typeof FEATURE_FILTERS;

export const SORT_LABELS: Record<Sort, string> = {
  name: 'Name (A–Z)',
  region: 'Region',
  population: 'Population (largest first)',
  area: 'Area (largest first)',
};

export interface ExploreParams {
  q: string;
  region: Region | undefined;
  category: Category | undefined;
  feature: FeatureFilter | undefined;
  sort: Sort;
}

const isFeature = (value: string | null): value is FeatureFilter => value !== null && value in FEATURE_FILTERS;
const isSort = (value: string | null): value is Sort => (SORTS as readonly (string | null)[]).includes(value);

/** Reads Explore's state from the query string; 'all', empty or unknown values mean no filter. */
export function readExploreParams(search: URLSearchParams): ExploreParams {
  const filter = search.get('filter');
  const sort = search.get('sort');
  return {
    q: search.get('q') ?? '',
    region: parseRegion(search.get('region') ?? ''),
    category: parseCategory(search.get('category') ?? ''),
    feature: isFeature(filter) ? filter : undefined,
    // The footer's 'By Region' link (?filter=region) means: all islands, grouped by region.
    sort: isSort(sort) ? sort : filter === 'region' ? 'region' : 'name',
  };
}

/** The canonical query string: defaults left out, regions and categories as slugs. */
export function writeExploreParams(params: ExploreParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.q.trim() !== '') search.set('q', params.q);
  if (params.region) search.set('region', regionSlug(params.region));
  if (params.category) search.set('category', categorySlug(params.category));
  if (params.feature) search.set('filter', params.feature);
  if (params.sort !== 'name') search.set('sort', params.sort);
  return search;
}

export function hasActiveFilters(params: ExploreParams): boolean {
  return params.q.trim() !== '' || !!params.region || !!params.category || !!params.feature;
}

export function toIslandFilter(params: ExploreParams): IslandFilter {
  return {
    q: params.q,
    ...(params.region ? { region: params.region } : {}),
    ...(params.category ? { category: params.category } : {}),
    ...(params.feature ? FEATURE_FILTERS[params.feature].filter : {}),
  };
}

export const CLEARED_PARAMS: ExploreParams = {
  q: '',
  region: undefined,
  category: undefined,
  feature: undefined,
  sort: 'name',
};

/** Home's hand-off: /explore?q=...&region=..., region left out when it is 'all'. */
export function exploreSearchHref(q: string, region: Region | undefined): string {
  const search = new URLSearchParams();
  search.set('q', q);
  if (region) search.set('region', regionSlug(region));
  return `/explore?${search.toString()}`;
}
