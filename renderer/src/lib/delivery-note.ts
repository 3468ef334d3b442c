import type { Delivery } from './data-source';

/** What the toast adds when a send was queued in the desktop app's outbox rather than stored. */
export const SAVED_FOR_SYNC_TEXT = "Saved on this computer; it will be sent when you're online.";

/** A success toast's text: as the spec spells it when stored, with the outbox note when queued. */
export function successText(webText: string, delivery: Delivery<unknown>): string {
  return delivery.status === 'queued' ? `${webText} ${SAVED_FOR_SYNC_TEXT}` : webText;
}

/**
 * A stored message's reference, for the sender to quote when they write to us about it; queued in
 * the outbox, it has none yet.
 */
export function referenceText(delivery: Delivery<{ id: string }>): string {
  return delivery.status === 'stored' ? ` Your reference: ${delivery.record.id}.` : '';
}
