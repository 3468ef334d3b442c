import { queryOptions, useQuery } from '@tanstack/react-query';
import { isNotFound } from '@/lib/api-error';
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
    queryFn: () =>
      hasOutline === false
        ? Promise.resolve(null)
        : // A 404 here means no outline for this island (the island page itself says when it is unknown).
          dataSource.islandOutline({ id }).catch((error: unknown) => {
            if (isNotFound(error)) return null;
            throw error;
          }),
    // A coastline changes only with a new outlines file: keep it for the visit.
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useIslandOutline(island: OutlineOf) {
  return useQuery(getIslandOutlineQueryOptions(useDataSource(), island));
}
