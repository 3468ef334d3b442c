import { useQuery } from '@tanstack/react-query';
import { desktopBridge } from '@/lib/desktop-bridge';

/**
 * The address the API page documents: this site's own in a browser; in the desktop app, the
 * hosted API it syncs with (its pages come from app://, which serves no API). Undefined while
 * the desktop app is asked.
 */
export function useApiBase(): string | undefined {
  const bridge = desktopBridge();
  const info = useQuery({
    queryKey: ['api-info'],
    // Loaded on demand: the web bundle never needs the IPC adapter's schemas.
    queryFn: async () => (await import('@/lib/ipc-data-source')).callBridge(bridge!, 'apiInfo'),
    enabled: bridge !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return bridge ? info.data?.baseUrl : window.location.origin;
}
