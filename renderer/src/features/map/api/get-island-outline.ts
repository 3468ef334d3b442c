import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataSource } from '@/lib/data-source';
import { useDataSource } from '@/lib/data-source-context';

/** The island, or what the page knows of it: hasOutline false means there is nothing to ask for. */
export interface OutlineOf {
  id: string;
  hasOutline?: boolean | undefined;
}

export const getIslandOutlineQueryOptions = (dataSource: DataSource, { id, hasOutline }: OutlineOf) =>
  queryOptions({
    queryKey: ['islands', 'outline', id],
    // The island says it has no coastline: answer as the 404 would, without the request.
    queryFn: () => (hasOutline === false ? Promise.resolve(null) : dataSource.islandOutline(id)),
    // A coastline changes only with a new outlines file: keep it for the visit.
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useIslandOutline(island: OutlineOf) {
  return useQuery(getIslandOutlineQueryOptions(useDataSource(), island));
}
