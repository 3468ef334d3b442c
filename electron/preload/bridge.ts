import {
  CATALOGUE_PROGRESS_CHANNEL,
  IPC_CHANNELS,
  OUTBOX_CHANGED_CHANNEL,
  type BridgeMethod,
} from '@core/contract/ipc-channels';
import type { CatalogueProgress } from '@core/contract/desktop-status';
import type { IsolarioBridge } from '@core/contract/ipc-contract';
import type { OutboxStatus } from '@core/outbox/outbox';

export type Invoke = (channel: string, ...args: unknown[]) => Promise<unknown>;
export type Listen = (channel: string, listener: (payload: unknown) => void) => () => void;

/**
 * window.isolario: one function per channel of the contract, each forwarding its arguments to
 * that channel and nothing else, plus the two subscriptions. No channel name reaches the page.
 */
export function createBridge(invoke: Invoke, listen: Listen): IsolarioBridge {
  const bridge: Record<string, unknown> = {};
  for (const method of Object.keys(IPC_CHANNELS) as BridgeMethod[]) {
    const channel = IPC_CHANNELS[method];
    bridge[method] = (...args: unknown[]) => invoke(channel, ...args);
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
