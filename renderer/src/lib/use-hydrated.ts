import { useSyncExternalStore } from 'react';

// A page the server rendered is hydrated, and is not "hydrated" until that is done; a page the
// browser renders itself (the desktop app, tests) is from its first render. The id is
// server-state.ts's SERVER_STATE_ID, written out: importing that module would tie this small
// chunk to the main one.
let hydrated = typeof document === 'undefined' || !document.getElementById('isolario-state');
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Called once the server's page has been taken over, in a task of its own: what only the browser
 * knows is drawn then, not in the hydration's commit, which would have to run every pending effect
 * and that redraw at once (the island page's longest task on a phone).
 */
export function markHydrated(): void {
  if (hydrated) return;
  hydrated = true;
  for (const listener of listeners) listener();
}

/**
 * False while the server renders and while the browser hydrates that HTML, true after: for what
 * only the browser knows (the address's #fragment, the reader's clock), so hydration matches the
 * server's markup. A part hydrated later still starts from the server's answer.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => hydrated,
    () => false,
  );
}
