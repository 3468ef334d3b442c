import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataSource } from '@/lib/data-source';
import { useDataSource } from '@/lib/data-source-context';

export const getFeaturedIslandsQueryOptions = (dataSource: DataSource) =>
  queryOptions({ queryKey: ['islands', 'featured'], queryFn: () => dataSource.featuredIslands() });

export function useFeaturedIslands() {
  return useQuery(getFeaturedIslandsQueryOptions(useDataSource()));
}
