import { QueryClient } from '@tanstack/react-query';

/**
 * Spec section 7: fetch once per key, never refetch on a timer or focus, never stale, no retries
 * (not on mount either: a page the server rendered as not found stays so while it hydrates).
 * `local`: answers come from the desktop app's own process, so a computer without a network must
 * not pause them (React Query's default holds every query while the browser is offline).
 */
export function createQueryClient(options: { local?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        ...(options.local ? { networkMode: 'always' as const } : {}),
        staleTime: Infinity,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        retry: false,
        retryOnMount: false,
      },
      mutations: { retry: false, ...(options.local ? { networkMode: 'always' as const } : {}) },
    },
  });
}
