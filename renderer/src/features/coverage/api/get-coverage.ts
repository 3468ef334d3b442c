import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataSource } from '@/lib/data-source';
import { useDataSource } from '@/lib/data-source-context';

export const getCoverageQueryOptions = (dataSource: DataSource) =>
  queryOptions({ queryKey: ['coverage'], queryFn: () => dataSource.coverage() });

export function useCoverage() {
  return useQuery(getCoverageQueryOptions(useDataSource()));
}
