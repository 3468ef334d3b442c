import path from 'node:path';
import { z } from 'zod';
import type { Inbox, InboxStore } from '@core/store';
import { emptyInbox } from '@core/store';
import { contactSchema, newsletterSubscriptionSchema, submissionSchema } from '@core/schemas';
import type { Logger } from '../logger';
import { openJsonStore } from '../json-store/json-store';
import { recordLists } from '../json-store/record-lists';

const idempotencyRecordSchema = z.object({
  key: z.string(),
  kind: z.enum(['submission', 'contact', 'newsletter']),
  fingerprint: z.string(),
  recordId: z.string(),
  createdAt: z.string(),
});

const inboxFileSchema = z.object({
  submissions: z.array(submissionSchema).default([]),
  contacts: z.array(contactSchema).default([]),
  newsletters: z.array(newsletterSubscriptionSchema).default([]),
  idempotency: z.array(idempotencyRecordSchema).default([]),
});

const inboxFile = recordLists(
  inboxFileSchema,
  {
    submissions: submissionSchema,
    contacts: contactSchema,
    newsletters: newsletterSubscriptionSchema,
    idempotency: idempotencyRecordSchema,
  },
  'an inbox',
);

export interface FileInboxStore extends InboxStore {
  readonly file: string;
  /** Resolves once every change accepted so far is on disk. */
  flush(): Promise<void>;
}

/** A new inbox whose lists can grow and shrink; the records themselves are shared, never mutated. */
const copyInbox = (inbox: Inbox): Inbox => ({
  submissions: [...inbox.submissions],
  contacts: [...inbox.contacts],
  newsletters: [...inbox.newsletters],
  idempotency: [...inbox.idempotency],
});

/**
 * The visitors' inbox: DATA_DIR/inbox.json. Changes that arrive while a write is on its way are
 * committed together by the next write, and nobody's promise resolves before their change is on
 * disk. A batch copies only the lists (records are replaced, not edited), so it costs no more
 * than the lists' length.
 */
export async function openInboxStore(dataDir: string, logger: Logger): Promise<FileInboxStore> {
  const store = await openJsonStore<Inbox>({
    file: path.join(dataDir, 'inbox.json'),
    name: 'inbox',
    logger,
    parse: inboxFile.parse,
    salvage: inboxFile.salvage,
    empty: emptyInbox,
    whenInvalid: 'set-aside',
    copy: copyInbox,
  });
  return { file: store.file, read: store.read, update: store.update, flush: store.flush };
}
