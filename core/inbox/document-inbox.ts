import { ConflictError, CoreError, NotFoundError } from '../contract/errors';
import type { Contact, NewsletterSubscription, Submission } from '../contract/schemas';
import type {
  IdempotencyRecord,
  Inbox,
  InboxDocument,
  InboxKind,
  InboxRecordOf,
  InboxStore,
  SubmissionReviewChange,
} from '../store';

/** How long an Idempotency-Key replays its first answer, as payment APIs keep theirs. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

export const NEWSLETTER_DUPLICATE_MESSAGE = 'This email is already subscribed to our newsletter.';

const sameEmail = (a: string, b: string) => normaliseEmail(a) === normaliseEmail(b);

/** Whether this pending sign-up is the one a link of this hash, sent after `since`, confirms. */
export function isConfirmedBy(subscription: NewsletterSubscription, tokenHash: string, since: Date): boolean {
  const confirmation = subscription.confirmation;
  return (
    !subscription.isActive &&
    confirmation !== undefined &&
    confirmation.tokenHash === tokenHash &&
    Date.parse(confirmation.sentAt) > since.getTime()
  );
}

/** A pending sign-up as its link confirms it, for both stores: active, dated, its token spent. */
export function confirmedSubscription(pending: NewsletterSubscription, now: Date): NewsletterSubscription {
  const { confirmation: _used, ...rest } = pending;
  return { ...rest, isActive: true, confirmedAt: now.toISOString() };
}

export const IDEMPOTENCY_MISMATCH_MESSAGE = 'This Idempotency-Key was already used with a different request body';

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The list a key's record went into. */
const recordsOf = (inbox: Inbox, kind: InboxKind): { id: string }[] =>
  kind === 'submission' ? inbox.submissions : kind === 'contact' ? inbox.contacts : inbox.newsletters;

/** Expired keys are cut from the stored list in runs at least this long, not one per write. */
const EXPIRY_RUN = 1000;

/**
 * Cuts idempotency keys older than IDEMPOTENCY_TTL_MS from the front of the stored list (they are
 * added in time order) once enough have expired: the cost is the number expired, and the list
 * stays about a day long.
 */
function dropExpiredKeys(inbox: Inbox, now: number) {
  const oldest = now - IDEMPOTENCY_TTL_MS;
  let expired = 0;
  while (expired < inbox.idempotency.length && Date.parse(inbox.idempotency[expired]!.createdAt) < oldest) expired++;
  if (expired >= Math.min(EXPIRY_RUN, inbox.idempotency.length)) inbox.idempotency = inbox.idempotency.slice(expired);
}

/**
 * A pending submission as reviewed, for both stores: unknown is NotFoundError, already reviewed
 * is ConflictError. A new record (stored records are replaced, never edited: the file store
 * shares them with its committed inbox); old review notes do not survive.
 */
export function reviewedSubmission(
  id: string,
  record: Submission | undefined,
  change: SubmissionReviewChange,
): Submission {
  if (!record) throw new NotFoundError(`No submission with id '${id}'`);
  if (record.status !== 'pending') throw new ConflictError(`Submission ${id} was already ${record.status}`);
  const { reviewNotes: _old, ...rest } = record;
  return {
    ...rest,
    status: change.status,
    reviewedAt: change.reviewedAt,
    ...(change.reviewNotes !== undefined ? { reviewNotes: change.reviewNotes } : {}),
  };
}

const bySubmittedAt = (a: { submittedAt: string }, b: { submittedAt: string }) =>
  a.submittedAt.localeCompare(b.submittedAt);

/**
 * The inbox port over one document (the lowdb file, or memory in tests): every change runs
 * inside the document's serialised update, so a record and its key land together or not at all.
 */
