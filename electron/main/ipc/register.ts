import { ZodError } from 'zod';
import { isCoreError, type ErrorIssue } from '@core/contract/errors';
import type { IpcError, IpcResult } from '@core/contract/ipc';
import { CORE_TO_IPC_ERROR } from '@core/contract/ipc';
import { answerOf, type Answer, type CallContext, type CheckedInput, type Operation } from '@core/contract/operation';
import { parseRequest, splitInput } from '@core/contract/operation-input';
import { OPERATIONS, type IpcOperationId, type Operations } from '@core/contract/operations';
import type { Queued } from '@core/outbox/outbox';
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

/** An operation as the main process answers it, its input checked: a visitor's message is queued in the outbox. */
export type Handler<O extends Operation> = (
  input: CheckedInput<O>,
  context: CallContext,
) => O['outbox'] extends string ? Queued | Promise<Queued> : Answer<O> | Promise<Answer<O>>;
export type Handlers<K extends IpcOperationId> = { [M in K]: Handler<Operations[M]> };

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

const invalid = (issues: ErrorIssue[]): IpcResult<never> => ({
  ok: false,
  error: { code: 'invalid', message: 'The request is not valid', issues },
});

/**
 * The one wrapper every channel goes through: checks the sender frame, checks the one input with
 * the operation's schemas (path, query and body alike: the page is not trusted), runs the handler,
 * and answers a result or a typed error.
 */
export function wrapHandler(id: IpcOperationId, handler: unknown, options: RegisterOptions) {
  const operation: Operation = OPERATIONS[id];
  const channel = operation.channel!;
  const run = handler as (input: Record<string, unknown>, context: object) => unknown;
  return async (event: InvokeEvent, ...args: unknown[]): Promise<IpcResult<unknown>> => {
    const url = event.senderFrame?.url;
    if (url === undefined || !options.isTrustedSender(url)) {
      options.logger.warn('ipc call from an untrusted frame refused', { channel, url });
      return { ok: false, error: { code: 'forbidden', message: 'This page may not use Isolario' } };
    }
    const [input] = args;
    if (
      args.length > 1 ||
      (input !== undefined && (input === null || typeof input !== 'object' || Array.isArray(input)))
    )
      return invalid([{ path: '', message: 'A channel takes one input object, or none' }]);
    const parsed = parseRequest(operation, splitInput(operation, input), { body: true });
    if (!parsed.ok) return invalid(parsed.issues);
    try {
      const result = await run(parsed.input, {});
      return { ok: true, value: operation.outbox ? result : answerOf(operation, result) };
    } catch (error) {
      return { ok: false, error: toIpcError(error, options.logger, channel) };
    }
  };
}

/** Registers each handler on its operation's channel, through the wrapper. */
export function registerHandlers<K extends IpcOperationId>(
  ipc: IpcMainLike,
  handlers: Handlers<K>,
  options: RegisterOptions,
): void {
  for (const id of Object.keys(handlers) as K[]) {
    ipc.handle(OPERATIONS[id].channel!, wrapHandler(id, handlers[id], options));
  }
}
