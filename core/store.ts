import type { Catalog, Contact, NewsletterSubscription, Submission } from './schemas';

/** A read of the catalogue at one version; the version changes whenever the catalogue does. */
export interface CatalogSnapshot {
  readonly catalog: Catalog;
  readonly version: string;
}

/** The port the catalogue services read and write through; lowdb files behind it in practice. */
export interface CatalogStore {
  snapshot(): CatalogSnapshot;
  /** Applies a change, persists it, and resolves with the new snapshot. Changes are serialised. */
  update(change: (catalog: Catalog) => void): Promise<CatalogSnapshot>;
}

export interface IdempotencyRecord {
  key: string;
  kind: InboxKind;
  fingerprint: string;
  recordId: string;
  createdAt: string;
}

export type InboxKind = 'submission' | 'contact' | 'newsletter';

export interface Inbox {
  submissions: Submission[];
  contacts: Contact[];
  newsletters: NewsletterSubscription[];
  idempotency: IdempotencyRecord[];
}

export function emptyInbox(): Inbox {
  return { submissions: [], contacts: [], newsletters: [], idempotency: [] };
}

/** The port for everything visitors send. update() resolves only once the change is on disk. */
export interface InboxStore {
  read(): Inbox;
  update<T>(change: (inbox: Inbox) => T): Promise<T>;
}
