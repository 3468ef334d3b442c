import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataSource } from '@/lib/data-source';
import { useDataSource } from '@/lib/data-source-context';

/** The whole catalogue; Explore filters and sorts it in the browser. */
export const getIslandsQueryOptions = (dataSource: DataSource) =>
  queryOptions({ queryKey: ['islands', 'list'], queryFn: () => dataSource.listIslands() });

export function useIslands() {
  return useQuery(getIslandsQueryOptions(useDataSource()));
}
