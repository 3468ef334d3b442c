import type { BridgeMethod } from '@core/contract/ipc-channels';
import type { BridgeArgs, BridgeResult, IpcError, IpcErrorCode, IsolarioBridge } from '@core/contract/ipc-contract';
import { IPC_ERROR_STATUS, parseIpcResult } from '@core/contract/ipc-contract';
import { catalogueProgressSchema } from '@core/contract/desktop-status';
import { outboxStatusSchema } from '@core/outbox/outbox';
import type { IslandOutline } from '@core/outlines/outline';
import { ApiError } from './api-error';
import type { DataSource } from './data-source';

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

/** Calls one bridge function and parses its answer with the channel's result schema. */
async function callBridge<M extends BridgeMethod>(
  bridge: IsolarioBridge,
  method: M,
  ...args: BridgeArgs<M>
): Promise<BridgeResult<M>> {
  const raw = await (bridge[method] as (...a: unknown[]) => Promise<unknown>)(...args);
  const result = parseIpcResult(method, raw);
  if (!result.ok) throw new IpcBridgeError(result.error);
  return result.value;
}

/**
 * The DataSource over the desktop bridge: the main process answers from the bundled catalogue,
 * and what the user sends is queued in the outbox (the answer says so). The only module that
 * touches the bridge; the outbox and the rest of the desktop's own work are its capabilities.
 */
export function createIpcDataSource(bridge: IsolarioBridge): DataSource {
  return {
    listIslands: () => callBridge(bridge, 'listIslands'),
    exploreIslands: (request) => callBridge(bridge, 'exploreIslands', request),
    featuredIslands: () => callBridge(bridge, 'featuredIslands'),
    island: (id) => callBridge(bridge, 'island', id),
    islandsByCategory: (slug) => callBridge(bridge, 'islandsByCategory', slug),
    islandsByRegion: (region) => callBridge(bridge, 'islandsByRegion', region),
    searchIslands: (query) => callBridge(bridge, 'searchIslands', query),
    nearestIslands: (near, limit) => callBridge(bridge, 'nearestIslands', near.latitude, near.longitude, limit),
    islandImages: (id) => callBridge(bridge, 'islandImages', id),
    islandOutline: (id) => callBridge(bridge, 'islandOutline', id) as Promise<IslandOutline | null>,
    statistics: () => callBridge(bridge, 'statistics'),
    remotest: (measure, limit) => callBridge(bridge, 'remotest', measure, limit),
    coverage: () => callBridge(bridge, 'coverage'),
    openApiDocument: () => callBridge(bridge, 'openApiDocument'),
    submitIsland: (payload) => callBridge(bridge, 'submitIsland', payload),
    sendContact: (payload) => callBridge(bridge, 'sendContact', payload),
    subscribe: (payload) => callBridge(bridge, 'subscribe', payload),
    desktop: {
      outboxStatus: () => callBridge(bridge, 'outboxStatus'),
      onOutboxChange: (listener) =>
        bridge.onOutboxChange((pushed) => {
          // Pushed like any answer: parsed before a screen sees it, ignored if malformed.
          const parsed = outboxStatusSchema.safeParse(pushed);
          if (parsed.success) listener(parsed.data);
        }),
      retryOutboxItem: (id) => callBridge(bridge, 'retryOutboxItem', id),
      discardOutboxItem: (id) => callBridge(bridge, 'discardOutboxItem', id),
      syncOutbox: () => callBridge(bridge, 'syncOutbox'),
      outboxItem: (id) => callBridge(bridge, 'outboxItem', id),
      editOutboxItem: (id, edit) => callBridge(bridge, 'editOutboxItem', id, edit),
      exportOutbox: () => callBridge(bridge, 'exportOutbox'),
      refreshCatalogue: () => callBridge(bridge, 'refreshCatalogue'),
      cancelCatalogueUpdate: () => callBridge(bridge, 'cancelCatalogueUpdate'),
      onCatalogueProgress: (listener) =>
        bridge.onCatalogueProgress((pushed) => {
          const parsed = catalogueProgressSchema.safeParse(pushed);
          if (parsed.success) listener(parsed.data);
        }),
      catalogueInfo: () => callBridge(bridge, 'catalogueInfo'),
      apiInfo: () => callBridge(bridge, 'apiInfo'),
      desktopNotices: () => callBridge(bridge, 'desktopNotices'),
      openLogFolder: () => callBridge(bridge, 'openLogFolder'),
    },
  };
}
