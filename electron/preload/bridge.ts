import routes from 'virtual:operation-routes';
import { CATALOGUE_PROGRESS_CHANNEL, OUTBOX_CHANGED_CHANNEL } from '@core/contract/ipc-channels';
import type { CatalogueProgress } from '@core/contract/desktop-status';
import type { IsolarioBridge } from '@core/contract/ipc';
import type { OutboxStatus } from '@core/outbox/outbox';

export type Invoke = (channel: string, ...args: unknown[]) => Promise<unknown>;
export type Listen = (channel: string, listener: (payload: unknown) => void) => () => void;

/** Each operation the desktop has a channel for, with it: from the table, at build time. */
export const BRIDGE_CHANNELS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(routes).flatMap(([id, route]) => (route.channel ? [[id, route.channel]] : [])),
);

/**
 * window.isolario: one function per operation with a channel, each forwarding its one input to
 * that channel and nothing else, plus the two subscriptions. No channel name reaches the page.
 */
export function createBridge(invoke: Invoke, listen: Listen): IsolarioBridge {
  const bridge: Record<string, unknown> = {};
  for (const [id, channel] of Object.entries(BRIDGE_CHANNELS)) {
    bridge[id] = (...input: unknown[]) => invoke(channel, ...input);
  }
  bridge.onOutboxChange = (listener: (status: OutboxStatus) => void) => {
    if (typeof listener !== 'function') throw new TypeError('onOutboxChange needs a function');
    return listen(OUTBOX_CHANGED_CHANNEL, (status) => listener(status as OutboxStatus));
  };
  bridge.onCatalogueProgress = (listener: (progress: CatalogueProgress) => void) => {
    if (typeof listener !== 'function') throw new TypeError('onCatalogueProgress needs a function');
    return listen(CATALOGUE_PROGRESS_CHANNEL, (progress) => listener(progress as CatalogueProgress));
  };
  return Object.freeze(bridge) as IsolarioBridge;
}
