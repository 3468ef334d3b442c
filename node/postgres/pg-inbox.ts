import type pg from 'pg';
import type { ZodType } from 'zod';
import { ConflictError, CoreError, NotFoundError } from '@core/contract/errors';
import {
  IDEMPOTENCY_MISMATCH_MESSAGE,
  IDEMPOTENCY_TTL_MS,
  NEWSLETTER_DUPLICATE_MESSAGE,
  confirmedSubscription,
  isConfirmedBy,
  reviewedSubmission,
} from '@core/inbox/document-inbox';
import type { Contact, NewsletterSubscription, Submission } from '@core/contract/schemas';
import {
  contactSchema,
  islandImageSchema,
  catalogueIslandSchema,
  newsletterSubscriptionSchema,
  submissionSchema,
} from '@core/contract/schemas';
import type {
  ApprovalQueue,
  InboxKind,
  InboxRecordOf,
  InboxStore,
  QueuedApproval,
  SubmissionReviewChange,
} from '@core/store';
import type { Logger } from '../logger';
import { asCommitError, asStoreError } from './database-errors';

const TABLE: Record<InboxKind, string> = { submission: 'submissions', contact: 'contacts', newsletter: 'newsletters' };
const SCHEMA: { [K in InboxKind]: ZodType<InboxRecordOf[K]> } = {
  submission: submissionSchema,
  contact: contactSchema,
  newsletter: newsletterSubscriptionSchema,
};

/** PostgreSQL's unique_violation. */
const UNIQUE_VIOLATION = '23505';

export interface PgInbox extends InboxStore, ApprovalQueue {
  /** Cuts idempotency keys older than a day; the server runs it now and then. */
  dropExpiredKeys(now: Date): Promise<number>;
}

/** A record read back, checked against its schema (the file store checks each record at load too). */
const recordOf = <K extends InboxKind>(kind: K, raw: unknown): InboxRecordOf[K] => SCHEMA[kind].parse(raw);

/**
 * The inbox in PostgreSQL, shared by every instance: each change is one transaction, so nothing
 * is answered before COMMIT, and the database's constraints (not a lock in one process) make an
 * Idempotency-Key and a newsletter address count once.
 */
