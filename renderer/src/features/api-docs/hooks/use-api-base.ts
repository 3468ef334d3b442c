import { skipToken, useQuery } from '@tanstack/react-query';
import { useDataSource } from '@/lib/data-source-context';
import { useSiteOrigin } from '@/lib/site-origin';

/**
 * The address the API page documents: this site's own in a browser; in the desktop app, the
 * hosted API it syncs with (its pages come from app://, which serves no API). Undefined while
 * the desktop app is asked.
 */
export function useApiBase(): string | undefined {
  const { desktop } = useDataSource();
  const origin = useSiteOrigin();
  const info = useQuery({
    queryKey: ['api-info'],
    queryFn: desktop ? () => desktop.apiInfo() : skipToken,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return desktop ? info.data?.baseUrl : origin;
}
