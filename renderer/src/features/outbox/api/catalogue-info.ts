import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { DesktopCapabilities } from '@/lib/data-source';

export const CATALOGUE_INFO_KEY = ['outbox', 'catalogue-info'] as const;

export const getCatalogueInfoQueryOptions = (desktop: DesktopCapabilities | undefined) =>
  queryOptions({
    queryKey: CATALOGUE_INFO_KEY,
    queryFn: desktop ? () => desktop.catalogueInfo() : skipToken,
  });

/** Which catalogue the desktop app reads (bundled or updated), its date and when it was last checked. */
export function useCatalogueInfo(desktop: DesktopCapabilities | undefined) {
  return useQuery(getCatalogueInfoQueryOptions(desktop));
}