export function pgInbox(pool: pg.Pool, logger: Logger): PgInbox {
  async function transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    let client: pg.PoolClient;
    try {
      client = await pool.connect();
    } catch (error) {
      throw asStoreError(error);
    }
    let broken: Error | undefined;
    // pg removes the pool's listener while a client is checked out: a connection the database
    // drops between two queries of this transaction would otherwise crash the process.
    const onError = (error: Error) => (broken = error);
    client.on('error', onError);
    try {
      await client.query('BEGIN');
      const result = await work(client);
      await client.query('COMMIT').catch((error: unknown) => {
        throw asCommitError(error);
      });
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch((rollbackError: Error) => (broken = rollbackError));
      throw asStoreError(error);
    } finally {
      // A connection that failed, or failed even to roll back, is closed, not handed on.
      client.off('error', onError);
      client.release(broken);
    }
  }

  async function query<R extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<R[]> {
    try {
      return (await pool.query<R>(text, values)).rows;
    } catch (error) {
      throw asStoreError(error);
    }
  }

  async function insert(client: pg.PoolClient, kind: InboxKind, record: InboxRecordOf[InboxKind]) {
    const json = JSON.stringify(record);
    if (kind === 'newsletter') {
      const subscription = record as NewsletterSubscription;
      const added = await client.query(
        `INSERT INTO newsletters (id, email, subscribed_at, is_active, record) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (email) DO NOTHING`,
        [subscription.id, subscription.email, subscription.subscribedAt, subscription.isActive, json],
      );
      if (added.rowCount === 0) throw new ConflictError(NEWSLETTER_DUPLICATE_MESSAGE);
      return;
    }
    const sent = record as Submission | Contact;
    await client.query(`INSERT INTO ${TABLE[kind]} (id, status, submitted_at, record) VALUES ($1, $2, $3, $4)`, [
      sent.id,
      sent.status,
      sent.submittedAt,
      json,
    ]);
  }

  /** Reviews a pending submission with its row locked; refuses an unknown or reviewed one. */
  async function writeReview(client: pg.PoolClient, id: string, change: SubmissionReviewChange) {
    const { rows } = await client.query<{ record: unknown }>(
      'SELECT record FROM submissions WHERE id = $1 FOR UPDATE',
      [id],
    );
    const reviewed = reviewedSubmission(id, rows[0] && recordOf('submission', rows[0].record), change);
    await client.query('UPDATE submissions SET status = $2, record = $3 WHERE id = $1', [
      id,
      reviewed.status,
      JSON.stringify(reviewed),
    ]);
    return reviewed;
  }

  return {
    add(kind, record, claim, now) {
      return transaction(async (client) => {
        if (claim) {
          // An expired key is a new key, as in the file store.
          await client.query('DELETE FROM idempotency_keys WHERE key = $1 AND created_at < $2', [
            claim.key,
            new Date(now.getTime() - IDEMPOTENCY_TTL_MS),
          ]);
          // A concurrent insert of the same key waits here until the other transaction ends; if it
          // committed, this one finds its key and answers its record.
          const claimed = await client.query(
            `INSERT INTO idempotency_keys (key, kind, fingerprint, record_id, created_at) VALUES ($1, $2, $3, $4, $5)
             ON CONFLICT (key) DO NOTHING`,
            [claim.key, kind, claim.fingerprint, record.id, now],
          );
          if (claimed.rowCount === 0) {
            const { rows } = await client.query<{ kind: InboxKind; fingerprint: string; record_id: string }>(
              'SELECT kind, fingerprint, record_id FROM idempotency_keys WHERE key = $1',
              [claim.key],
            );
            const earlier = rows[0];
            if (!earlier || earlier.kind !== kind || earlier.fingerprint !== claim.fingerprint) {
              throw new CoreError('idempotency_mismatch', IDEMPOTENCY_MISMATCH_MESSAGE);
            }
            const stored = await client.query<{ record: unknown }>(`SELECT record FROM ${TABLE[kind]} WHERE id = $1`, [
              earlier.record_id,
            ]);
            if (!stored.rows[0]) throw new Error(`Idempotency key ${claim.key} has no ${kind} ${earlier.record_id}`);
            return { record: recordOf(kind, stored.rows[0].record), replayed: true };
          }
        }
        await insert(client, kind, record);
        return { record, replayed: false };
      });
    },

    async listSubmissions(status) {
      const rows = await query<{ record: unknown }>(
        `SELECT record FROM submissions WHERE $1::text IS NULL OR status = $1 ORDER BY submitted_at COLLATE "C", id`,
        [status ?? null],
      );
      return rows.map((row) => recordOf('submission', row.record));
    },

    async findSubmission(id) {
      const rows = await query<{ record: unknown }>('SELECT record FROM submissions WHERE id = $1', [id]);
      return rows[0] ? recordOf('submission', rows[0].record) : undefined;
    },

    reviewSubmission(id, change) {
      return transaction(async (client) => writeReview(client, id, change));
    },

    async listContacts(status) {
      const rows = await query<{ record: unknown }>(
        `SELECT record FROM contacts WHERE $1::text IS NULL OR status = $1 ORDER BY submitted_at COLLATE "C", id`,
        [status ?? null],
      );
      return rows.map((row) => recordOf('contact', row.record));
    },

    readContact(id) {
      return transaction(async (client) => {
        const { rows } = await client.query<{ record: unknown }>(
          'SELECT record FROM contacts WHERE id = $1 FOR UPDATE',
          [id],
        );
        if (!rows[0]) throw new NotFoundError(`No contact message with id '${id}'`);
        const read: Contact = { ...recordOf('contact', rows[0].record), status: 'read' };
        await client.query(`UPDATE contacts SET status = 'read', record = $2 WHERE id = $1`, [
          id,
          JSON.stringify(read),
        ]);
        return read;
      });
    },

    async activeSubscribers() {
      const rows = await query<{ record: unknown }>(
        'SELECT record FROM newsletters WHERE is_active ORDER BY subscribed_at COLLATE "C", id',
      );
      return rows.map((row) => recordOf('newsletter', row.record));
    },

    renewConfirmation(email, confirmation) {
      return transaction(async (client) => {
        const { rows } = await client.query<{ record: unknown }>(
          'SELECT record FROM newsletters WHERE email = $1 AND NOT is_active FOR UPDATE',
          [email],
        );
        const pending = rows[0] && recordOf('newsletter', rows[0].record);
        if (!pending?.confirmation) return false;
        // Written whole as JSON text, as every record is: its key order is kept.
        await client.query('UPDATE newsletters SET record = $2 WHERE id = $1', [
          pending.id,
          JSON.stringify({ ...pending, confirmation }),
        ]);
        return true;
      });
    },

    confirmSubscription(tokenHash, since, now) {
      return transaction(async (client) => {
        // The row locked, so two clicks of one link confirm once.
        const { rows } = await client.query<{ record: unknown }>(
          `SELECT record FROM newsletters
           WHERE NOT is_active AND record::jsonb -> 'confirmation' ->> 'tokenHash' = $1 FOR UPDATE`,
          [tokenHash],
        );
        const pending = rows
          .map((row) => recordOf('newsletter', row.record))
          .find((candidate) => isConfirmedBy(candidate, tokenHash, since));
        if (!pending) return undefined;
        const confirmed = confirmedSubscription(pending, now);
        await client.query('UPDATE newsletters SET is_active = true, record = $2 WHERE id = $1', [
          confirmed.id,
          JSON.stringify(confirmed),
        ]);
        return confirmed;
      });
    },

    approveIntoQueue(id, change, approval) {
      return transaction(async (client) => {
        const reviewed = await writeReview(client, id, change);
        try {
          await client.query(
            'INSERT INTO approvals (submission_id, island, image, approved_at) VALUES ($1, $2, $3, $4)',
            [
              id,
              JSON.stringify(approval.island),
              approval.image ? JSON.stringify(approval.image) : null,
              change.reviewedAt,
            ],
          );
        } catch (error) {
          if ((error as { code?: string }).code === UNIQUE_VIOLATION) {
            throw new ConflictError(
              `Another approval awaiting publication already uses the id '${approval.island.id}'; review this submission again`,
            );
          }
          throw error;
        }
        return reviewed;
      });
    },

    async awaitingPublication(): Promise<QueuedApproval[]> {
      const rows = await query<{ submission_id: string; island: unknown; image: unknown; approved_at: string }>(
        'SELECT submission_id, island, image, approved_at FROM approvals WHERE published_at IS NULL ORDER BY approved_at COLLATE "C", submission_id',
      );
      return rows.map((row) => ({
        submissionId: row.submission_id,
        island: catalogueIslandSchema.parse(row.island),
        ...(row.image ? { image: islandImageSchema.parse(row.image) } : {}),
        approvedAt: row.approved_at,
      }));
    },

    async markPublished(submissionIds, at) {
      await query('UPDATE approvals SET published_at = $2 WHERE submission_id = ANY($1::text[])', [
        [...submissionIds],
        at,
      ]);
    },

    async dropExpiredKeys(now) {
      const rows = await query<{ n: string }>(
        'WITH gone AS (DELETE FROM idempotency_keys WHERE created_at < $1 RETURNING 1) SELECT count(*) AS n FROM gone',
        [new Date(now.getTime() - IDEMPOTENCY_TTL_MS)],
      );
      const dropped = Number(rows[0]?.n ?? 0);
      if (dropped > 0) logger.debug('expired idempotency keys dropped', { dropped });
      return dropped;
    },
  };
}
