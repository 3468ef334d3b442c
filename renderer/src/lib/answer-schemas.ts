import { outputSchemaFor } from '@core/contract/operation-output';
import { OPERATIONS, type OperationId } from '@core/contract/operations';
import { errorBodySchema } from '@core/contract/schemas';

/**
 * The table's schemas, for the http adapter: loaded alongside the first request, not with the
 * page, since zod and the schemas are a third of the page's script.
 */

/** An answer parsed with its operation's schema for the input it was asked with: parsed, not cast. */
export const parseAnswer = (id: OperationId, input: unknown, body: unknown): unknown =>
  outputSchemaFor(OPERATIONS[id], input).parse(body);

/** The server's message in an error answer, when it is one. */
export const errorMessageOf = (body: unknown): string | undefined => {
  const parsed = errorBodySchema.safeParse(body);
  return parsed.success ? parsed.data.message : undefined;
};
