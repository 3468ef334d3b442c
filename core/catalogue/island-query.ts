import type { IslandFilter } from './catalogue-queries';
import { sortIslands } from './catalogue-queries';
import { defaultSort } from './default-sort';
import { SORTS, type Sort } from '../contract/enums';
import { distanceKm } from '../place/geo';
import { searchIslandHits } from '../search/island-search';
import { insideBox, islandsInBox, islandsNear, islandsWithin, roundKm } from '../place/place-query';
import type { Island } from '../contract/schemas';
import { sunDay } from '../place-facts/sunlight';

export interface IslandQuery extends IslandFilter {
  /** Relevance with a query, distance with `near`, else name, unless asked for another. */
  sort?: Sort;
  limit?: number;
  offset?: number;
}

/** An island as a list answers it: with its distance from `near`, when the query had one. */
export type IslandResult = Island & { distanceKm?: number };

export interface IslandPage {
  items: IslandResult[];
  total: number;
}

/** Every filter but the text and the place, which pick the candidates; undefined when there is none. */
export function attributeFilter(filter: IslandFilter): ((island: Island) => boolean) | undefined {
  const checks: ((island: Island) => boolean)[] = [];
  if (filter.region !== undefined) checks.push((island) => island.region === filter.region);
  if (filter.category !== undefined) checks.push((island) => island.category === filter.category);
  if (filter.country !== undefined) checks.push((island) => island.countryCode === filter.country);
  if (filter.hasAirport !== undefined) checks.push((island) => island.hasAirport === filter.hasAirport);
  if (filter.hasAbandonedAirstrip !== undefined)
    checks.push((island) => island.hasAbandonedAirstrip === filter.hasAbandonedAirstrip);
  if (filter.militaryHistory !== undefined) checks.push((island) => island.militaryHistory === filter.militaryHistory);
  if (filter.uninhabited !== undefined) checks.push((island) => !island.isInhabited === filter.uninhabited);
  if (filter.bbox !== undefined) checks.push((island) => insideBox(filter.bbox!, island));
  if (filter.minContinentKm !== undefined)
    checks.push((island) => (island.remoteness?.nearestContinent.km ?? -1) >= filter.minContinentKm!);
  if (filter.minInhabitedKm !== undefined)
    checks.push((island) => (island.remoteness?.nearestInhabited.km ?? -1) >= filter.minInhabitedKm!);
  if (filter.light !== undefined) checks.push(polarLightCheck(filter.light, filter.lightOn));
  return checks.length === 0 ? undefined : (island) => checks.every((check) => check(island));
}

/**
 * Midnight sun or polar night: some time this year (the runs on the island's record), or on one
 * of its own dates, computed for that day (only islands near enough a pole can have either).
 */
function polarLightCheck(light: NonNullable<IslandFilter['light']>, on: string | undefined) {
  const kind = light === 'midnight-sun' ? 'midnightSun' : 'polarNight';
  return (island: Island) => {
    const place = island.place;
    if (!place || (place.light.midnightSun.length === 0 && place.light.polarNight.length === 0)) return false;
    if (on === undefined) return place.light[kind].length > 0;
    return sunDay(island.latitude, island.longitude, place.timeZone, on)[kind];
  };
}

/**
 * The one answer to "which islands, in what order" that the API, the desktop app and Explore all
 * give: the text search (relevance), the attribute filters, the place (near, radius, bbox), the
 * sort and the page. `islands` is the catalogue in name order.
 */
