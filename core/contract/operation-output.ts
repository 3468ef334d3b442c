import { z } from 'zod';
import type { Operation } from './operation';

const only = (fields: readonly string[]) =>
  Object.fromEntries(fields.map((field) => [field, true])) as Record<string, true>;

/**
 * The schema of an operation's answer to this input: with `fields=`, each island holds only the
 * fields asked for (those the island schema knows), so an answer is parsed as what was asked.
 */
export function outputSchemaFor(operation: Operation, input: unknown): z.ZodType {
  const fields = (input as { fields?: unknown } | undefined)?.fields;
  if (!operation.output) return z.unknown();
  if (!operation.fields || typeof fields !== 'string') return operation.output;
  const known = fields.split(',').filter((field) => field in operation.fields!.island.shape);
  return operation.fields.answer(operation.fields.island.pick(only(known)));
}
