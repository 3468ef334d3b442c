import type { z } from 'zod';
import type { RuleProblem } from './catalogue-rules';
import { randomId } from './catalogue-service';
import type { Approval, SubmissionReview } from './curation-contract';
import {
  approveBodySchema,
  contactListQuerySchema,
  rejectBodySchema,
  submissionListQuerySchema,
} from './curation-contract';
import { planApproval, type ApprovalPlan } from './approval-plan';
import { ConflictError, InvalidError, NotFoundError } from './errors';
import { coerceFieldValues } from './island-field-values';
import type { Contact, Island, NewsletterSubscription, Submission, SubmissionStatus } from './schemas';
import { submissionSchema, toIssues } from './schemas';
import type { CatalogStore, InboxStore } from './store';

export interface CurationServiceDeps {
  catalog: CatalogStore;
  inbox: InboxStore;
  clock?: () => Date;
  newId?: () => string;
}

function parse<T>(schema: z.ZodType<T>, input: unknown, what: string): T {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new InvalidError(`The ${what} is not valid`, toIssues(parsed.error));
  return parsed.data;
}

const notesSchema = submissionSchema.shape.reviewNotes;

function parseNotes(notes: string | undefined, required: boolean): string | undefined {
  const value = parse(notesSchema, notes, 'review note');
  if (required && !value) {
    throw new InvalidError('Review notes are required to reject a submission', [
      { path: 'notes', message: 'Say why, e.g. "Not remote: a ferry runs daily"' },
    ]);
  }
  return value || undefined;
}

/** The problems of a refused approval as issues: the rule, what is wrong and how to fix it. */
export function refusal(submissionId: string, problems: readonly RuleProblem[]): InvalidError {
  return new InvalidError(
    `Submission ${submissionId} cannot be approved: it breaks ${problems.length} data rule${problems.length === 1 ? '' : 's'}`,
    problems.map((problem) => ({ path: problem.rule, message: `${problem.message}; fix: ${problem.fix}` })),
  );
}

