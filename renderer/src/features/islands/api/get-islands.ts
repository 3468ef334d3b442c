import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataSource } from '@/lib/data-source';
import { useDataSource } from '@/lib/data-source-context';

/** The whole catalogue; Explore filters and sorts it in the browser. */
export const getIslandsQueryOptions = (dataSource: DataSource) =>
  queryOptions({ queryKey: ['islands', 'list'], queryFn: () => dataSource.listIslands() });

/** `enabled: false` waits (Home asks only when its map comes near the screen). */
export function useIslands(enabled = true) {
  return useQuery({ ...getIslandsQueryOptions(useDataSource()), enabled });
}
