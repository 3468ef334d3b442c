import { z } from 'zod';
import type { WireType } from './query-wire-types';

export type JsonSchema = Record<string, unknown>;

/**
 * A zod schema as JSON Schema, the side a client sends (input) or receives (output): 2020-12 for
 * OpenAPI 3.1; draft 7 where the reader validates with it (MCP clients, whose tuples are items[]).
 */
export function jsonSchemaOf(
  schema: z.ZodType,
  io: 'input' | 'output',
  target: 'draft-2020-12' | 'draft-7' = 'draft-2020-12',
): JsonSchema {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', target }) as JsonSchema;
  delete json.$schema;
  return json;
}

/** One parameter as a client means it: its type (its wire type where it has one), its words. */
export interface WireParameter {
  schema: JsonSchema;
  description?: string;
  /** A list, sent comma-separated in one parameter. */
  list: boolean;
}

/**
 * The parameters of a path or query schema as a client means them: the server reads every one as
 * text, but a client means a number, a boolean or a list of numbers where its wire type says so
 * (core/contract/query-wire-types.ts); without one, the text schema is already what it is.
 */
export function wireParameters(schema: z.ZodType | undefined): Record<string, WireParameter> {
  if (!schema) return {};
  const properties = (jsonSchemaOf(schema, 'input') as { properties?: Record<string, JsonSchema> }).properties ?? {};
  return Object.fromEntries(
    Object.entries(properties).map(([name, property]) => {
      const { description, wire, ...rest } = property as JsonSchema & { wire?: WireType; description?: string };
      return [
        name,
        { schema: wire ? wire.schema : rest, list: wire?.list ?? false, ...(description ? { description } : {}) },
      ];
    }),
  );
}
