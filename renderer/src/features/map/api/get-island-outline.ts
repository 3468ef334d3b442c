import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataSource } from '@/lib/data-source';
import { useDataSource } from '@/lib/data-source-context';

export const getIslandOutlineQueryOptions = (dataSource: DataSource, id: string) =>
  queryOptions({
    queryKey: ['islands', 'outline', id],
    queryFn: () => dataSource.islandOutline(id),
    // A coastline changes only with a new outlines file: keep it for the visit.
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useIslandOutline(id: string) {
  return useQuery(getIslandOutlineQueryOptions(useDataSource(), id));
}
