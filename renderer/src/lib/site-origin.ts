import { createContext, useContext, useSyncExternalStore } from 'react';

/** The origin the server rendered the page for; undefined in the desktop app and unrendered pages. */
export const ServerOriginContext = createContext<string | undefined>(undefined);

const unchanging = () => () => {};

/**
 * This site's origin: what the server rendered with while the page hydrates (so both render the
 * same text), then the browser's own.
 */
export function useSiteOrigin(): string | undefined {
  const serverOrigin = useContext(ServerOriginContext);
  return useSyncExternalStore(
    unchanging,
    () => window.location.origin,
    () => serverOrigin,
  );
}
