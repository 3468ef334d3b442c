import { QueryClient } from '@tanstack/react-query';

/**
 * Spec section 7: fetch once per key, never refetch on a timer or focus, never stale, no retries
 * (not on mount either: a page the server rendered as not found stays so while it hydrates).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        retry: false,
        retryOnMount: false,
      },
      mutations: { retry: false },
    },
  });
}
