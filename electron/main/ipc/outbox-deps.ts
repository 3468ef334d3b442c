import type { OutboxStore } from '../outbox/outbox-store';

export interface OutboxDeps {
  outbox: OutboxStore;
  /** Called once an item is on disk: the sync worker tries it at once instead of at its next wake-up. */
  afterQueued?: () => void;
}

/** The parsed payload as the JSON it will be sent as, every time: undefined fields dropped. */
export function asJson(payload: object): Record<string, unknown> {
  return JSON.parse(JSON.stringify(payload)) as Record<string, unknown>;
}
