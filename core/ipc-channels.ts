/**
 * The desktop app's IPC channel names, kept free of zod so the sandboxed preload bundles only
 * these strings. The schemas and types of each channel are in ipc-contract.ts.
 */
export const IPC_CHANNELS = {
  listIslands: 'islands:list',
  featuredIslands: 'islands:featured',
  island: 'islands:get',
  islandsByCategory: 'islands:by-category',
  islandsByRegion: 'islands:by-region',
  searchIslands: 'islands:search',
  nearestIslands: 'islands:nearest',
  islandImages: 'islands:images',
  islandOutline: 'islands:outline',
  statistics: 'islands:statistics',
  submitIsland: 'submissions:queue',
  sendContact: 'contacts:queue',
  subscribe: 'newsletter:queue',
  outboxStatus: 'outbox:status',
  retryOutboxItem: 'outbox:retry',
  discardOutboxItem: 'outbox:discard',
  syncOutbox: 'outbox:sync',
  refreshCatalogue: 'catalogue:refresh',
  apiInfo: 'app:api-info',
} as const;
export type BridgeMethod = keyof typeof IPC_CHANNELS;

/** The one message the main process pushes: the outbox changed; the payload is its status. */
export const OUTBOX_CHANGED_CHANNEL = 'outbox:changed';

/** The global the preload defines: window.isolario. */
export const BRIDGE_GLOBAL = 'isolario';
