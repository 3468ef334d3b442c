import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataSource } from '@/lib/data-source';
import { useDataSource } from '@/lib/data-source-context';

export const getOpenApiDocumentQueryOptions = (dataSource: DataSource) =>
  queryOptions({ queryKey: ['openapi'], queryFn: () => dataSource.openapi(), staleTime: Infinity });

export function useOpenApiDocument() {
  return useQuery(getOpenApiDocumentQueryOptions(useDataSource()));
}
