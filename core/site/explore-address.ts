import type { Category, PolarLight, Region, Sort } from '../contract/enums';
import type { ErrorIssue } from '../contract/errors';
import { POLAR_LIGHTS, SORTS, categorySlug, parseCategory, parseRegion, regionSlug } from '../contract/enums';
import { isCalendarDate } from '../place-facts/zone-clock';
import { defaultSort } from '../catalogue/default-sort';
import { MAX_SEARCH_LENGTH } from '../search/island-search';
import { formatBbox, formatNear, isIssue, parseBbox, parseNear } from '../place/place-params';
import type { BoundingBox, GeoPoint } from '../place/place-query';

/**
 * Explore's state as its address holds it, read the same by the page in the browser and by the
 * server, which renders and caches Explore by the canonical address written back from it.
 */

/** The feature chips, also the footer's ?filter= shortcuts; each a repeated filter= parameter. */
export const EXPLORE_FEATURES = ['airports', 'airstrips', 'military', 'uninhabited'] as const;
export type FeatureFilter = (typeof EXPLORE_FEATURES)[number];

export type ExploreView = 'list' | 'map';

export interface ExploreParams {
  /** At most MAX_SEARCH_LENGTH characters, as the API takes. */
  q: string;
  region: Region | undefined;
  category: Category | undefined;
  /** ISO 3166-1 alpha-2 of the state, upper case. */
  country: string | undefined;
  /** In EXPLORE_FEATURES order, no repeats. */
  features: FeatureFilter[];
  /** Distances from here (Near me); the results are ordered by them unless another sort is chosen. */
  near: GeoPoint | undefined;
  /** Only islands inside this box (Search this area). */
  bbox: BoundingBox | undefined;
  /** Only islands with midnight sun or polar night: some time in the year, or on `lightOn`. */
  light: PolarLight | undefined;
  /** With light: the date (YYYY-MM-DD) it must be so on. */
  lightOn: string | undefined;
  /** Undefined: relevance with a search, distance near a point, else name. */
  sort: Sort | undefined;
  view: ExploreView;
}

/** A place parameter as written in the URL; a malformed one is ignored, as unknown regions are. */
function place<T extends object>(text: string | null, parse: (text: string) => T | ErrorIssue): T | undefined {
  if (text === null) return undefined;
  const value = parse(text);
  return isIssue(value) ? undefined : value;
}

const isSort = (value: string | null): value is Sort => (SORTS as readonly (string | null)[]).includes(value);

/** The search text cut to MAX_SEARCH_LENGTH, never between the two halves of a character. */
function searchText(text: string): string {
  if (text.length <= MAX_SEARCH_LENGTH) return text;
  const cut = /[\uD800-\uDBFF]/.test(text[MAX_SEARCH_LENGTH - 1]!) ? MAX_SEARCH_LENGTH - 1 : MAX_SEARCH_LENGTH;
  return text.slice(0, cut);
}

/** light= and lightOn= as the address holds them; a lightOn without a light, or not a date, means nothing. */
function polarLight(search: URLSearchParams): Pick<ExploreParams, 'light' | 'lightOn'> {
  const light = POLAR_LIGHTS.find((value) => value === search.get('light'));
  const on = search.get('lightOn');
  return { light, lightOn: light && on && isCalendarDate(on) ? on : undefined };
}

/** Reads Explore's state from the query string; 'all', empty or unknown values mean no filter. */
export function readExploreParams(search: URLSearchParams): ExploreParams {
  // filter=a&filter=b, and filter=a,b from hand-written links.
  const filters = search.getAll('filter').flatMap((value) => value.split(','));
  const sort = search.get('sort');
  const country = search.get('country');
  return {
    q: searchText(search.get('q') ?? ''),
    region: parseRegion(search.get('region') ?? ''),
    category: parseCategory(search.get('category') ?? ''),
    country: country && /^[A-Za-z]{2}$/.test(country) ? country.toUpperCase() : undefined,
    features: EXPLORE_FEATURES.filter((feature) => filters.includes(feature)),
    near: place<GeoPoint>(search.get('near'), parseNear),
    bbox: place<BoundingBox>(search.get('bbox'), parseBbox),
    ...polarLight(search),
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
  for (const feature of EXPLORE_FEATURES) if (params.features.includes(feature)) search.append('filter', feature);
  if (params.near) search.set('near', formatNear(params.near));
  if (params.bbox) search.set('bbox', formatBbox(params.bbox));
  if (params.light) search.set('light', params.light);
  if (params.light && params.lightOn) search.set('lightOn', params.lightOn);
  if (params.sort && params.sort !== defaultSort(params)) search.set('sort', params.sort);
  if (params.view === 'map') search.set('view', 'map');
  return search;
}
