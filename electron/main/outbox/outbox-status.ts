import type { OutboxItemView, OutboxStatus } from '@core/ipc-contract';
import type { OutboxData, OutboxItem } from './outbox-store';

function view(item: OutboxItem): OutboxItemView {
  return {
    id: item.id,
    kind: item.kind,
    state: item.state,
    summary: item.summary,
    queuedAt: item.queuedAt,
    attempts: item.attempts,
    ...(item.nextAttemptAt ? { nextAttemptAt: item.nextAttemptAt } : {}),
    ...(item.lastError ? { lastError: item.lastError } : {}),
    ...(item.rejection ? { rejection: item.rejection } : {}),
  };
}

/** What the header shows: how many items wait, the rejected ones with their reason, the last sync. */
export function outboxStatus(data: Readonly<OutboxData>, online: boolean): OutboxStatus {
  const open = data.items.filter((item) => item.state !== 'sent').sort((a, b) => a.queuedAt.localeCompare(b.queuedAt));
  return {
    waiting: open.filter((item) => item.state === 'pending' || item.state === 'sending').length,
    rejected: open.filter((item) => item.state === 'rejected').length,
    items: open.map(view),
    ...(data.lastSyncAt ? { lastSyncAt: data.lastSyncAt } : {}),
    ...(data.lastSyncError ? { lastSyncError: data.lastSyncError } : {}),
    online,
  };
}
