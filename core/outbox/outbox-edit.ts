import { z } from 'zod';
import { contactPayloadSchema, newsletterPayloadSchema, submissionPayloadSchema } from '../contract/schemas';

/**
 * A rejected item's new content, as the form it came from sends it: the kind says which form and
 * which schema, so an edit cannot turn a message into a submission.
 */
export const outboxEditSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('submission'), payload: submissionPayloadSchema }),
  z.object({ kind: z.literal('contact'), payload: contactPayloadSchema }),
  z.object({ kind: z.literal('newsletter'), payload: newsletterPayloadSchema }),
]);
export type OutboxEdit = z.infer<typeof outboxEditSchema>;
export type OutboxEditInput = z.input<typeof outboxEditSchema>;
