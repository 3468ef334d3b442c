import { ZodError } from 'zod';
import { isCoreError, type ErrorIssue } from '@core/contract/errors';
import { IPC_CHANNELS, type BridgeMethod } from '@core/contract/ipc-channels';
import type { BridgeResult, HandlerArgs, IpcError, IpcResult } from '@core/contract/ipc-contract';
import { CORE_TO_IPC_ERROR, IPC_CONTRACT } from '@core/contract/ipc-contract';
import { toIssues } from '@core/contract/schemas';
import type { Logger } from '../../../node/logger';
import { DesktopError } from '../desktop-error';

/** What the wrapper reads of an invoke event: the frame that sent it (null once it is gone). */
export interface InvokeEvent {
  senderFrame: { url: string } | null;
}

/** Electron's ipcMain, or the in-process stand-in the tests and the Playwright harness use. */
export interface IpcMainLike {
  handle(channel: string, listener: (event: InvokeEvent, ...args: unknown[]) => unknown): void;
  removeHandler(channel: string): void;
}

export interface RegisterOptions {
  /** True only for the app's own pages: any other frame is refused before its arguments are read. */
  isTrustedSender(url: string): boolean;
  logger: Logger;
}

export type Handler<M extends BridgeMethod> = (...args: HandlerArgs<M>) => BridgeResult<M> | Promise<BridgeResult<M>>;
export type Handlers<K extends BridgeMethod> = { [M in K]: Handler<M> };

/** Any failure as the typed error that crosses IPC; unexpected ones are logged and kept vague. */
export function toIpcError(error: unknown, logger: Logger, channel: string): IpcError {
  if (error instanceof DesktopError) {
    return { code: error.code, message: error.message, ...(error.issues ? { issues: error.issues } : {}) };
  }
  if (isCoreError(error)) {
    return {
      code: CORE_TO_IPC_ERROR[error.code],
      message: error.message,
      ...(error.issues ? { issues: error.issues } : {}),
    };
  }
  if (error instanceof ZodError) {
    return { code: 'invalid', message: 'The request is not valid', issues: toIssues(error) };
  }
  logger.error('ipc handler failed', { channel, error: String((error as Error)?.stack ?? error) });
  return { code: 'internal', message: 'Something went wrong in Isolario. Please try again.' };
}

/** Issue paths relative to the argument, as the HTTP API gives them for a body: 'name', not '0.name'. */
function argumentIssues(error: ZodError): ErrorIssue[] {
  return toIssues(error).map((issue) => ({ ...issue, path: issue.path.replace(/^0(\.|$)/, '') }));
}

/**
 * The one wrapper every channel goes through: checks the sender frame, validates the arguments
 * with the channel's zod schema, runs the handler, and answers a result or a typed error.
 */
export function wrapHandler<M extends BridgeMethod>(method: M, handler: Handler<M>, options: RegisterOptions) {
  const channel = IPC_CHANNELS[method];
  const schema = IPC_CONTRACT[method].args;
  return async (event: InvokeEvent, ...args: unknown[]): Promise<IpcResult<BridgeResult<M>>> => {
    const url = event.senderFrame?.url;
    if (url === undefined || !options.isTrustedSender(url)) {
      options.logger.warn('ipc call from an untrusted frame refused', { channel, url });
      return { ok: false, error: { code: 'forbidden', message: 'This page may not use Isolario' } };
    }
    const parsed = schema.safeParse(args);
    if (!parsed.success) {
      return {
        ok: false,
        error: { code: 'invalid', message: 'The request is not valid', issues: argumentIssues(parsed.error) },
      };
    }
    try {
      const value = await (handler as (...a: unknown[]) => BridgeResult<M> | Promise<BridgeResult<M>>)(...parsed.data);
      return { ok: true, value };
    } catch (error) {
      return { ok: false, error: toIpcError(error, options.logger, channel) };
    }
  };
}

export function registerHandlers<K extends BridgeMethod>(
  ipc: IpcMainLike,
  handlers: Handlers<K>,
  options: RegisterOptions,
): void {
  for (const method of Object.keys(handlers) as K[]) {
    ipc.handle(IPC_CHANNELS[method], wrapHandler(method, handlers[method], options));
  }
}
