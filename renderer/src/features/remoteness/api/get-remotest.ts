import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RemotestMeasure } from '@core/remoteness/remoteness-ranks';
import type { DataSource } from '@/lib/data-source';
import { useDataSource } from '@/lib/data-source-context';

/** How many islands each table of /remotest lists. */
export const REMOTEST_COUNT = 25;

export const getRemotestQueryOptions = (dataSource: DataSource, measure: RemotestMeasure) =>
  queryOptions({
    queryKey: ['remotest', measure, REMOTEST_COUNT],
    queryFn: () => dataSource.remotest({ measure, limit: String(REMOTEST_COUNT) }),
  });

export function useRemotest(measure: RemotestMeasure) {
  return useQuery(getRemotestQueryOptions(useDataSource(), measure));
}
