import type { IslandFilter } from './catalogue-queries';
import { categorySlug, regionSlug, type Sort } from '../contract/enums';
import { FLAG_FILTERS, type ExploreCounts } from './explore-counts';
import type { IslandResult } from './island-query';
import { formatBbox, formatNear } from '../place/place-params';

/**
 * One page of a search page's results with the counts beside its choices: what Explore asks for
 * as it opens and as the list scrolls, so its HTML and hydration hold a page, not the catalogue.
 * The schemas are in explore-page-schema.ts.
 */

/** Islands in a page unless a limit is given: a few screens of cards at any width (1 to 4 columns). */
export const EXPLORE_PAGE_SIZE = 24;

export interface ExplorePage<Item = IslandResult> {
  total: number;
  offset: number;
  limit: number;
  items: Item[];
  counts: ExploreCounts;
}

/** What a page asks for: the filters Explore offers, its sort, and which page. */
export interface ExploreRequest extends Omit<IslandFilter, 'radiusKm' | 'minContinentKm' | 'minInhabitedKm'> {
  sort?: Sort | undefined;
  offset: number;
  limit: number;
}

/**
 * The request as GET /api/islands/explore's query (slugs, lat,lon and box as the API reads them),
 * asking for only `fields` of each island where given: the operation's input, over HTTP and IPC.
 */
export function exploreQuery(
  request: ExploreRequest,
  fields?: readonly (keyof IslandResult)[],
): Record<string, string> {
  const query: Record<string, string> = {};
  if (request.q?.trim()) query.q = request.q;
  if (request.region) query.region = regionSlug(request.region);
  if (request.category) query.category = categorySlug(request.category);
  if (request.country) query.country = request.country;
  for (const name of FLAG_FILTERS) if (request[name] !== undefined) query[name] = String(request[name]);
  if (request.near) query.near = formatNear(request.near);
  if (request.bbox) query.bbox = formatBbox(request.bbox);
  if (request.light) query.light = request.light;
  if (request.light && request.lightOn) query.lightOn = request.lightOn;
  if (request.sort) query.sort = request.sort;
  query.offset = String(request.offset);
  query.limit = String(request.limit);
  // A distance is there only from a point: asked for without one, it is a 400.
  if (fields) query.fields = [...fields, ...(request.near ? ['distanceKm'] : [])].join(',');
  return query;
}
