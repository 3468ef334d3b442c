import path from 'node:path';
import type { OutboxData } from '@core/outbox/outbox';
import { emptyOutbox, outboxDataSchema, outboxItemSchema, pruneSent } from '@core/outbox/outbox';
import type { Logger } from '../logger';
import { openJsonStore, type JsonStore } from '../json-store/json-store';
import { recordLists } from '../json-store/record-lists';

const outboxFile = recordLists(outboxDataSchema, { items: outboxItemSchema }, 'an outbox');

export const OUTBOX_FILE_NAME = 'outbox.json';

export type OutboxFileStore = Omit<JsonStore<OutboxData>, 'reload' | 'version'>;

/**
 * The desktop outbox: everything the user sends, in userData/outbox.json, written atomically and
 * fsynced before anyone is told it is saved. Each change is checked whole (and old sent items
 * pruned) before it is written; a damaged file is set aside, never overwritten, and an item that
 * is no longer valid is set aside alone.
 */
export async function openOutboxStore(dir: string, options: { logger: Logger }): Promise<OutboxFileStore> {
  const store = await openJsonStore<OutboxData>({
    file: path.join(dir, OUTBOX_FILE_NAME),
    name: 'outbox',
    logger: options.logger,
    parse: outboxFile.parse,
    salvage: outboxFile.salvage,
    empty: emptyOutbox,
    whenInvalid: 'set-aside',
    check: (draft) => outboxDataSchema.parse(pruneSent(draft)),
  });
  return {
    file: store.file,
    setAside: store.setAside,
    read: store.read,
    update: store.update,
    onChange: store.onChange,
    flush: store.flush,
  };
}
