import { describe, expect, it } from 'vitest';
import { CATALOGUE_PROGRESS_CHANNEL, OUTBOX_CHANGED_CHANNEL } from '@core/contract/ipc-channels';
import { IPC_CHANNELS } from '@core/contract/operation-table-routes';
import { createBridge } from './bridge';
import { installTestBridge } from '../../tests/support/desktop/test-preload';

/** A bridge whose push subscriptions are kept by channel, so a test can push and see them go. */
function listeningBridge() {
  const listeners = new Map<string, (payload: unknown) => void>();
  const bridge = createBridge(
    async () => undefined,
    (channel, listener) => {
      listeners.set(channel, listener);
      return () => listeners.delete(channel);
    },
  );
  return { bridge, listeners };
}

describe('the preload bridge', () => {
  it('has one function per channel and the two subscriptions, nothing else, frozen', () => {
    const bridge = createBridge(
      async () => undefined,
      () => () => undefined,
    );
    expect(Object.keys(bridge).sort()).toEqual(
      [...Object.keys(IPC_CHANNELS), 'onOutboxChange', 'onCatalogueProgress'].sort(),
    );
    expect(Object.values(bridge).every((value) => typeof value === 'function')).toBe(true);
    expect(Object.isFrozen(bridge)).toBe(true);
  });

  it('forwards each function to its own channel with its arguments', async () => {
    const calls: unknown[][] = [];
    const bridge = createBridge(
      async (channel, ...args) => {
        calls.push([channel, ...args]);
        return { ok: true, value: channel };
      },
      () => () => undefined,
    );
    expect(await bridge.getIsland({ id: 'bouvet-island' })).toEqual({ ok: true, value: 'islands:get' });
    await bridge.listIslands();
    await bridge.retryOutboxItem({ id: '7d3c1a52-8f6e-4a51-9a55-8d1b8a0c1f00' });
    expect(calls).toEqual([
      ['islands:get', { id: 'bouvet-island' }],
      ['islands:list'],
      ['outbox:retry', { id: '7d3c1a52-8f6e-4a51-9a55-8d1b8a0c1f00' }],
    ]);
  });

  it('subscribes to outbox changes and hands back the unsubscribe', () => {
    const { bridge, listeners } = listeningBridge();
    const seen: unknown[] = [];
    const off = bridge.onOutboxChange((status) => seen.push(status.waiting));
    listeners.get(OUTBOX_CHANGED_CHANNEL)!({ waiting: 2 });
    expect(seen).toEqual([2]);
    off();
    expect(listeners.size).toBe(0);
    expect(() => bridge.onOutboxChange('nope' as never)).toThrow(TypeError);
  });

  it('subscribes to catalogue progress on its own channel', () => {
    const { bridge, listeners } = listeningBridge();
    const seen: unknown[] = [];
    const off = bridge.onCatalogueProgress((progress) => seen.push(progress.received));
    listeners.get(CATALOGUE_PROGRESS_CHANNEL)!({ received: 512, total: 2048 });
    expect(seen).toEqual([512]);
    off();
    expect(listeners.size).toBe(0);
  });
});

describe('the test preload', () => {
  it('gives the page exactly the shape of the real bridge, routed to one exposed function', async () => {
    const calls: unknown[] = [];
    const page: Record<string, unknown> = {
      __invoke: async (channel: string, args: unknown[]) => {
        calls.push([channel, ...args]);
        return { ok: true, value: null };
      },
    };
    installTestBridge(
      { global: 'isolario', channels: IPC_CHANNELS, invokeBinding: '__invoke', pushHook: '__push' },
      page,
    );
    const fake = page.isolario as Record<string, (...args: unknown[]) => unknown>;
    const real = createBridge(
      async () => undefined,
      () => () => undefined,
    );
    expect(Object.keys(fake).sort()).toEqual(Object.keys(real).sort());
    expect(Object.isFrozen(fake)).toBe(true);

    await fake.searchIslands!({ query: 'military' });
    expect(calls).toEqual([['islands:search', { query: 'military' }]]);

    const seen: unknown[] = [];
    const off = fake.onOutboxChange!((status: unknown) => seen.push(status)) as () => void;
    (page.__push as (status: unknown) => void)({ waiting: 1 });
    off();
    (page.__push as (status: unknown) => void)({ waiting: 2 });
    expect(seen).toEqual([{ waiting: 1 }]);
  });
});
