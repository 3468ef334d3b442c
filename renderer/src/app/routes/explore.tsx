import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { prepareSearch } from '@core/catalogue/catalogue-queries';
import { queryIslands } from '@core/catalogue/island-query';
import { exploreQuery } from '@core/catalogue/explore-page';
import { Button } from '@/components/ui/button';
import { showToast } from '@/components/ui/toast-store';
import { formatNumber } from '@/lib/format-number';
import { useExploreResults } from '@/features/islands/api/get-explore-page';
import { getIslandsQueryOptions, useIslands } from '@/features/islands/api/get-islands';
import { ExploreFilters, useSearchText } from '@/features/islands/components/explore-filters';
import { IslandGrid } from '@/features/islands/components/island-grid';
import { IslandPopup } from '@/features/islands/components/island-popup';
import { VirtualIslandGrid } from '@/features/islands/components/virtual-island-grid';
import type { CardFigure } from '@/features/islands/components/island-card';
import type { Sort } from '@core/contract/enums';
import type { ExploreView } from '@core/site/explore-address';
import { CLEARED_PARAMS, effectiveSort, exploreSearch } from '@/features/islands/explore-params';
import { EXPORT_FORMATS, EXPORT_TEXT, downloadIslands, exportFileName } from '@/features/islands/export-results';
import { useExploreParams } from '@/features/islands/hooks/use-explore-params';
import { IslandMap } from '@/features/map/components/island-map';
import { useDataSource } from '@/lib/data-source-context';
import { usePageMeta } from '@/lib/use-page-meta';
import { islandsFound } from '@/features/islands/found-words';

/** Sorted by population or area, every card shows that figure. */
const cardFigure = (sort: Sort): CardFigure | undefined =>
  sort === 'population' || sort === 'area' ? sort : undefined;

const VIEWS: { view: ExploreView; label: string }[] = [
  { view: 'list', label: 'List' },
  { view: 'map', label: 'Map' },
];