/** Reviewing what visitors sent: submissions into the catalogue, contact messages, subscribers. */
export function createCurationService({
  catalog,
  inbox,
  clock = () => new Date(),
  newId = randomId,
}: CurationServiceDeps) {
  // One review at a time, so two approvals of one submission cannot both add an island.
  let reviewing: Promise<unknown> = Promise.resolve();
  function serialised<T>(task: () => Promise<T>): Promise<T> {
    const run = reviewing.then(task);
    reviewing = run.catch(() => undefined);
    return run;
  }

  function requireSubmission(id: string): Submission {
    const submission = inbox.read().submissions.find((candidate) => candidate.id === id);
    if (!submission) throw new NotFoundError(`No submission with id '${id}'`);
    return submission;
  }

  function requirePending(id: string): Submission {
    const submission = requireSubmission(id);
    if (submission.status !== 'pending') {
      const when = submission.reviewedAt ? ` on ${submission.reviewedAt.slice(0, 10)}` : '';
      throw new ConflictError(`Submission ${id} was already ${submission.status}${when}`);
    }
    return submission;
  }

  async function markReviewed(id: string, status: SubmissionStatus, now: string, notes: string | undefined) {
    return inbox.update((box) => {
      const at = box.submissions.findIndex((candidate) => candidate.id === id);
      const record = box.submissions[at];
      if (!record) throw new NotFoundError(`No submission with id '${id}'`);
      if (record.status !== 'pending') throw new ConflictError(`Submission ${id} was already ${record.status}`);
      // Stored records are replaced, never edited: the store shares them with the committed inbox.
      const { reviewNotes: _old, ...rest } = record;
      const reviewed: Submission = {
        ...rest,
        status,
        reviewedAt: now,
        ...(notes !== undefined ? { reviewNotes: notes } : {}),
      };
      box.submissions[at] = reviewed;
      return { ...reviewed };
    });
  }

  return {
    listSubmissions(query: unknown = {}): Submission[] {
      const { status } = parse(submissionListQuerySchema, query, 'query');
      return inbox
        .read()
        .submissions.filter((submission) => status === undefined || submission.status === status)
        .map((submission) => ({ ...submission }))
        .sort((a, b) => a.submittedAt.localeCompare(b.submittedAt));
    },

    /** Every field, the rules an approval would break as it stands, and likely duplicates. */
    showSubmission(id: string): SubmissionReview {
      const submission = requireSubmission(id);
      if (submission.status !== 'pending') return { submission: { ...submission }, problems: [], duplicates: [] };
      const plan = planApproval(submission, catalog.snapshot().catalog, {
        imageId: 'preview',
        now: clock().toISOString(),
      });
      return {
        submission: { ...submission },
        proposedId: plan.proposedId,
        island: plan.island,
        problems: plan.problems,
        duplicates: plan.duplicates,
      };
    },

    /**
     * Adds the island (and its primary image) to the catalogue, then marks the submission
     * approved. Refused with every broken rule before anything is written.
     */
    approve(id: string, input: unknown = {}): Promise<Approval> {
      return serialised(async () => {
        const body = parse(approveBodySchema, input ?? {}, 'approval');
        const notes = parseNotes(body.notes, false);
        const overrides = coerceFieldValues(body.set ?? {});
        const submission = requirePending(id);
        const now = clock().toISOString();
        let plan: ApprovalPlan | undefined;
        await catalog.update((draft) => {
          plan = planApproval(submission, draft, { featured: body.featured, overrides, imageId: newId(), now });
          if (plan.problems.length > 0 || !plan.island) throw refusal(id, plan.problems);
          draft.islands.push(plan.island);
          if (plan.image) draft.images.push(plan.image);
        });
        const { island, image, duplicates } = plan as ApprovalPlan & { island: Island };
        let reviewed: Submission;
        try {
          reviewed = await markReviewed(id, 'approved', now, notes);
        } catch (error) {
          // Keep the two files consistent: an island whose submission is still pending goes back out.
          await catalog
            .update((draft) => {
              draft.islands = draft.islands.filter((candidate) => candidate.id !== island.id);
              draft.images = draft.images.filter((candidate) => candidate.islandId !== island.id);
            })
            .catch(() => undefined);
          throw error;
        }
        return { submission: reviewed, island, image, duplicates };
      });
    },

    reject(id: string, input: unknown): Promise<Submission> {
      return serialised(async () => {
        const body = parse(rejectBodySchema, input ?? {}, 'rejection');
        const notes = parseNotes(body.notes, true);
        requirePending(id);
        return markReviewed(id, 'rejected', clock().toISOString(), notes);
      });
    },

    listContacts(query: unknown = {}): Contact[] {
      const { status } = parse(contactListQuerySchema, query, 'query');
      return inbox
        .read()
        .contacts.filter((contact) => status === undefined || contact.status === status)
        .map((contact) => ({ ...contact }))
        .sort((a, b) => a.submittedAt.localeCompare(b.submittedAt));
    },

    /** The whole message, marked read. */
    readContact(id: string): Promise<Contact> {
      return inbox.update((box) => {
        const at = box.contacts.findIndex((candidate) => candidate.id === id);
        const contact = box.contacts[at];
        if (!contact) throw new NotFoundError(`No contact message with id '${id}'`);
        const read: Contact = { ...contact, status: 'read' };
        box.contacts[at] = read;
        return { ...read };
      });
    },

    activeSubscribers(): NewsletterSubscription[] {
      return inbox
        .read()
        .newsletters.filter((subscription) => subscription.isActive)
        .map((subscription) => ({ ...subscription }))
        .sort((a, b) => a.subscribedAt.localeCompare(b.subscribedAt));
    },
  };
}

export type CurationService = ReturnType<typeof createCurationService>;
