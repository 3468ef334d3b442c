import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataSource } from '@/lib/data-source';
import { useDataSource } from '@/lib/data-source-context';

export const getIslandImagesQueryOptions = (dataSource: DataSource, id: string) =>
  queryOptions({ queryKey: ['islands', 'detail', id, 'images'], queryFn: () => dataSource.islandImages({ id }) });

export function useIslandImages(id: string, enabled = true) {
  return useQuery({ ...getIslandImagesQueryOptions(useDataSource(), id), enabled });
}
