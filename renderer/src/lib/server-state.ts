import { defaultShouldDehydrateQuery, dehydrate, hydrate } from '@tanstack/react-query';
import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

/** The element the server writes the page's data into: inert JSON, which the strict CSP allows. */
export const SERVER_STATE_ID = 'isolario-state';

interface SerializedApiError {
  name: 'ApiError';
  message: string;
  status: number;
  serverMessage?: string;
}

/**
 * The queries the server render settled, as JSON for the page. Failed ones go too (an unknown
 * island is a 404 the page shows), their ApiError kept as plain fields, so the browser's first
 * render is the server's.
 */
export function serializeServerState(queryClient: QueryClient): string {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) || query.state.status === 'error',
  });
  for (const query of state.queries) {
    const error = query.state.error;
    if (error instanceof ApiError) {
      const plain: SerializedApiError = {
        name: 'ApiError',
        message: error.message,
        status: error.status,
        ...(error.serverMessage ? { serverMessage: error.serverMessage } : {}),
      };
      (query.state as { error: unknown }).error = plain;
    } else if (error) {
      (query.state as { error: unknown }).error = { name: 'Error', message: String(error) };
    }
  }
  // '<' escaped, so no string in the data can close the script element.
  return JSON.stringify(state).replace(/</g, '\\u003c');
}

function revive(error: unknown): unknown {
  if (error === null || typeof error !== 'object') return error;
  const { name, message, status, serverMessage } = error as Partial<SerializedApiError>;
  if (name === 'ApiError' && typeof status === 'number')
    return new ApiError(String(message ?? ''), status, serverMessage);
  return new Error(String(message ?? 'Error'));
}

/** Reads the server's state from the page into the query cache; false when the page has none. */
export function hydrateServerState(queryClient: QueryClient, doc: Document = document): boolean {
  const element = doc.getElementById(SERVER_STATE_ID);
  if (!element?.textContent) return false;
  let state: DehydratedState;
  try {
    state = JSON.parse(element.textContent) as DehydratedState;
  } catch {
    return false;
  }
  if (!Array.isArray(state?.queries)) return false;
  for (const query of state.queries) {
    if (query.state.error) (query.state as { error: unknown }).error = revive(query.state.error);
  }
  hydrate(queryClient, state);
  return true;
}
