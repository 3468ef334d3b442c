import { queryOptions, useQuery } from '@tanstack/react-query';
import { CATEGORY_PAGE_FIELDS, type CategoryIsland } from '@core/catalogue/card-fields';
import type { DataSource } from '@/lib/data-source';
import { useDataSource } from '@/lib/data-source-context';

export const getIslandsByCategoryQueryOptions = (dataSource: DataSource, slug: string) =>
  queryOptions({
    queryKey: ['islands', 'category', slug],
    // Each island's card and whether it is featured (the answer is parsed with these fields only).
    queryFn: async () =>
      (await dataSource.islandsByCategory({
        category: slug,
        fields: CATEGORY_PAGE_FIELDS.join(','),
      })) as CategoryIsland[],
  });

export function useIslandsByCategory(slug: string, enabled = true) {
  return useQuery({ ...getIslandsByCategoryQueryOptions(useDataSource(), slug), enabled });
}
