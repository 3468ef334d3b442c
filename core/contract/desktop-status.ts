import { z } from 'zod';

/**
 * What the desktop app says about itself beyond the outbox: which catalogue it reads, how far an
 * update has come, what went wrong at start-up, where an export went. Pure: the main process fills
 * these in, the renderer parses them.
 */

const timestamp = z.iso.datetime({ offset: true });

export const catalogueInfoSchema = z.object({
  /** bundled: the copy that came with the app; updated: one downloaded from the hosted API. */
  kind: z.enum(['bundled', 'updated']),
  islands: z.number().int().min(0),
  /** bundled: the date of the file the app shipped; updated: when it was downloaded. */
  datedAt: timestamp.optional(),
  /** The last time the hosted API answered an update (a new catalogue or "unchanged"); kept across restarts. */
  lastCheckedAt: timestamp.optional(),
  /** An update is under way now. */
  updating: z.boolean(),
});
export type CatalogueInfo = z.infer<typeof catalogueInfoSchema>;

/** Pushed while a catalogue update downloads; total is the Content-Length when the API sent one. */
export const catalogueProgressSchema = z.object({
  received: z.number().int().min(0),
  total: z.number().int().min(0).optional(),
});
export type CatalogueProgress = z.infer<typeof catalogueProgressSchema>;

/** Something the person must know happened, though nothing stopped: shown in the window until dismissed. */
export const desktopNoticeSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('outbox-set-aside'),
    /** The name the damaged file was kept under, beside outbox.json. */
    fileName: z.string(),
    /** Where that is: the app's data folder. */
    folder: z.string(),
  }),
  z.object({
    /** settings.json was changed while the app ran and cannot be used: the last good settings stay. */
    kind: z.literal('settings-refused'),
    fileName: z.string(),
    folder: z.string(),
    reason: z.string(),
  }),
]);
export type DesktopNotice = z.infer<typeof desktopNoticeSchema>;

export const desktopNoticesSchema = z.array(desktopNoticeSchema);

/** The answer to an export: saved where, or not saved because the person closed the dialog. */
export const outboxExportResultSchema = z.discriminatedUnion('saved', [
  z.object({ saved: z.literal(true), file: z.string(), items: z.number().int().min(0) }),
  z.object({ saved: z.literal(false) }),
]);
export type OutboxExportResult = z.infer<typeof outboxExportResultSchema>;

/** The selection saved as a data package: the folder, how many islands, and the release it is of. */
export const selectionExportResultSchema = z.discriminatedUnion('saved', [
  z.object({
    saved: z.literal(true),
    folder: z.string(),
    islands: z.number().int().min(0),
    release: z.string().optional(),
  }),
  z.object({ saved: z.literal(false) }),
]);
export type SelectionExportResult = z.infer<typeof selectionExportResultSchema>;

/** What a catalogue update brought: how much, when, and whether the API had nothing new. */
export const catalogueRefreshSchema = z.object({
  islands: z.number().int().min(0),
  images: z.number().int().min(0),
  refreshedAt: timestamp,
  version: z.string(),
  /** The API answered 304 to the catalogue's ETag: nothing was downloaded, nothing changed. */
  unchanged: z.boolean().optional(),
  /** Islands of the answer that were not valid: each kept as the app had it, or left out. */
  refused: z.number().int().min(1).optional(),
});
export type CatalogueRefresh = z.infer<typeof catalogueRefreshSchema>;

/** The hosted public API the desktop app syncs with: what its API page documents. */
export const apiInfoSchema = z.object({ baseUrl: z.url({ protocol: /^https?$/ }) });
export type ApiInfo = z.infer<typeof apiInfoSchema>;
