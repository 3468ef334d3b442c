import type { Island, IslandSource } from '../contract/schemas';

/**
 * Every page a record cites: its own sources, then those of its travel facts, its ways in by air
 * and its highest point. What data:check holds to a page and a date, and what a release lists.
 */
export function recordSources(
  island: Pick<Island, 'sources' | 'travel' | 'airAccess' | 'highestPoint'>,
): IslandSource[] {
  return [
    ...island.sources,
    ...(island.travel?.sources ?? []),
    ...(island.airAccess ?? []).flatMap((way) => way.sources),
    ...(island.highestPoint?.sources ?? []),
  ];
}
