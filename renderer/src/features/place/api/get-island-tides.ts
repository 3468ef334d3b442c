import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataSource } from '@/lib/data-source';
import { useDataSource } from '@/lib/data-source-context';

/** A day's tides at the island, by its own date: the server render and the page ask for the same key. */
export const getIslandTidesQueryOptions = (dataSource: DataSource, id: string, date: string) =>
  queryOptions({
    queryKey: ['islands', 'detail', id, 'tides', date],
    queryFn: () => dataSource.islandTides({ id, date }),
  });

/** The date of the tides the server rendered the page with, if it did: what hydration must show. */
export function useServedTidesDate(id: string): string | undefined {
  const [served] = useQueryClient().getQueriesData({ queryKey: ['islands', 'detail', id, 'tides'] });
  return served?.[0][4] as string | undefined;
}

export function useIslandTides(id: string, date: string, enabled = true) {
  return useQuery({ ...getIslandTidesQueryOptions(useDataSource(), id, date), enabled });
}
