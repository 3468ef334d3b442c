import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataSource } from '@/lib/data-source';
import { useDataSource } from '@/lib/data-source-context';

export const getStatisticsQueryOptions = (dataSource: DataSource) =>
  queryOptions({ queryKey: ['statistics'], queryFn: () => dataSource.statistics() });

export function useStatistics() {
  return useQuery(getStatisticsQueryOptions(useDataSource()));
}
