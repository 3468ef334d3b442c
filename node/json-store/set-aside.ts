import { rename } from 'node:fs/promises';
import type { Logger } from '../logger';

/** The name a damaged file is kept under: beside it, stamped with the time it was found. */
export function asideName(file: string, now = new Date()): string {
  return `${file}.corrupt-${now.toISOString().replace(/[:.]/g, '-')}`;
}

/**
 * Renames a file that cannot be read aside (never overwriting or deleting it) and reports where
 * it went, so whatever it holds can still be recovered by hand.
 */
export async function setAside(file: string, what: { name: string; reason: string; logger: Logger }): Promise<string> {
  const aside = asideName(file);
  await rename(file, aside);
  what.logger.error(`${what.name} file is unreadable; kept it aside and started with an empty ${what.name}`, {
    file,
    keptAs: aside,
    reason: what.reason,
  });
  return aside;
}
