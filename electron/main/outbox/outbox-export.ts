import type { OutboxData } from '@core/outbox/outbox';
import { writeFileDurably } from '../../../node/json-store/durable-file';

/** The name the save dialog suggests: the day it was made, so exports sort by date. */
export function exportFileName(now: Date): string {
  return `isolario-outbox-${now.toISOString().slice(0, 10)}.json`;
}

/**
 * Writes the whole outbox (every item with its payload, state, attempts and errors) to a JSON file
 * the person chose, durably, so what they keep is what the app holds. Returns how many items.
 */
export async function writeOutboxExport(file: string, outbox: OutboxData, now: Date): Promise<number> {
  const document = { exportedAt: now.toISOString(), app: 'Isolario', outbox };
  await writeFileDurably(file, `${JSON.stringify(document, null, 2)}\n`);
  return outbox.items.length;
}
