import routes from 'virtual:operation-routes';
import type { IpcError, IpcErrorCode, IsolarioBridge } from '@core/contract/ipc';
import { IPC_ERROR_STATUS, parseIpcResult } from '@core/contract/ipc';
import { catalogueProgressSchema } from '@core/contract/desktop-status';
import type { IpcOperationId } from '@core/contract/operations';
import { outboxStatusSchema } from '@core/outbox/outbox';
import { ApiError } from './api-error';
import type { DataSource, DesktopCapabilities } from './data-source';

/**
 * A typed error that crossed IPC. It is an ApiError with the HTTP status it stands for, so
 * screens show the same spec messages over both transports (404: Island Not Found, the server's
 * message in a failure toast).
 */
export class IpcBridgeError extends ApiError {
  readonly code: IpcErrorCode;
  readonly issues: IpcError['issues'];

  constructor(error: IpcError) {
    const status = IPC_ERROR_STATUS[error.code];
    super(`${status}: ${error.message}`, status, error.message);
    this.name = 'IpcBridgeError';
    this.code = error.code;
    this.issues = error.issues;
  }
}

/** Calls one bridge function and parses its answer with its operation's schema. */
async function callBridge(bridge: IsolarioBridge, id: IpcOperationId, input?: unknown): Promise<unknown> {
  const send = bridge[id] as (...input: unknown[]) => Promise<unknown>;
  const raw = await (input === undefined ? send() : send(input));
  const result = parseIpcResult(id, input, raw);
  if (!result.ok) throw new IpcBridgeError(result.error);
  return result.value;
}

/**
 * The DataSource over the desktop bridge: the main process answers from the bundled catalogue,
 * and what the user sends is queued in the outbox (the answer says so). The only module that
 * touches the bridge; the outbox and the rest of the desktop's own work are its capabilities.
 */
export function createIpcDataSource(bridge: IsolarioBridge): DataSource {
  const calls = (ids: IpcOperationId[]) =>
    Object.fromEntries(ids.map((id) => [id, (input?: unknown) => callBridge(bridge, id, input)]));
  const ids = (Object.keys(routes) as IpcOperationId[]).filter((id) => routes[id].channel);
  const desktop = {
    ...calls(ids.filter((id) => !routes[id].path)),
    onOutboxChange: (listener) =>
      bridge.onOutboxChange((pushed) => {
        // Pushed like any answer: parsed before a screen sees it, ignored if malformed.
        const parsed = outboxStatusSchema.safeParse(pushed);
        if (parsed.success) listener(parsed.data);
      }),
    onCatalogueProgress: (listener) =>
      bridge.onCatalogueProgress((pushed) => {
        const parsed = catalogueProgressSchema.safeParse(pushed);
        if (parsed.success) listener(parsed.data);
      }),
  } as DesktopCapabilities;
  return { ...calls(ids.filter((id) => routes[id].path)), desktop } as unknown as DataSource;
}
