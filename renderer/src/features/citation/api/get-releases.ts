import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataSource } from '@/lib/data-source';
import { useDataSource } from '@/lib/data-source-context';

export const getReleasesQueryOptions = (dataSource: DataSource) =>
  queryOptions({ queryKey: ['releases'], queryFn: () => dataSource.releases() });

/** The catalogue's releases, newest first: the one to cite, and what each changed. */
export function useReleases() {
  return useQuery(getReleasesQueryOptions(useDataSource()));
}
