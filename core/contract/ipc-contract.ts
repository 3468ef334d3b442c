import { REMOTEST_MEASURES } from './list-queries';
import { coverageSummarySchema } from '../coverage/coverage-summary';
import { openApiDocumentSchema } from './openapi-document';
import { categoryIslandSchema } from '../catalogue/card-schemas';
import { exploreCardPageSchema, exploreRequestSchema } from '../catalogue/explore-page-schema';
import { z } from 'zod';
import type { ErrorCode } from './errors';
import type { BridgeMethod } from './ipc-channels';
import type { CatalogueProgress } from './desktop-status';
import { catalogueInfoSchema, desktopNoticesSchema, outboxExportResultSchema } from './desktop-status';
import type { OutboxStatus } from '../outbox/outbox';
import { outboxItemIdSchema, outboxItemSchema, outboxStatusSchema, queuedSchema } from '../outbox/outbox';
import { outboxEditSchema } from '../outbox/outbox-edit';
import { islandOutlineSchema } from '../outlines/outline-schema';
import {
  contactPayloadSchema,
  islandImageSchema,
  islandResultSchema,
  islandSchema,
  newsletterPayloadSchema,
  statisticsSchema,
  submissionPayloadSchema,
} from './schemas';

/**
 * The desktop app's IPC contract: one channel per bridge function, the zod schema of its
 * arguments (checked in the main process) and of its result (parsed in the renderer), and the
 * typed errors that cross instead of thrown exceptions. Pure: no Electron, no Node. The channel
 * names themselves are in ipc-channels.ts.
 */

const timestamp = z.iso.datetime({ offset: true });

// Arguments are bounded so a compromised page cannot make the main process chew on megabytes.
const islandIdArg = z.string({ error: 'Island id must be text' }).trim().min(1, 'Island id is required').max(200);
const lookupArg = z.string({ error: 'Expected text' }).trim().min(1, 'A value is required').max(100);
const searchArg = z.string({ error: 'Search must be text' }).max(200, 'Search must be at most 200 characters');

const issuesSchema = z.array(z.object({ path: z.string(), message: z.string() }));

export const catalogueRefreshSchema = z.object({
  islands: z.number().int().min(0),
  images: z.number().int().min(0),
  refreshedAt: timestamp,
  version: z.string(),
  /** The API answered 304 to the catalogue's ETag: nothing was downloaded, nothing changed. */
  unchanged: z.boolean().optional(),
});
export type CatalogueRefresh = z.infer<typeof catalogueRefreshSchema>;

const islandList = z.array(islandSchema);

const none = z.tuple([]);

/** The hosted public API the desktop app syncs with: what its API page documents. */
export const apiInfoSchema = z.object({ baseUrl: z.url({ protocol: /^https?$/ }) });
export type ApiInfo = z.infer<typeof apiInfoSchema>;

/** Arguments (a tuple, exactly as passed to the bridge function) and result, per bridge function. */
export const IPC_CONTRACT = {
  listIslands: { args: none, result: islandList },
  exploreIslands: { args: z.tuple([exploreRequestSchema]), result: exploreCardPageSchema },
  featuredIslands: { args: none, result: islandList },
  island: { args: z.tuple([islandIdArg]), result: islandSchema },
  islandsByCategory: { args: z.tuple([lookupArg]), result: z.array(categoryIslandSchema) },
  islandsByRegion: { args: z.tuple([lookupArg]), result: islandList },
  searchIslands: { args: z.tuple([searchArg]), result: islandList },
  nearestIslands: {
    args: z.tuple([z.number().min(-90).max(90), z.number().min(-180).max(180), z.number().int().min(1).max(50)]),
    result: z.array(islandResultSchema),
  },
  islandImages: { args: z.tuple([islandIdArg]), result: z.array(islandImageSchema) },
  // null: the island has no outline (a reef the coastline data lacks).
  islandOutline: { args: z.tuple([islandIdArg]), result: islandOutlineSchema.nullable() },
  statistics: { args: none, result: statisticsSchema },
  coverage: { args: none, result: coverageSummarySchema },
  openApiDocument: { args: none, result: openApiDocumentSchema },
  remotest: {
    args: z.tuple([z.enum(REMOTEST_MEASURES), z.number().int().min(1).max(100)]),
    result: islandList,
  },
  submitIsland: { args: z.tuple([submissionPayloadSchema]), result: queuedSchema },
  sendContact: { args: z.tuple([contactPayloadSchema]), result: queuedSchema },
  subscribe: { args: z.tuple([newsletterPayloadSchema]), result: queuedSchema },
  outboxStatus: { args: none, result: outboxStatusSchema },
  retryOutboxItem: { args: z.tuple([outboxItemIdSchema]), result: outboxStatusSchema },
  discardOutboxItem: { args: z.tuple([outboxItemIdSchema]), result: outboxStatusSchema },
  syncOutbox: { args: none, result: outboxStatusSchema },
  // The whole item, payload and all: what the person opens to read, copy or edit.
  outboxItem: { args: z.tuple([outboxItemIdSchema]), result: outboxItemSchema },
  editOutboxItem: { args: z.tuple([outboxItemIdSchema, outboxEditSchema]), result: outboxStatusSchema },
  exportOutbox: { args: none, result: outboxExportResultSchema },
  refreshCatalogue: { args: none, result: catalogueRefreshSchema },
  // true: an update was under way and is now stopped; false: there was none.
  cancelCatalogueUpdate: { args: none, result: z.boolean() },
  catalogueInfo: { args: none, result: catalogueInfoSchema },
  apiInfo: { args: none, result: apiInfoSchema },
  desktopNotices: { args: none, result: desktopNoticesSchema },
  // The folder it opened, so the window can name it.
  openLogFolder: { args: none, result: z.string() },
} as const satisfies Record<BridgeMethod, { args: z.ZodTuple; result: z.ZodType }>;

