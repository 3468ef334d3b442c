import { queryOptions, useQuery } from '@tanstack/react-query';
import { formatNear } from '@core/place/place-params';
import type { Island } from '@core/contract/schemas';
import type { DataSource } from '@/lib/data-source';
import { useDataSource } from '@/lib/data-source-context';

/** How many neighbours the island page lists. */
export const NEAREST_COUNT = 5;

export const getNearestIslandsQueryOptions = (dataSource: DataSource, island: Island) =>
  queryOptions({
    queryKey: ['islands', 'nearest', island.id],
    // One more than shown: the nearest island to an island is itself.
    queryFn: async () =>
      (await dataSource.listIslands({ near: formatNear(island), limit: String(NEAREST_COUNT + 1) }))
        .filter((other) => other.id !== island.id)
        .slice(0, NEAREST_COUNT),
  });

export function useNearestIslands(island: Island) {
  return useQuery(getNearestIslandsQueryOptions(useDataSource(), island));
}