export function queryIslands(islands: readonly Island[], query: IslandQuery = {}): IslandPage {
  const { sort = defaultSort(query), limit, offset = 0, ...filter } = query;
  const accept = attributeFilter(filter);
  const text = filter.q?.trim() ?? '';
  const near = filter.near;
  let positions: number[];
  let distances: Map<number, number> | undefined;

  if (text !== '') {
    // The search narrows first; place and attributes are checked on its hits.
    positions = (searchIslandHits(islands, text) ?? []).map((hit) => hit.index);
  } else if (near && (filter.radiusKm !== undefined || (sort === 'distance' && limit !== undefined))) {
    // From the k-d tree: a range query within the radius, or the nearest up to the end of the page.
    const acceptPosition = accept ? (position: number) => accept(islands[position]!) : undefined;
    const found =
      filter.radiusKm !== undefined
        ? islandsWithin(islands, near, filter.radiusKm, acceptPosition)
        : islandsNear(islands, near, { limit: offset + limit!, ...(acceptPosition ? { accept: acceptPosition } : {}) });
    distances = new Map(found.map(({ position, km }) => [position, km]));
    positions = found.map(({ position }) => position);
    if (filter.radiusKm === undefined) {
      // Only the page was found; the total is every island the filters let through.
      const total = accept ? islands.reduce((n, island) => n + (accept(island) ? 1 : 0), 0) : islands.length;
      return { items: withDistances(islands, positions.slice(offset), distances), total };
    }
  } else if (filter.bbox) {
    positions = islandsInBox(islands, filter.bbox);
  } else {
    positions = islands.map((_, position) => position);
  }

  if (accept) positions = positions.filter((position) => accept(islands[position]!));
  if (near && !distances) {
    distances = new Map(positions.map((position) => [position, distanceKm(near, islands[position]!)]));
    if (filter.radiusKm !== undefined)
      positions = positions.filter((position) => distances!.get(position)! <= filter.radiusKm!);
  }
  const total = positions.length;
  const end = limit === undefined ? undefined : offset + limit;
  const paged = Array.from(order(islands, positions, distances, sort, end).slice(offset, end));
  return { items: withDistances(islands, paged, distances), total };
}

/**
 * Positions in the asked order: relevance is the order the search gave; name is list order (the
 * list is in name order); the other sorts are stable, so ties keep that order.
 */
function order(
  islands: readonly Island[],
  positions: number[],
  distances: Map<number, number> | undefined,
  sort: Sort,
  /** Only this many need ordering (the end of the page); all when undefined. */
  end = Infinity,
) {
  if (sort === 'relevance') return positions;
  if (sort === 'distance') {
    if (!distances) return positions;
    return [...positions].sort((a, b) => distances.get(a)! - distances.get(b)! || a - b);
  }
  if (sort === 'name') return [...positions].sort((a, b) => a - b);
  // The whole list's order for this sort, made once per catalogue version: a request then walks
  // it, keeping the positions it has (a mask), up to the page's end, instead of sorting.
  const full = sortedOrder(islands, sort);
  // Every island asked for: the page is the order's own slice (the caller slices from offset).
  if (positions.length === islands.length) return full.subarray(0, Math.min(end, full.length));
  const wanted = new Uint8Array(islands.length);
  for (const position of positions) wanted[position] = 1;
  const ordered: number[] = [];
  for (let i = 0; i < full.length && ordered.length < end; i++) if (wanted[full[i]!]) ordered.push(full[i]!);
  return ordered;
}

const sortedOrders = new WeakMap<readonly Island[], Map<Sort, Int32Array>>();

/** The sorts whose whole-list order is kept per catalogue version. */
const KEPT_SORTS = SORTS.filter((sort) => sort !== 'relevance' && sort !== 'distance' && sort !== 'name');

/**
 * Makes every kept sort's order now, so no request pays for one (a remoteness order of 100,000
 * islands takes ~0.7 s to make): for the catalogue service, once per version.
 */
export function prepareSorts(islands: readonly Island[]): void {
  for (const sort of KEPT_SORTS) sortedOrder(islands, sort);
}

/** Every position of the list in the sort's order (stable: ties keep name order). */
function sortedOrder(islands: readonly Island[], sort: Sort): Int32Array {
  let orders = sortedOrders.get(islands);
  if (!orders) sortedOrders.set(islands, (orders = new Map()));
  let found = orders.get(sort);
  if (!found) {
    const positionOf = new Map(islands.map((island, position) => [island, position]));
    found = Int32Array.from(sortIslands(islands, sort), (island) => positionOf.get(island)!);
    orders.set(sort, found);
  }
  return found;
}

function withDistances(
  islands: readonly Island[],
  positions: number[],
  distances: Map<number, number> | undefined,
): IslandResult[] {
  return positions.map((position) => {
    const island = islands[position]!;
    const km = distances?.get(position);
    return km === undefined ? island : { ...island, distanceKm: roundKm(km) };
  });
}