type Contract = typeof IPC_CONTRACT;
/** What the renderer passes: the schema's input (defaults may be left out). */
export type BridgeArgs<M extends BridgeMethod> = z.input<Contract[M]['args']>;
/** What the main-process handler receives: the parsed, defaulted, trimmed arguments. */
export type HandlerArgs<M extends BridgeMethod> = z.output<Contract[M]['args']>;
export type BridgeResult<M extends BridgeMethod> = z.output<Contract[M]['result']>;

/** Errors cross IPC as data: Electron keeps only the message of a thrown error. */
export const IPC_ERROR_CODES = ['invalid', 'not_found', 'conflict', 'forbidden', 'unavailable', 'internal'] as const;
export type IpcErrorCode = (typeof IPC_ERROR_CODES)[number];

export const ipcErrorSchema = z.object({
  code: z.enum(IPC_ERROR_CODES),
  message: z.string(),
  issues: issuesSchema.optional(),
});
export type IpcError = z.infer<typeof ipcErrorSchema>;

export type IpcResult<T> = { ok: true; value: T } | { ok: false; error: IpcError };

export function ipcResultSchema<T extends z.ZodType>(value: T) {
  return z.discriminatedUnion('ok', [
    z.object({ ok: z.literal(true), value }),
    z.object({ ok: z.literal(false), error: ipcErrorSchema }),
  ]);
}

/** Parses what came back over a channel with that channel's result schema: answers are parsed, not cast. */
export function parseIpcResult<M extends BridgeMethod>(method: M, raw: unknown): IpcResult<BridgeResult<M>> {
  return ipcResultSchema(IPC_CONTRACT[method].result).parse(raw) as IpcResult<BridgeResult<M>>;
}

/** Core's error codes as IPC error codes. */
export const CORE_TO_IPC_ERROR: Record<ErrorCode, IpcErrorCode> = {
  not_found: 'not_found',
  invalid: 'invalid',
  conflict: 'conflict',
  idempotency_mismatch: 'conflict',
  unauthorized: 'forbidden',
  forbidden: 'forbidden',
  unavailable: 'unavailable',
};

/** The HTTP status each IPC error stands for, so the renderer shows the same messages for both transports. */
export const IPC_ERROR_STATUS: Record<IpcErrorCode, number> = {
  invalid: 400,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  internal: 500,
  unavailable: 503,
};

/** window.isolario: one function per channel, the two subscriptions, nothing else. */
export type IsolarioBridge = {
  readonly [M in BridgeMethod]: (...args: BridgeArgs<M>) => Promise<IpcResult<BridgeResult<M>>>;
} & {
  /** Calls the listener with the outbox status whenever it changes; returns the unsubscribe. */
  readonly onOutboxChange: (listener: (status: OutboxStatus) => void) => () => void;
  /** Calls the listener with a catalogue update's progress as it downloads; returns the unsubscribe. */
  readonly onCatalogueProgress: (listener: (progress: CatalogueProgress) => void) => () => void;
};
