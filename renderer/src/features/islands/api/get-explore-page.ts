import { useCallback, useState } from 'react';
import { keepPreviousData, queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { CARD_FIELDS, type CardIsland } from '@core/catalogue/card-fields';
import { EXPLORE_PAGE_SIZE, exploreQuery, type ExplorePage, type ExploreRequest } from '@core/catalogue/explore-page';
import type { DataSource } from '@/lib/data-source';
import { useDataSource } from '@/lib/data-source-context';

/**
 * Positions beyond those on screen whose page is fetched ahead, so scrolling and Tab find the next
 * cards there. Half a page: a phone's first screen needs page 0 alone, so opening Explore parses
 * nothing more (a second page at load cost a throttled phone ~170 ms of parsing in Lighthouse).
 */
const LOOKAHEAD = EXPLORE_PAGE_SIZE / 2;

export type ExploreSearch = Omit<ExploreRequest, 'offset' | 'limit'>;

/** One page of Explore's results (page 0 also carries the total and the counts beside the choices). */
export const getExplorePageQueryOptions = (dataSource: DataSource, search: ExploreSearch, page: number) =>
  queryOptions({
    queryKey: ['islands', 'explore', search, page],
    // A page shows each result as a card: its fields are all that crosses (the answer is parsed as asked).
    queryFn: async () =>
      (await dataSource.islandExplore(
        exploreQuery({ ...search, offset: page * EXPLORE_PAGE_SIZE, limit: EXPLORE_PAGE_SIZE }, CARD_FIELDS),
      )) as ExplorePage<CardIsland>,
  });

/** Island positions [first, last] the list has on screen, or near it. */
export interface ResultRange {
  first: number;
  last: number;
}

export interface ExploreResults {
  /** Page 0: the total and the counts; while a changed search loads, the previous one stays. */
  head: ExplorePage<CardIsland> | undefined;
  isPending: boolean;
  isError: boolean;
  /** The island at a position, once its page has arrived. */
  islandAt(position: number): CardIsland | undefined;
  /** The list says which positions it shows; their pages (and those within half a page) are fetched. */
  onRange(range: ResultRange): void;
  /** Positions [first, last] (1-based) of later pages that failed to load: their cards stay skeletons. */
  failed: ResultRange | undefined;
  /** Asks again for every page that failed. */
  retry(): void;
}

/**
 * Explore's results a page at a time, for the positions the list shows: the server renders page 0,
 * and a jump anywhere (End, a dragged scrollbar) asks only for the pages it lands on, and those
 * within LOOKAHEAD of it.
 */
export function useExploreResults(search: ExploreSearch): ExploreResults {
  const dataSource = useDataSource();
  // Kept as pages, so scrolling within a page re-renders nothing above the list.
  const [wanted, setWanted] = useState({ first: 0, last: 0 });
  const onRange = useCallback((range: ResultRange) => {
    const first = Math.floor(Math.max(0, range.first - LOOKAHEAD) / EXPLORE_PAGE_SIZE);
    const last = Math.floor((range.last + LOOKAHEAD) / EXPLORE_PAGE_SIZE);
    setWanted((previous) => (previous.first === first && previous.last === last ? previous : { first, last }));
  }, []);
  const head = useQuery({ ...getExplorePageQueryOptions(dataSource, search, 0), placeholderData: keepPreviousData });
  // The other pages wait for this search's total: none is asked for past the end.
  const total = head.isPlaceholderData ? 0 : (head.data?.total ?? 0);
  const firstPage = Math.max(1, wanted.first);
  const lastPage = Math.min(Math.ceil(total / EXPLORE_PAGE_SIZE) - 1, wanted.last);
  const pages = Array.from({ length: Math.max(0, lastPage - firstPage + 1) }, (_, i) => firstPage + i);
  const rest = useQueries({
    queries: pages.map((page) => getExplorePageQueryOptions(dataSource, search, page)),
  });
  const byPage = new Map<number, ExplorePage<CardIsland>>();
  if (head.data) byPage.set(0, head.data);
  pages.forEach((page, index) => {
    const data = rest[index]!.data;
    if (data) byPage.set(page, data);
  });
  const failedPages = pages.filter((_, index) => rest[index]!.isError && !rest[index]!.data);
  return {
    head: head.data,
    isPending: head.isPending,
    isError: head.isError,
    onRange,
    failed:
      failedPages.length === 0
        ? undefined
        : {
            first: failedPages[0]! * EXPLORE_PAGE_SIZE + 1,
            last: Math.min(total, (failedPages.at(-1)! + 1) * EXPLORE_PAGE_SIZE),
          },
    retry: () => {
      for (const query of rest) if (query.isError) void query.refetch();
    },
    islandAt: (position) => byPage.get(Math.floor(position / EXPLORE_PAGE_SIZE))?.items[position % EXPLORE_PAGE_SIZE],
  };
}
