import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DesktopCapabilities } from '@/lib/data-source';
import { CATALOGUE_INFO_KEY } from './catalogue-info';
import { OUTBOX_STATUS_KEY } from './get-outbox-status';

/**
 * Fetches the hosted catalogue into the desktop app (swapped in only if all of it is valid);
 * every cached catalogue read is then fetched again from the new copy. Success or not, which
 * catalogue is in use and when it was checked is asked again.
 */
export function useRefreshCatalogue(desktop: DesktopCapabilities) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => desktop.refreshCatalogue(),
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== OUTBOX_STATUS_KEY[0],
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CATALOGUE_INFO_KEY }),
  });
}
