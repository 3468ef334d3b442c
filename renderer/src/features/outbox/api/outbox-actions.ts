import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OutboxStatus } from '@core/outbox/outbox';
import type { DesktopCapabilities } from '@/lib/data-source';
import { OUTBOX_STATUS_KEY } from './get-outbox-status';

/** Retry, discard and send-now: each answers the new status, which replaces the cached one. */
export function useOutboxActions(desktop: DesktopCapabilities) {
  const queryClient = useQueryClient();
  const onSuccess = (status: OutboxStatus) => queryClient.setQueryData(OUTBOX_STATUS_KEY, status);
  const retry = useMutation({ mutationFn: (id: string) => desktop.retryOutboxItem({ id }), onSuccess });
  const discard = useMutation({ mutationFn: (id: string) => desktop.discardOutboxItem({ id }), onSuccess });
  const sendNow = useMutation({ mutationFn: () => desktop.syncOutbox(), onSuccess });
  return { retry, discard, sendNow };
}
