import { useCallback, useMemo } from 'react';
import { filterIslands, sortIslands } from '@core/catalogue-queries';
import { Button } from '@/components/ui/button';
import { useIslands } from '@/features/islands/api/get-islands';
import { ExploreFilters, useSearchText } from '@/features/islands/components/explore-filters';
import { IslandGrid } from '@/features/islands/components/island-grid';
import { CLEARED_PARAMS, toIslandFilter } from '@/features/islands/explore-params';
import { useExploreParams } from '@/features/islands/hooks/use-explore-params';
import { usePageMeta } from '@/lib/use-page-meta';

export function ExploreRoute() {
  usePageMeta(
    'Explore Islands',
    'Search, filter and sort every remote island in the catalogue by region, category, access and population.',
  );
  const [params, update] = useExploreParams();
  const commitText = useCallback((q: string) => update({ q }, { replace: true }), [update]);
  const [text, setText, commitTextNow] = useSearchText(params.q, commitText);
  const islands = useIslands();

  const results = useMemo(() => {
    if (!islands.data) return undefined;
    return sortIslands(filterIslands(islands.data, toIslandFilter({ ...params, q: text })), params.sort);
  }, [islands.data, params, text]);

  const clear = () => {
    setText('');
    update(CLEARED_PARAMS);
  };

  return (
    <>
      <header className="page-hero page-hero--compact">
        <div className="container">
          <h1 className="page-hero__title">Explore Islands</h1>
          <p className="page-hero__lede">
            Search the whole catalogue, then narrow it by ocean, category and features. Every filter is kept in the
            address, so you can share what you found.
          </p>
        </div>
      </header>
      <div className="container explore">
        <ExploreFilters
          params={params}
          text={text}
          onTextChange={setText}
          onTextCommit={commitTextNow}
          onChange={(next) => update(next)}
          onClear={clear}
        />
        <h2 className="explore__count" aria-live="polite">
          {islands.isPending
            ? 'Loading...'
            : islands.isError
              ? 'Unable to load islands'
              : `${results?.length ?? 0} Islands Found`}
        </h2>
        {islands.isError ? (
          <p className="empty-text" role="alert">
            The catalogue could not be loaded. Please reload the page to try again.
          </p>
        ) : (
          <IslandGrid
            islands={results}
            isLoading={islands.isPending}
            skeletonCount={8}
            label="Islands"
            empty={
              <div className="empty-state">
                <h3 className="empty-state__title">No islands found</h3>
                <p>Try a different search, or widen the region, category and features.</p>
                <Button variant="outline" onClick={clear}>
                  Clear All Filters
                </Button>
              </div>
            }
          />
        )}
      </div>
    </>
  );
}
