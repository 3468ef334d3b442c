import { mkdir, open, readFile, stat, truncate } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A journal beside a JSON snapshot: one line per committed batch, `[op, op, ...]`, appended and
 * fsynced before the batch is acknowledged, so a write costs what it adds, not what is stored.
 * A batch is one line, so it is kept or lost whole; a line a crash or a full disk cut off was
 * never acknowledged and is skipped.
 */
export const journalFileOf = (file: string) => `${file}.journal`;

/** Appends the text and fsyncs it; on failure the journal is cut back to where it was. */
export async function appendDurably(file: string, text: string): Promise<void> {
  const handle = await open(file, 'a').catch(async (error: NodeJS.ErrnoException) => {
    // The first write into a data folder that does not exist yet.
    if (error.code !== 'ENOENT') throw error;
    await mkdir(path.dirname(file), { recursive: true });
    return open(file, 'a');
  });
  const { size } = await handle.stat();
  try {
    await handle.writeFile(text, 'utf8');
    await handle.datasync();
  } catch (error) {
    await handle.truncate(size).catch(() => undefined);
    throw error;
  } finally {
    await handle.close();
  }
  if (size === 0) {
    // A new journal's name must survive a crash too.
    const folder = await open(path.dirname(file), 'r');
    await folder.sync().catch(() => undefined);
    await folder.close();
  }
}

/**
 * Cuts a journal back to its last whole line: what a crash cut off was never acknowledged, and
 * the next batch must start on a line of its own. Returns the bytes removed.
 */
export async function trimTornTail(file: string): Promise<number> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return 0;
  }
  if (text === '' || text.endsWith('\n')) return 0;
  const keep = Buffer.byteLength(text.slice(0, text.lastIndexOf('\n') + 1));
  await truncate(file, keep);
  return Buffer.byteLength(text) - keep;
}

/** The journal's size in bytes; 0 when there is none. */
export async function journalSize(file: string): Promise<number> {
  try {
    return (await stat(file)).size;
  } catch {
    return 0;
  }
}

/** The batches of a journal's text, in order; cut-off or unreadable lines are counted, not applied. */
export function journalBatches(text: string): { batches: unknown[][]; skipped: number } {
  const batches: unknown[][] = [];
  let skipped = 0;
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    try {
      const batch = JSON.parse(line) as unknown;
      if (Array.isArray(batch)) batches.push(batch);
      else skipped++;
    } catch {
      skipped++;
    }
  }
  return { batches, skipped };
}

/** The journal's text, or '' when there is none (for readers outside the store, such as tests). */
export function readJournalSync(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}
