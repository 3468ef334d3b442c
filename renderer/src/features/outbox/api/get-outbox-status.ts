import { queryOptions, skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { OutboxStatus } from '@core/outbox/outbox';
import type { DesktopCapabilities } from '@/lib/data-source';

export const OUTBOX_STATUS_KEY = ['outbox', 'status'] as const;

export const getOutboxStatusQueryOptions = (desktop: DesktopCapabilities | undefined) =>
  queryOptions({
    queryKey: OUTBOX_STATUS_KEY,
    queryFn: desktop ? () => desktop.outboxStatus() : skipToken,
  });

/** The outbox status in the desktop app, kept current by the main process's pushes. */
export function useOutboxStatus(desktop: DesktopCapabilities | undefined) {
  const queryClient = useQueryClient();
  useEffect(
    () => desktop?.onOutboxChange((status) => queryClient.setQueryData<OutboxStatus>(OUTBOX_STATUS_KEY, status)),
    [desktop, queryClient],
  );
  return useQuery(getOutboxStatusQueryOptions(desktop));
}
