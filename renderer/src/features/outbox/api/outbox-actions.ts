import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IsolarioBridge, OutboxStatus } from '@core/ipc-contract';
import { callBridge } from '@/lib/ipc-data-source';
import { OUTBOX_STATUS_KEY } from './get-outbox-status';

/** Retry, discard and send-now: each answers the new status, which replaces the cached one. */
export function useOutboxActions(bridge: IsolarioBridge | undefined) {
  const queryClient = useQueryClient();
  const onSuccess = (status: OutboxStatus) => queryClient.setQueryData(OUTBOX_STATUS_KEY, status);
  const retry = useMutation({ mutationFn: (id: string) => callBridge(bridge!, 'retryOutboxItem', id), onSuccess });
  const discard = useMutation({ mutationFn: (id: string) => callBridge(bridge!, 'discardOutboxItem', id), onSuccess });
  const sendNow = useMutation({ mutationFn: () => callBridge(bridge!, 'syncOutbox'), onSuccess });
  return { retry, discard, sendNow };
}
