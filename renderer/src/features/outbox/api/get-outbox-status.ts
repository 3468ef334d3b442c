import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { IsolarioBridge, OutboxStatus } from '@core/ipc-contract';
import { outboxStatusSchema } from '@core/ipc-contract';
import { desktopBridge } from '@/lib/desktop-bridge';
import { callBridge } from '@/lib/ipc-data-source';

export const OUTBOX_STATUS_KEY = ['outbox', 'status'] as const;

export const getOutboxStatusQueryOptions = (bridge: IsolarioBridge | undefined) =>
  queryOptions({
    queryKey: OUTBOX_STATUS_KEY,
    queryFn: () => callBridge(bridge!, 'outboxStatus'),
    enabled: bridge !== undefined,
  });

/**
 * The outbox status in the desktop app, kept current by the main process's pushes;
 * `bridge` is undefined (and nothing is asked) in a browser.
 */
export function useOutboxStatus() {
  const bridge = desktopBridge();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!bridge) return undefined;
    return bridge.onOutboxChange((pushed) => {
      const parsed = outboxStatusSchema.safeParse(pushed);
      if (parsed.success) queryClient.setQueryData<OutboxStatus>(OUTBOX_STATUS_KEY, parsed.data);
    });
  }, [bridge, queryClient]);
  return { bridge, ...useQuery(getOutboxStatusQueryOptions(bridge)) };
}
