import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataSource } from '@/lib/data-source';
import { useDataSource } from '@/lib/data-source-context';

export const getIslandQueryOptions = (dataSource: DataSource, id: string) =>
  queryOptions({ queryKey: ['islands', 'detail', id], queryFn: () => dataSource.getIsland({ id }) });

export function useIsland(id: string) {
  return useQuery(getIslandQueryOptions(useDataSource(), id));
}
