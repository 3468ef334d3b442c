import type { Inbox } from '@core/store';
import { readInboxOnDisk } from '../../node/stores/inbox-store';

/** The inbox as it is on disk (inbox.json and its journal); missing means nothing was ever stored. */
export async function inboxFile(dataDir: string): Promise<Inbox> {
  return readInboxOnDisk(dataDir);
}

export const inboxIds = (inbox: Inbox) => [
  ...inbox.submissions.map((r) => r.id),
  ...inbox.contacts.map((r) => r.id),
  ...inbox.newsletters.map((r) => r.id),
];
