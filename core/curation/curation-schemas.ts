import { z } from 'zod';
import { likelyDuplicateSchema, type LikelyDuplicate } from '../rules/likely-duplicates';
import {
  CONTACT_STATUSES,
  contactSchema,
  islandImageSchema,
  catalogueIslandSchema,
  isWellFormedText,
  newsletterSubscriptionSchema,
  submissionSchema,
  submissionStatusSchema,
  wellFormedMessage,
} from '../contract/schemas';

/** The wire shapes of curation, shared by the admin endpoints and the command that reads them. */

export const ruleProblemSchema = z.object({
  id: z.string(),
  rule: z.string(),
  message: z.string(),
  fix: z.string(),
});

export { likelyDuplicateSchema, type LikelyDuplicate };

export const submissionReviewSchema = z.object({
  submission: submissionSchema,
  /** The id the island would get if approved now; absent once the submission is reviewed. */
  proposedId: z.string().optional(),
  /** The island as approval would add it; absent when it does not even fit the Island schema. */
  island: catalogueIslandSchema.optional(),
  /** Schema and data rules the approval would break; empty means it can be approved as it is. */
  problems: z.array(ruleProblemSchema),
  duplicates: z.array(likelyDuplicateSchema),
});
export type SubmissionReview = z.infer<typeof submissionReviewSchema>;

export const approvalSchema = z.object({
  submission: submissionSchema,
  island: catalogueIslandSchema,
  image: islandImageSchema.optional(),
  duplicates: z.array(likelyDuplicateSchema),
  /** True when the island waits in the approvals queue for `curate publish` (PostgreSQL deployments). */
  awaitingPublication: z.boolean().optional(),
});
export type Approval = z.infer<typeof approvalSchema>;

export const submissionListQuerySchema = z.object({
  status: z
    .enum(submissionStatusSchema.options, { error: 'status must be one of pending, approved, rejected' })
    .optional(),
});
export const contactListQuerySchema = z.object({
  status: z.enum(CONTACT_STATUSES, { error: 'status must be one of unread, read' }).optional(),
});

const fieldValueRecord = z.record(
  z.string(),
  z.string({ error: 'Each set value must be text' }).refine(isWellFormedText, wellFormedMessage('Each set value')),
  { error: 'set must be an object of field names to text values' },
);
// A record drops __proto__ as it reads: said here, as any other unknown field is.
const fieldValuesSchema = z
  .unknown()
  .superRefine((value, ctx) => {
    if (value !== null && typeof value === 'object' && Object.hasOwn(value, '__proto__'))
      ctx.addIssue({ code: 'custom', path: ['__proto__'], message: "Unknown field '__proto__'" });
  })
  .pipe(fieldValueRecord);
const notes = (error: string) => z.string({ error }).refine(isWellFormedText, wellFormedMessage('notes'));

/** POST /api/admin/submissions/{id}/approve */
export const approveBodySchema = z.strictObject(
  {
    featured: z.boolean({ error: 'featured must be true or false' }).optional(),
    notes: notes('notes must be text').optional(),
    set: fieldValuesSchema.optional(),
  },
  { error: 'The body must be an object with featured, notes and set only' },
);
export type ApproveInput = z.infer<typeof approveBodySchema>;

/** POST /api/admin/submissions/{id}/reject */
export const rejectBodySchema = z.strictObject(
  { notes: notes('Review notes are required to reject a submission') },
  { error: 'The body must be an object with notes only' },
);

export const submissionListSchema = z.array(submissionSchema);
export const contactListSchema = z.array(contactSchema);
export const subscriberListSchema = z.array(newsletterSubscriptionSchema);