export function ExploreRoute() {
  usePageMeta(
    'Explore Islands',
    'Search, filter and sort every remote island in the catalogue by region, category, access and population.',
  );
  const [params, update] = useExploreParams();
  const commitText = useCallback((q: string) => update({ q }, { replace: true }), [update]);
  const [text, setText, commitTextNow] = useSearchText(params.q, commitText);
  // The list: the pages holding the positions on screen, with the counts beside the choices. It
  // follows each keystroke (the address catches up after a pause); the last answer shows meanwhile.
  const search = useMemo(() => exploreSearch({ ...params, q: text }), [params, text]);
  const results = useExploreResults(search);
  const { total, counts } = results.head ?? {};
  // The map shows every result at once: the whole catalogue is fetched only when it is opened.
  const onMap = params.view === 'map';
  const catalogue = useIslands(onMap);
  // canLocate: the desktop app grants pages no location (Electron would need Google's location service).
  const dataSource = useDataSource();
  const queryClient = useQueryClient();

  // Build the search index while the visitor looks at the map, so the next search does not pay for it.
  useEffect(() => {
    const list = catalogue.data;
    if (!list) return;
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => prepareSearch(list));
    return () => cancel(handle);
  }, [catalogue.data]);

  const mapResults = useMemo(
    () => (onMap && catalogue.data ? queryIslands(catalogue.data, search).items : undefined),
    [onMap, catalogue.data, search],
  );
  // A download holds every result, not the pages scrolled so far: from the whole list, on demand.
  const download = async (format: (typeof EXPORT_FORMATS)[number]) => {
    try {
      const all = await queryClient.fetchQuery(getIslandsQueryOptions(dataSource));
      await downloadIslands(queryIslands(all, search).items, format, exportFileName({ ...params, q: text }, format));
    } catch {
      showToast({
        title: 'Download failed',
        description: 'The islands could not be loaded. Please try again.',
        variant: 'destructive',
      });
    }
  };

  // The desktop app saves the selection as a data package with its citation, made offline.
  const exportPackage = async () => {
    const desktop = dataSource.desktop;
    if (!desktop) return;
    try {
      const { offset: _offset, limit: _limit, ...query } = exploreQuery({ ...search, offset: 0, limit: 1 });
      const result = await desktop.exportSelection(query);
      if (result.saved)
        showToast({
          title: 'Data package saved',
          description: `${formatNumber(result.islands)} islands of release ${result.release ?? '(unreleased)'} in ${result.folder}`,
        });
    } catch {
      showToast({
        title: 'Export failed',
        description: 'The data package could not be written.',
        variant: 'destructive',
      });
    }
  };

  const clear = () => {
    setText('');
    update(CLEARED_PARAMS);
  };
  const empty = (
    <div className="empty-state">
      <h3 className="empty-state__title">No islands found</h3>
      <p>Try a different search, or widen the region, category and features.</p>
      <Button variant="outline" onClick={clear}>
        Clear All Filters
      </Button>
    </div>
  );

  return (
    <>
      <header className="page-hero page-hero--compact explore-hero">
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
          counts={counts}
          canLocate={!dataSource.desktop}
        />
        <div className="explore__bar">
          <h2 className="explore__count" aria-live="polite">
            {results.isPending ? 'Loading...' : results.isError ? 'Unable to load islands' : islandsFound(total ?? 0)}
          </h2>
          <div className="explore__actions">
            <div className="view-switch" role="group" aria-label="Show results as">
              {VIEWS.map(({ view, label }) => (
                <button
                  key={view}
                  type="button"
                  className="view-switch__option"
                  aria-pressed={params.view === view}
                  onClick={() => update({ view })}
                >
                  {label}
                </button>
              ))}
            </div>
            {/* Always there (disabled until there is something to save), so nothing moves when results arrive. */}
            {EXPORT_FORMATS.map((format) => (
              <Button key={format} variant="outline" size="sm" disabled={!total} onClick={() => void download(format)}>
                {/* On a phone "Download" is heard, not shown: the three controls then fit one row. */}
                <span className="explore__download-word">{EXPORT_TEXT[format].replace(/ \S+$/, '')} </span>
                {EXPORT_TEXT[format].replace(/^\S+ /, '')}
              </Button>
            ))}
            {dataSource.desktop ? (
              <Button variant="outline" size="sm" disabled={!total} onClick={() => void exportPackage()}>
                Data package
              </Button>
            ) : null}
          </div>
        </div>
        {results.isError || (onMap && catalogue.isError) ? (
          <p className="empty-text" role="alert">
            The catalogue could not be loaded. Please reload the page to try again.
          </p>
        ) : total === undefined || (onMap && !mapResults) ? (
          <IslandGrid islands={undefined} isLoading skeletonCount={8} label="Islands" empty={null} />
        ) : total === 0 ? (
          empty
        ) : onMap && mapResults ? (
          <IslandMap
            islands={mapResults}
            label={`Map of the ${mapResults.length} islands found`}
            renderPopup={(island) => <IslandPopup island={island} />}
            listLabel="found"
            onSearchArea={(bbox) => update({ bbox })}
          />
        ) : (
          <>
            <VirtualIslandGrid
              total={total}
              islandAt={results.islandAt}
              onRange={results.onRange}
              label="Islands"
              figure={cardFigure(effectiveSort({ ...params, q: text }))}
            />
            {/* A later page that failed keeps its cards as skeletons: say so where the reader is. */}
            {results.failed ? (
              <div className="explore-page-error" role="alert">
                <p>
                  Islands {formatNumber(results.failed.first)}–{formatNumber(results.failed.last)} could not be loaded.
                </p>
                <Button variant="outline" size="sm" onClick={results.retry}>
                  Try again
                </Button>
              </div>
            ) : null}
          </>
        )}
      </div>
    </>
  );
}
