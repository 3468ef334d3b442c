import type { z } from 'zod';
import type { RuleProblem } from '../rules/rule-problem';
import { randomId } from '../catalogue/catalogue-service';
import type { Approval, SubmissionReview } from './curation-schemas';
import {
  approveBodySchema,
  contactListQuerySchema,
  rejectBodySchema,
  submissionListQuerySchema,
} from './curation-schemas';
import { ownIsland, planApproval, type ApprovalPlan } from './approval-plan';
import { ConflictError, InvalidError, NotFoundError, isCoreError } from '../contract/errors';
import { canonicalJson } from '../inbox/canonical-json';
import { coerceFieldValues } from '../catalogue/island-field-values';
import type { Catalog, Contact, Island, NewsletterSubscription, Submission } from '../contract/schemas';
import { submissionSchema, toIssues } from '../contract/schemas';
import type { ApprovalQueue, CatalogueStore, InboxStore } from '../store';

export interface CurationServiceDeps {
  catalog: CatalogueStore;
  inbox: InboxStore;
  /**
   * Set when several instances share the inbox (PostgreSQL): approvals queue their islands for
   * `curate publish` instead of writing this instance's catalogue file.
   */
  queue?: ApprovalQueue;
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

/** What `curate publish` wrote into the catalogue, and what it left queued and why. */
export interface Publication {
  published: Island[];
  refused: { submissionId: string; islandId: string; reason: string }[];
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
  queue,
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

  async function requireSubmission(id: string): Promise<Submission> {
    const submission = await inbox.findSubmission(id);
    if (!submission) throw new NotFoundError(`No submission with id '${id}'`);
    return submission;
  }

  async function requirePending(id: string): Promise<Submission> {
    const submission = await requireSubmission(id);
    if (submission.status !== 'pending') {
      const when = submission.reviewedAt ? ` on ${submission.reviewedAt.slice(0, 10)}` : '';
      throw new ConflictError(`Submission ${id} was already ${submission.status}${when}`);
    }
    return submission;
  }

  const reviewChange = (status: 'approved' | 'rejected', reviewedAt: string, notes: string | undefined) => ({
    status,
    reviewedAt,
    ...(notes !== undefined ? { reviewNotes: notes } : {}),
  });

  /** The catalogue as approvals see it: with the queue, the islands still awaiting publication too. */
  async function catalogueForApproval(): Promise<Catalog> {
    const { catalog: current } = catalog.snapshot();
    if (!queue) return current;
    const queued = await queue.awaitingPublication();
    return { ...current, islands: [...current.islands, ...queued.map((entry) => entry.island)] };
  }

  return {
    async listSubmissions(query: unknown = {}): Promise<Submission[]> {
      const { status } = parse(submissionListQuerySchema, query, 'query');
      return inbox.listSubmissions(status);
    },

    /** Every field, the rules an approval would break as it stands, and likely duplicates. */
    async showSubmission(id: string): Promise<SubmissionReview> {
      const submission = await requireSubmission(id);
      if (submission.status !== 'pending') return { submission: { ...submission }, problems: [], duplicates: [] };
      const plan = planApproval(submission, await catalogueForApproval(), {
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
        const submission = await requirePending(id);
        const now = clock().toISOString();
        if (queue) {
          const planned = planApproval(submission, await catalogueForApproval(), {
            featured: body.featured,
            overrides,
            imageId: newId(),
            now,
          });
          if (planned.problems.length > 0 || !planned.island) throw refusal(id, planned.problems);
          const { island, image, duplicates } = planned;
          const reviewed = await queue.approveIntoQueue(id, reviewChange('approved', now, notes), {
            island,
            ...(image ? { image } : {}),
          });
          return { submission: reviewed, island, image, duplicates, awaitingPublication: true };
        }
        const choices = { featured: body.featured, overrides, imageId: newId(), now };
        // A retry of an approval cut short after the catalogue was written finishes it.
        const added = ownIsland(submission, catalog.snapshot().catalog, choices);
        if (added) {
          const reviewed = await inbox.reviewSubmission(id, reviewChange('approved', now, notes));
          const image = catalog
            .snapshot()
            .catalog.images.find((candidate) => candidate.islandId === added.id && candidate.isPrimary);
          return { submission: reviewed, island: added, ...(image ? { image } : {}), duplicates: [] };
        }
        let plan: ApprovalPlan | undefined;
        await catalog.update((draft) => {
          plan = planApproval(submission, draft, choices);
          if (plan.problems.length > 0 || !plan.island) throw refusal(id, plan.problems);
          draft.islands.push(plan.island);
          if (plan.image) draft.images.push(plan.image);
        });
        const { island, image, duplicates } = plan as ApprovalPlan & { island: Island };
        let reviewed: Submission;
        try {
          reviewed = await inbox.reviewSubmission(id, reviewChange('approved', now, notes));
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
        await requirePending(id);
        return inbox.reviewSubmission(id, reviewChange('rejected', clock().toISOString(), notes));
      });
    },

    /**
     * `curate publish`: writes the queued islands into this catalogue file, then marks them
     * published. An island already there unchanged (a publish stopped before marking) is only
     * marked; one whose id is taken by another island, or that the catalogue refuses, stays queued.
     */
    publish(): Promise<Publication> {
      return serialised(async () => {
        if (!queue)
          throw new ConflictError('There is no approvals queue: without DATABASE_URL approvals write the catalogue');
        const published: Island[] = [];
        const refused: Publication['refused'] = [];
        for (const entry of await queue.awaitingPublication()) {
          try {
            await catalog.update((draft) => {
              const taken = draft.islands.find((candidate) => candidate.id === entry.island.id);
              if (taken && canonicalJson(taken) === canonicalJson(entry.island)) return;
              if (taken)
                throw new ConflictError(`The catalogue already has another island with id '${entry.island.id}'`);
              draft.islands.push(entry.island);
              if (entry.image) draft.images.push(entry.image);
            });
            await queue.markPublished([entry.submissionId], clock().toISOString());
            published.push(entry.island);
          } catch (error) {
            if (!isCoreError(error)) throw error;
            refused.push({ submissionId: entry.submissionId, islandId: entry.island.id, reason: error.message });
          }
        }
        return { published, refused };
      });
    },

    async listContacts(query: unknown = {}): Promise<Contact[]> {
      const { status } = parse(contactListQuerySchema, query, 'query');
      return inbox.listContacts(status);
    },

    /** The whole message, marked read. */
    readContact(id: string): Promise<Contact> {
      return inbox.readContact(id);
    },

    activeSubscribers(): Promise<NewsletterSubscription[]> {
      return inbox.activeSubscribers();
    },
  };
}

export type CurationService = ReturnType<typeof createCurationService>;
