import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataSource } from '@/lib/data-source';
import { useDataSource } from '@/lib/data-source-context';

export const getIslandsByCategoryQueryOptions = (dataSource: DataSource, slug: string) =>
  queryOptions({ queryKey: ['islands', 'category', slug], queryFn: () => dataSource.islandsByCategory(slug) });

export function useIslandsByCategory(slug: string, enabled = true) {
  return useQuery({ ...getIslandsByCategoryQueryOptions(useDataSource(), slug), enabled });
}
