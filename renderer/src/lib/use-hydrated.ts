import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};

/**
 * False in the server render and while the browser hydrates its HTML, true from then on: for
 * parts that only a browser can draw (a Leaflet map), so both first renders agree.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}
