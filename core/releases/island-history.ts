import { z } from 'zod';
import type { Release } from './release-schema';

export const islandHistorySchema = z
  .strictObject({
    added: z
      .strictObject({ version: z.string(), date: z.string() })
      .describe('The release the island entered the catalogue in'),
    changes: z
      .array(z.strictObject({ version: z.string(), date: z.string(), fields: z.array(z.string()) }))
      .describe('Each later release that changed its record, oldest first, with the fields it changed'),
  })
  .describe("The island's history across the catalogue's releases (data/releases.json)");
export type IslandHistory = z.infer<typeof islandHistorySchema>;

/**
 * Each island's history from the releases (newest first, as data/releases.json lists them): the
 * first release that holds it (the first release holds every island it lists as added) and the
 * changes since. An island added after the newest release has none yet.
 */
export function islandHistories(releases: readonly Release[]): Map<string, IslandHistory> {
  const histories = new Map<string, IslandHistory>();
  for (const release of [...releases].reverse()) {
    const when = { version: release.version, date: release.date };
    for (const island of release.changes.added) histories.set(island.id, { added: when, changes: [] });
    for (const island of release.changes.changed)
      histories.get(island.id)?.changes.push({ ...when, fields: island.fields });
    for (const island of release.changes.removed) histories.delete(island.id);
  }
  return histories;
}

/** Each removed id and the release that removed it (the last, should an id come back and go again). */
export function removedIds(releases: readonly Release[]): Map<string, Release> {
  const removed = new Map<string, Release>();
  for (const release of [...releases].reverse()) {
    for (const island of release.changes.added) removed.delete(island.id);
    for (const island of release.changes.removed) removed.set(island.id, release);
  }
  return removed;
}
