/**
 * The preload for tests in a plain browser (Playwright's Chromium): defines window.isolario with
 * the same one-function-per-channel shape as the real preload, each function routed to one
 * function the test exposes (which calls the real main-process handlers in Node), and a hook
 * the test calls to push outbox changes. Playwright sends this function to the page as source
 * text, so it must not use anything from outside its own body.
 */
export interface TestBridgeOptions {
  /** The global to define: 'isolario'. */
  global: string;
  /** Bridge function name → channel, from IPC_CHANNELS. */
  channels: Record<string, string>;
  /** The function the test exposed: (channel, args) => the handler's answer. */
  invokeBinding: string;
  /** The function this defines for the test to call with each pushed outbox status. */
  pushHook: string;
  /** The function this defines for the test to call with each pushed catalogue progress. */
  progressHook?: string;
}

export function installTestBridge(options: TestBridgeOptions, target: Record<string, unknown> = window as never): void {
  type Listener = (status: unknown) => void;
  const listeners = new Set<Listener>();
  const progressListeners = new Set<Listener>();
  const invoke = (channel: string, args: unknown[]) =>
    (target[options.invokeBinding] as (channel: string, args: unknown[]) => Promise<unknown>)(channel, args);

  const bridge: Record<string, unknown> = {};
  for (const method of Object.keys(options.channels)) {
    const channel = options.channels[method]!;
    bridge[method] = (...args: unknown[]) => invoke(channel, args);
  }
  bridge.onOutboxChange = (listener: Listener) => {
    if (typeof listener !== 'function') throw new TypeError('onOutboxChange needs a function');
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  bridge.onCatalogueProgress = (listener: Listener) => {
    if (typeof listener !== 'function') throw new TypeError('onCatalogueProgress needs a function');
    progressListeners.add(listener);
    return () => {
      progressListeners.delete(listener);
    };
  };
  Object.defineProperty(target, options.global, { value: Object.freeze(bridge), enumerable: true });
  Object.defineProperty(target, options.pushHook, {
    value: (status: unknown) => listeners.forEach((listener) => listener(status)),
  });
  if (options.progressHook) {
    Object.defineProperty(target, options.progressHook, {
      value: (progress: unknown) => progressListeners.forEach((listener) => listener(progress)),
    });
  }
}
