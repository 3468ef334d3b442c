import type {
  CONTACT_STATUSES,
  Catalog,
  Contact,
  Island,
  IslandImage,
  NewsletterSubscription,
  Submission,
  SubmissionStatus,
} from './contract/schemas';

/** A read of the catalogue at one version; the version changes whenever the catalogue does. */
export interface CatalogueSnapshot {
  readonly catalog: Catalog;
  readonly version: string;
}

/** The port the catalogue services read and write through; lowdb files behind it in practice. */
export interface CatalogueStore {
  snapshot(): CatalogueSnapshot;
  /** Applies a change, persists it, and resolves with the new snapshot. Changes are serialised. */
  update(change: (catalog: Catalog) => void): Promise<CatalogueSnapshot>;
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

/**
 * The whole inbox as one document, as the lowdb file holds it: update() applies changes one at a
 * time and resolves only once the change is on disk. `inboxOverDocument` turns it into the port.
 */
export interface InboxDocument {
  read(): Inbox;
  update<T>(change: (inbox: Inbox) => T): Promise<T>;
}

type ContactStatus = (typeof CONTACT_STATUSES)[number];

export interface InboxRecordOf {
  submission: Submission;
  contact: Contact;
  newsletter: NewsletterSubscription;
}

/** A client's Idempotency-Key and the fingerprint of the body it came with. */
export interface IdempotencyClaim {
  key: string;
  fingerprint: string;
}

export interface Added<T> {
  record: T;
  /** True when an earlier request with the same key already stored this record. */
  replayed: boolean;
}

export interface SubmissionReviewChange {
  status: Exclude<SubmissionStatus, 'pending'>;
  reviewedAt: string;
  reviewNotes?: string;
}

/**
 * The port for everything visitors send, implemented over the lowdb file (`inboxOverDocument`)
 * and over PostgreSQL. Nothing resolves before its change is durable.
 */
export interface InboxStore {
  /**
   * Stores a new record. With a claim whose key is live (used less than IDEMPOTENCY_TTL_MS before
   * `now`): the same kind and fingerprint answer the first record, replayed; anything else is
   * 'idempotency_mismatch'. The record and its key are stored together or not at all, once
   * however many ask at the same time. A newsletter email already subscribed is a ConflictError.
   */
  add<K extends InboxKind>(
    kind: K,
    record: InboxRecordOf[K],
    claim: IdempotencyClaim | undefined,
    now: Date,
  ): Promise<Added<InboxRecordOf[K]>>;
  /** Oldest first. */
  listSubmissions(status?: SubmissionStatus): Promise<Submission[]>;
  findSubmission(id: string): Promise<Submission | undefined>;
  /** Reviews a pending submission: NotFoundError if absent, ConflictError if already reviewed. */
  reviewSubmission(id: string, change: SubmissionReviewChange): Promise<Submission>;
  /** Oldest first. */
  listContacts(status?: ContactStatus): Promise<Contact[]>;
  /** Marks a message read and answers it; NotFoundError if absent. */
  readContact(id: string): Promise<Contact>;
  /** Oldest first. */
  activeSubscribers(): Promise<NewsletterSubscription[]>;
  /**
   * Gives the pending (unconfirmed) sign-up of this address a new confirmation, the old link no
   * longer working; false when the address is not pending (subscribed already, or unknown).
   */
  renewConfirmation(email: string, confirmation: NewsletterConfirmation): Promise<boolean>;
  /**
   * Confirms the pending sign-up whose confirmation has this hash and was sent after `since`: it
   * becomes active, and the link stops working. Undefined when there is none.
   */
  confirmSubscription(tokenHash: string, since: Date, now: Date): Promise<NewsletterSubscription | undefined>;
}

/** A pending sign-up's confirmation: the hash of its link's code, and when it was sent. */
export type NewsletterConfirmation = NonNullable<NewsletterSubscription['confirmation']>;

/** An island approved through the admin API while the catalogue is published from git. */
export interface QueuedApproval {
  submissionId: string;
  island: Island;
  image?: IslandImage;
  approvedAt: string;
}

/**
 * With several instances (PostgreSQL), no instance edits the catalogue file: an approval marks
 * the submission approved and queues its island, in one transaction, for `curate publish`.
 */
export interface ApprovalQueue {
  approveIntoQueue(
    id: string,
    change: SubmissionReviewChange,
    approval: Omit<QueuedApproval, 'submissionId' | 'approvedAt'>,
  ): Promise<Submission>;
  awaitingPublication(): Promise<QueuedApproval[]>;
  markPublished(submissionIds: readonly string[], at: string): Promise<void>;
}
