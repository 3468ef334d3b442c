/**
 * The desktop app's IPC channel names, kept free of zod so the sandboxed preload bundles only
 * these strings. The schemas and types of each channel are in ipc-contract.ts.
 */
export const IPC_CHANNELS = {
  listIslands: 'islands:list',
  exploreIslands: 'islands:explore',
  featuredIslands: 'islands:featured',
  island: 'islands:get',
  islandsByCategory: 'islands:by-category',
  islandsByRegion: 'islands:by-region',
  searchIslands: 'islands:search',
  nearestIslands: 'islands:nearest',
  islandImages: 'islands:images',
  islandOutline: 'islands:outline',
  statistics: 'islands:statistics',
  remotest: 'islands:remotest',
  coverage: 'islands:coverage',
  openApiDocument: 'api:openapi',
  submitIsland: 'submissions:queue',
  sendContact: 'contacts:queue',
  subscribe: 'newsletter:queue',
  outboxStatus: 'outbox:status',
  retryOutboxItem: 'outbox:retry',
  discardOutboxItem: 'outbox:discard',
  syncOutbox: 'outbox:sync',
  outboxItem: 'outbox:item',
  editOutboxItem: 'outbox:edit',
  exportOutbox: 'outbox:export',
  refreshCatalogue: 'catalogue:refresh',
  cancelCatalogueUpdate: 'catalogue:cancel',
  catalogueInfo: 'catalogue:info',
  apiInfo: 'app:api-info',
  desktopNotices: 'app:notices',
  openLogFolder: 'app:open-log-folder',
} as const;
export type BridgeMethod = keyof typeof IPC_CHANNELS;

/** The main process pushes: the outbox changed; the payload is its status. */
export const OUTBOX_CHANGED_CHANNEL = 'outbox:changed';
/** The main process pushes: a catalogue update has received this much; the payload is its progress. */
export const CATALOGUE_PROGRESS_CHANNEL = 'catalogue:progress';

/** The global the preload defines: window.isolario. */
export const BRIDGE_GLOBAL = 'isolario';