export function inboxOverDocument(document: InboxDocument): InboxStore {
  // The live keys by value, in the order they were added (which is time order): a lookup is one
  // Map access, however many are stored. Filled in as changes are applied, so a key is found by
  // the next change even within the same batch; an entry whose write then failed points at a
  // record that does not exist, and a lookup that finds no record treats the key as unused.
  const keys = new Map<string, IdempotencyRecord>();
  for (const entry of document.read().idempotency) keys.set(entry.key, entry);

  function liveKey(key: string, now: number): IdempotencyRecord | undefined {
    const oldest = now - IDEMPOTENCY_TTL_MS;
    for (const [first, entry] of keys) {
      if (Date.parse(entry.createdAt) >= oldest) break;
      keys.delete(first);
    }
    return keys.get(key);
  }

  function insert(inbox: Inbox, kind: InboxKind, record: InboxRecordOf[InboxKind]) {
    if (kind === 'submission') inbox.submissions.push(record as Submission);
    else if (kind === 'contact') inbox.contacts.push(record as Contact);
    else {
      const email = normaliseEmail((record as NewsletterSubscription).email);
      if (inbox.newsletters.some((existing) => normaliseEmail(existing.email) === email)) {
        throw new ConflictError(NEWSLETTER_DUPLICATE_MESSAGE);
      }
      inbox.newsletters.push(record as NewsletterSubscription);
    }
  }

  return {
    add(kind, record, claim, now) {
      return document.update((inbox) => {
        const at = now.getTime();
        dropExpiredKeys(inbox, at);
        const earlier = claim === undefined ? undefined : liveKey(claim.key, at);
        // Only a replay looks for its record, and only a key with a record counts as used.
        const stored = earlier && recordsOf(inbox, earlier.kind).find((candidate) => candidate.id === earlier.recordId);
        if (earlier && stored) {
          if (earlier.kind !== kind || earlier.fingerprint !== claim!.fingerprint) {
            throw new CoreError('idempotency_mismatch', IDEMPOTENCY_MISMATCH_MESSAGE);
          }
          return { record: stored as typeof record, replayed: true };
        }
        insert(inbox, kind, record);
        if (claim !== undefined) {
          const entry: IdempotencyRecord = {
            key: claim.key,
            kind,
            fingerprint: claim.fingerprint,
            recordId: record.id,
            createdAt: new Date(at).toISOString(),
          };
          if (earlier) inbox.idempotency = inbox.idempotency.filter((candidate) => candidate.key !== claim.key);
          inbox.idempotency.push(entry);
          keys.delete(claim.key);
          keys.set(claim.key, entry);
        }
        return { record, replayed: false };
      });
    },

    async listSubmissions(status) {
      return document
        .read()
        .submissions.filter((submission) => status === undefined || submission.status === status)
        .map((submission) => ({ ...submission }))
        .sort(bySubmittedAt);
    },

    async findSubmission(id) {
      const found = document.read().submissions.find((candidate) => candidate.id === id);
      return found && { ...found };
    },

    reviewSubmission(id, change) {
      return document.update((box) => {
        const at = box.submissions.findIndex((candidate) => candidate.id === id);
        const reviewed = reviewedSubmission(id, box.submissions[at], change);
        box.submissions[at] = reviewed;
        return { ...reviewed };
      });
    },

    async listContacts(status) {
      return document
        .read()
        .contacts.filter((contact) => status === undefined || contact.status === status)
        .map((contact) => ({ ...contact }))
        .sort(bySubmittedAt);
    },

    readContact(id) {
      return document.update((box) => {
        const at = box.contacts.findIndex((candidate) => candidate.id === id);
        const contact = box.contacts[at];
        if (!contact) throw new NotFoundError(`No contact message with id '${id}'`);
        const read: Contact = { ...contact, status: 'read' };
        box.contacts[at] = read;
        return { ...read };
      });
    },

    async activeSubscribers() {
      return document
        .read()
        .newsletters.filter((subscription) => subscription.isActive)
        .map((subscription) => ({ ...subscription }))
        .sort((a, b) => a.subscribedAt.localeCompare(b.subscribedAt));
    },

    renewConfirmation(email, confirmation) {
      return document.update((box) => {
        const at = box.newsletters.findIndex(
          (candidate) => !candidate.isActive && candidate.confirmation && sameEmail(candidate.email, email),
        );
        if (at < 0) return false;
        box.newsletters[at] = { ...box.newsletters[at]!, confirmation };
        return true;
      });
    },

    confirmSubscription(tokenHash, since, now) {
      return document.update((box) => {
        const at = box.newsletters.findIndex((candidate) => isConfirmedBy(candidate, tokenHash, since));
        if (at < 0) return undefined;
        const confirmed = confirmedSubscription(box.newsletters[at]!, now);
        box.newsletters[at] = confirmed;
        return { ...confirmed };
      });
    },
  };
}
