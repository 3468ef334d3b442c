import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { readExploreParams } from '@core/site/explore-address';
import { WEB_ROUTES } from '@core/site/web-routes';
import { categoryInfoBySlug } from '@/features/categories/category-info';
import { getCoverageQueryOptions } from '@/features/coverage/api/get-coverage';
import { getFeaturedIslandsQueryOptions } from '@/features/islands/api/get-featured-islands';
import { getIslandQueryOptions } from '@/features/islands/api/get-island';
import { getIslandImagesQueryOptions } from '@/features/islands/api/get-island-images';
import { getIslandTidesQueryOptions } from '@/features/place/api/get-island-tides';
import { localDate } from '@core/place-facts/zone-clock';
import { getExplorePageQueryOptions } from '@/features/islands/api/get-explore-page';
import { exploreSearch } from '@/features/islands/explore-params';
import { getIslandsByCategoryQueryOptions } from '@/features/islands/api/get-islands-by-category';
import { getNearestIslandsQueryOptions } from '@/features/islands/api/get-nearest-islands';
import { getIslandOutlineQueryOptions } from '@/features/map/api/get-island-outline';
import { getRemotestQueryOptions } from '@/features/remoteness/api/get-remotest';
import { getStatisticsQueryOptions } from '@/features/statistics/api/get-statistics';
import { getReleasesQueryOptions } from '@/features/citation/api/get-releases';
import { isNotFound } from '@/lib/api-error';
import type { DataSource } from '@/lib/data-source';

/**
 * What a page shows before anything else, loaded before the server renders it, so its HTML holds
 * the page's content and the browser starts from the same data. Everything else (Home's map
 * list, Explore's later pages and its map, the coastlines on the cards) still loads in the browser.
 * Failures are kept in the cache: an unknown island renders as the not-found page. False when
 * the page's subject does not exist; 'failed' when it could not be read.
 */
export async function loadPageData(
  queryClient: QueryClient,
  dataSource: DataSource,
  location: URL,
): Promise<boolean | 'failed'> {
  const { pathname } = location;
  const at = (pattern: string) => matchPath(pattern, pathname);

  if (at(WEB_ROUTES.home)) {
    await Promise.all([
      queryClient.prefetchQuery(getFeaturedIslandsQueryOptions(dataSource)),
      queryClient.prefetchQuery(getStatisticsQueryOptions(dataSource)),
    ]);
    // The featured cards are the first thing on screen: their coastlines arrive drawn, not fetched
    // and parsed one by one while a phone is still hydrating the page.
    const featured = queryClient.getQueryData(getFeaturedIslandsQueryOptions(dataSource).queryKey) ?? [];
    await Promise.all(
      featured
        .filter((island) => !island.imageUrl)
        .map((island) => queryClient.prefetchQuery(getIslandOutlineQueryOptions(dataSource, island))),
    );
  } else if (at(WEB_ROUTES.explore)) {
    // The first page of what the address asks for: the HTML holds a page, not the catalogue.
    await queryClient.prefetchQuery(
      getExplorePageQueryOptions(dataSource, exploreSearch(readExploreParams(location.searchParams)), 0),
    );
  } else if (at(WEB_ROUTES.remotest)) {
    await Promise.all(
      (['inhabited', 'continent', 'isolation'] as const).map((measure) =>
        queryClient.prefetchQuery(getRemotestQueryOptions(dataSource, measure)),
      ),
    );
  } else if (at(WEB_ROUTES.about)) {
    await Promise.all([
      queryClient.prefetchQuery(getStatisticsQueryOptions(dataSource)),
      queryClient.prefetchQuery(getCoverageQueryOptions(dataSource)),
      queryClient.prefetchQuery(getReleasesQueryOptions(dataSource)),
    ]);
  } else if (at(WEB_ROUTES.category)) {
    const slug = at(WEB_ROUTES.category)!.params.category ?? '';
    if (!categoryInfoBySlug(slug)) return false;
    await queryClient.prefetchQuery(getIslandsByCategoryQueryOptions(dataSource, slug));
  } else if (at(WEB_ROUTES.island)) {
    const id = at(WEB_ROUTES.island)!.params.id ?? '';
    await queryClient.prefetchQuery(getIslandQueryOptions(dataSource, id));
    const island = queryClient.getQueryData(getIslandQueryOptions(dataSource, id).queryKey);
    if (!island)
      return isNotFound(queryClient.getQueryState(getIslandQueryOptions(dataSource, id).queryKey)?.error)
        ? false
        : 'failed';
    await Promise.all([
      queryClient.prefetchQuery(getIslandImagesQueryOptions(dataSource, id)),
      queryClient.prefetchQuery(getIslandOutlineQueryOptions(dataSource, island)),
      queryClient.prefetchQuery(getNearestIslandsQueryOptions(dataSource, island)),
      queryClient.prefetchQuery(getReleasesQueryOptions(dataSource)),
      // Today's tides on the island's own date, so the page is served with them.
      ...(island.place?.tideStation
        ? [
            queryClient.prefetchQuery(
              getIslandTidesQueryOptions(dataSource, id, localDate(island.place.timeZone, new Date())),
            ),
          ]
        : []),
    ]);
  }
  return true;
}
