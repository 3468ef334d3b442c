import { CATEGORIES, REGIONS } from '../contract/enums';
import type { Category, Region } from '../contract/enums';
import type { Island } from '../contract/schemas';

/** How many of a set of islands fall in each region, each category and under each feature. */
export interface Facets {
  total: number;
  region: Record<Region, number>;
  category: Record<Category, number>;
  hasAirport: number;
  hasAbandonedAirstrip: number;
  militaryHistory: number;
  uninhabited: number;
}

export function countFacets(islands: readonly Island[]): Facets {
  const facets: Facets = {
    total: islands.length,
    region: Object.fromEntries(REGIONS.map((region) => [region, 0])) as Record<Region, number>,
    category: Object.fromEntries(CATEGORIES.map((category) => [category, 0])) as Record<Category, number>,
    hasAirport: 0,
    hasAbandonedAirstrip: 0,
    militaryHistory: 0,
    uninhabited: 0,
  };
  for (const island of islands) {
    facets.region[island.region] += 1;
    facets.category[island.category] += 1;
    if (island.hasAirport) facets.hasAirport += 1;
    if (island.hasAbandonedAirstrip) facets.hasAbandonedAirstrip += 1;
    if (island.militaryHistory) facets.militaryHistory += 1;
    if (!island.isInhabited) facets.uninhabited += 1;
  }
  return facets;
}
