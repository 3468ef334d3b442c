import type { IslandFilter } from '@core/catalogue-queries';
import type { Category, Region, Sort } from '@core/enums';
import type { ErrorIssue } from '@core/errors';
import { SORTS, categorySlug, parseCategory, parseRegion, regionSlug } from '@core/enums';
import { defaultSort } from '@core/default-sort';
import { formatBbox, formatNear, isIssue, parseBbox, parseNear } from '@core/place-params';
import type { BoundingBox, GeoPoint } from '@core/place-query';

/**
 * The feature chips, also the footer's ?filter= shortcuts. Several may be on at once: each is a
 * repeated filter= parameter (filter=region is not a filter but a sort, see below).
 */
export const FEATURE_FILTERS = {
  airports: { label: 'Has airport', filter: { hasAirport: true } },
  airstrips: { label: 'Abandoned airstrip', filter: { hasAbandonedAirstrip: true } },
  military: { label: 'Military history', filter: { militaryHistory: true } },
  uninhabited: { label: 'Uninhabited', filter: { uninhabited: true } },
} as const satisfies Record<string, { label: string; filter: IslandFilter }>;
export type FeatureFilter = keyof typeof FEATURE_FILTERS;
export const FEATURES = Object.keys(FEATURE_FILTERS) as FeatureFilter[];

export const SORT_LABELS: Record<Sort, string> = {
  relevance: 'Relevance',
  distance: 'Distance (nearest first)',
  name: 'Name (A–Z)',
  region: 'Region',
  population: 'Population (largest first)',
  area: 'Area (largest first)',
  remoteness: 'Most remote first',
};

export type ExploreView = 'list' | 'map';

export interface ExploreParams {
  q: string;
  region: Region | undefined;
  category: Category | undefined;
  /** ISO 3166-1 alpha-2 of the state, upper case. */
  country: string | undefined;
  /** In FEATURES order, no repeats. */
  features: FeatureFilter[];
  /** Distances from here (Near me); the results are ordered by them unless another sort is chosen. */
  near: GeoPoint | undefined;
  /** Only islands inside this box (Search this area). */
  bbox: BoundingBox | undefined;
  /** Undefined: relevance with a search, distance near a point, else name. */
  sort: Sort | undefined;
  view: ExploreView;
}

/** The sort in force: the one chosen, or the one the search and the place imply. */
export function effectiveSort(params: Pick<ExploreParams, 'q' | 'near' | 'sort'>): Sort {
  const fallback = defaultSort(params);
  if (params.sort === 'relevance' && !params.q.trim()) return fallback;
  if (params.sort === 'distance' && !params.near) return fallback;
  return params.sort ?? fallback;
}

/** A place parameter as written in the URL; a malformed one is ignored, as unknown regions are. */
function place<T extends object>(text: string | null, parse: (text: string) => T | ErrorIssue): T | undefined {
  if (text === null) return undefined;
  const value = parse(text);
  return isIssue(value) ? undefined : value;
}

const isSort = (value: string | null): value is Sort => (SORTS as readonly (string | null)[]).includes(value);

/** Reads Explore's state from the query string; 'all', empty or unknown values mean no filter. */
export function readExploreParams(search: URLSearchParams): ExploreParams {
  // filter=a&filter=b, and filter=a,b from hand-written links.
  const filters = search.getAll('filter').flatMap((value) => value.split(','));
  const sort = search.get('sort');
  const country = search.get('country');
  return {
    q: search.get('q') ?? '',
    region: parseRegion(search.get('region') ?? ''),
    category: parseCategory(search.get('category') ?? ''),
    country: country && /^[A-Za-z]{2}$/.test(country) ? country.toUpperCase() : undefined,
    features: FEATURES.filter((feature) => filters.includes(feature)),
    near: place<GeoPoint>(search.get('near'), parseNear),
    bbox: place<BoundingBox>(search.get('bbox'), parseBbox),
    // The footer's 'By Region' link (?filter=region) means: all islands, grouped by region.
    sort: isSort(sort) ? sort : filters.includes('region') ? 'region' : undefined,
    view: search.get('view') === 'map' ? 'map' : 'list',
  };
}

/** The canonical query string: defaults left out, regions and categories as slugs. */
export function writeExploreParams(params: ExploreParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.q.trim() !== '') search.set('q', params.q);
  if (params.region) search.set('region', regionSlug(params.region));
  if (params.category) search.set('category', categorySlug(params.category));
  if (params.country) search.set('country', params.country.toLowerCase());
  for (const feature of FEATURES) if (params.features.includes(feature)) search.append('filter', feature);
  if (params.near) search.set('near', formatNear(params.near));
  if (params.bbox) search.set('bbox', formatBbox(params.bbox));
  if (params.sort && params.sort !== defaultSort(params)) search.set('sort', params.sort);
  if (params.view === 'map') search.set('view', 'map');
  return search;
}

export function hasActiveFilters(params: Omit<ExploreParams, 'view' | 'sort'>): boolean {
  return (
    params.q.trim() !== '' ||
    !!params.region ||
    !!params.category ||
    !!params.country ||
    params.features.length > 0 ||
    !!params.near ||
    !!params.bbox
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
    },
    ...params.features.map((feature) => FEATURE_FILTERS[feature].filter),
  ) as IslandFilter;
}

/** Turns one chip on or off. */
export function toggleFeature(features: readonly FeatureFilter[], feature: FeatureFilter): FeatureFilter[] {
  const on = features.includes(feature);
  return FEATURES.filter((candidate) => (candidate === feature ? !on : features.includes(candidate)));
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
  sort: undefined,
};

/** Home's hand-off: /explore?q=...&region=..., region left out when it is 'all'. */
export function exploreSearchHref(q: string, region: Region | undefined): string {
  const search = new URLSearchParams();
  search.set('q', q);
  if (region) search.set('region', regionSlug(region));
  return `/explore?${search.toString()}`;
}
