import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { ExploreParams } from '@core/site/explore-address';
import { readExploreParams, writeExploreParams } from '@core/site/explore-address';

/** Explore's filters and sort, living in the URL so links can be shared and Back works. */
export function useExploreParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readExploreParams(searchParams), [searchParams]);

  // The state last asked for: navigations commit in a transition, so a change made before the
  // previous one lands (the search box's delayed commit right after Clear) must build on it.
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);

  const update = useCallback(
    (next: Partial<ExploreParams>, options: { replace?: boolean } = {}) => {
      const merged = { ...latest.current, ...next };
      latest.current = merged;
      setSearchParams(writeExploreParams(merged), { replace: options.replace ?? false, preventScrollReset: true });
    },
    [setSearchParams],
  );

  // Rewrite incoming links (?filter=region, ?region=Pacific) to the canonical form in place.
  const canonical = writeExploreParams(params).toString();
  const current = searchParams.toString();
  useEffect(() => {
    if (canonical !== current)
      setSearchParams(new URLSearchParams(canonical), { replace: true, preventScrollReset: true });
  }, [canonical, current, setSearchParams]);

  return [params, update] as const;
}
