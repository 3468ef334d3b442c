import type { InvokeEvent, IpcMainLike } from './register';

/**
 * ipcMain without Electron: the same handle() registry, and invoke() as a page would call it,
 * with arguments and answers structured-cloned as IPC does. The tests and the Playwright
 * harness drive the real handlers through it.
 */
export function createInProcessIpc() {
  const handlers = new Map<string, (event: InvokeEvent, ...args: unknown[]) => unknown>();
  const ipc: IpcMainLike & {
    invoke(channel: string, senderUrl: string | null, ...args: unknown[]): Promise<unknown>;
    channels(): string[];
  } = {
    handle(channel, listener) {
      if (handlers.has(channel)) throw new Error(`Attempted to register a second handler for '${channel}'`);
      handlers.set(channel, listener);
    },
    removeHandler(channel) {
      handlers.delete(channel);
    },
    async invoke(channel, senderUrl, ...args) {
      const handler = handlers.get(channel);
      if (!handler) throw new Error(`No handler registered for '${channel}'`);
      const event: InvokeEvent = { senderFrame: senderUrl === null ? null : { url: senderUrl } };
      return structuredClone(await handler(event, ...structuredClone(args)));
    },
    channels: () => [...handlers.keys()],
  };
  return ipc;
}
export type InProcessIpc = ReturnType<typeof createInProcessIpc>;
