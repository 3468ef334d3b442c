import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { Inbox, InboxDocument } from '@core/store';
import { emptyInbox } from '@core/store';
import { contactSchema, newsletterSubscriptionSchema, submissionSchema } from '@core/contract/schemas';
import type { Logger } from '../logger';
import { openJsonStore } from '../json-store/json-store';
import { journalBatches, journalFileOf, readJournalSync } from '../json-store/journal';
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

export interface FileInboxStore extends InboxDocument {
  readonly file: string;
  /** Resolves once every change accepted so far is on disk. */
  flush(): Promise<void>;
}

const LISTS = ['submissions', 'contacts', 'newsletters', 'idempotency'] as const;
type ListName = (typeof LISTS)[number];
type AnyRecord = { id?: string; key?: string };
const keyOf = (list: ListName, record: AnyRecord) => (list === 'idempotency' ? record.key : record.id);

/** A journal line's change: a record put (added, or replacing the one with its id) or removed. */
type InboxOp = { put: ListName; record: AnyRecord } | { del: ListName; key: string };

/**
 * What a batch changed, record by record. Records are replaced, never edited, so identity says
 * what is new; lists mostly grow at the end, so the common case is a prefix check and a slice.
 */
function diffInbox(before: Inbox, after: Inbox): InboxOp[] {
  const ops: InboxOp[] = [];
  for (const list of LISTS) {
    const old = before[list] as AnyRecord[];
    const next = after[list] as AnyRecord[];
    if (old === next) continue;
    let same = 0;
    while (same < old.length && same < next.length && old[same] === next[same]) same++;
    if (same === old.length) {
      for (const record of next.slice(same)) ops.push({ put: list, record });
      continue;
    }
    const kept = new Set(old);
    const put = new Set<string>();
    for (const record of next)
      if (!kept.has(record)) {
        ops.push({ put: list, record });
        put.add(keyOf(list, record)!);
      }
    const present = new Set(next);
    for (const record of old) {
      const key = keyOf(list, record)!;
      if (!present.has(record) && !put.has(key)) ops.push({ del: list, key });
    }
  }
  return ops;
}

/** Where each record of a list is, by key, kept while a journal is replayed into that list. */
const positions = new WeakMap<AnyRecord[], Map<string | undefined, number>>();

function positionsOf(list: ListName, records: AnyRecord[]) {
  let found = positions.get(records);
  if (!found) {
    found = new Map(records.map((record, at) => [keyOf(list, record), at]));
    positions.set(records, found);
  }
  return found;
}

/**
 * Applies a journal line's change to the inbox file's JSON as read (before it is validated), in
 * place: a put replaces the record with its key or adds it at the end, a del removes it.
 */
function replayInbox(json: unknown, op: unknown): unknown {
  const inbox = json as Record<string, AnyRecord[] | undefined>;
  const change = op as InboxOp;
  const list = 'put' in change ? change.put : change.del;
  if (!LISTS.includes(list)) return json;
  const records = (inbox[list] ??= []);
  const at = positionsOf(list, records);
  if ('put' in change) {
    const key = keyOf(list, change.record);
    const index = at.get(key);
    if (index === undefined) {
      at.set(key, records.length);
      records.push(change.record);
    } else records[index] = change.record;
  } else {
    const index = at.get(change.key);
    if (index !== undefined) {
      records.splice(index, 1);
      positions.delete(records);
    }
  }
  return json;
}

/**
 * The inbox as a store opening it would see: inbox.json with its journal replayed, not yet
 * validated. For readers outside the running server (tests, tools).
 */
export function readInboxOnDisk(dataDir: string): Inbox {
  const file = path.join(dataDir, 'inbox.json');
  let json: unknown = emptyInbox();
  try {
    json = JSON.parse(readFileSync(file, 'utf8').replace(/^\uFEFF/, ''));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  for (const batch of journalBatches(readJournalSync(journalFileOf(file))).batches)
    for (const op of batch) json = replayInbox(json, op);
  return { ...emptyInbox(), ...(json as Partial<Inbox>) };
}

/** A new inbox whose lists can grow and shrink; the records themselves are shared, never mutated. */
const copyInbox = (inbox: Inbox): Inbox => ({
  submissions: [...inbox.submissions],
  contacts: [...inbox.contacts],
  newsletters: [...inbox.newsletters],
  idempotency: [...inbox.idempotency],
});

/**
 * The visitors' inbox: DATA_DIR/inbox.json and its journal, inbox.json.journal. Changes that
 * arrive while a write is on its way are committed together as one appended, fsynced journal
 * line, and nobody's promise resolves before their change is on disk: a write costs what it adds,
 * not the whole inbox. The journal is folded into inbox.json once it outgrows it.
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
    journal: { diff: diffInbox, replay: replayInbox },
  });
  return { file: store.file, read: store.read, update: store.update, flush: store.flush };
}
