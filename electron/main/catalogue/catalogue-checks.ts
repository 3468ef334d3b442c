import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { Logger } from '../../../node/logger';
import { writeFileDurably } from '../../../node/json-store/durable-file';

export const CATALOGUE_CHECKS_FILE_NAME = 'catalogue-checks.json';

const checksSchema = z.object({ lastCheckedAt: z.iso.datetime({ offset: true }) });

/**
 * When the hosted API last answered a catalogue update, kept in userData so "last checked" is
 * still true after a restart. A file that cannot be read only loses that date, logged.
 */
export async function openCatalogueChecks(userDataDir: string, logger: Logger) {
  const file = path.join(userDataDir, CATALOGUE_CHECKS_FILE_NAME);
  let lastCheckedAt: string | undefined;
  try {
    lastCheckedAt = checksSchema.parse(JSON.parse(await readFile(file, 'utf8'))).lastCheckedAt;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      logger.warn('catalogue checks file unreadable; last-checked date unknown', { file, reason: String(error) });
    }
  }
  return {
    file,
    lastCheckedAt: () => lastCheckedAt,
    async record(at: string) {
      await writeFileDurably(file, `${JSON.stringify({ lastCheckedAt: at })}\n`);
      lastCheckedAt = at;
    },
  };
}
export type CatalogueChecks = Awaited<ReturnType<typeof openCatalogueChecks>>;
