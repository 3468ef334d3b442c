import type { z } from 'zod';
import type { ErrorIssue } from './errors';
import type { Operation } from './operation';
import { toIssues } from './schemas';

/** Which part of a request was refused: a path parameter or the query. */
export type InputPart = 'params' | 'query' | 'body';

export type ParsedRequest =
  { ok: true; input: Record<string, unknown> } | { ok: false; part: InputPart; issues: ErrorIssue[] };

/** What a request carried, each part as the transport received it. */
export interface RawRequest {
  params?: Record<string, unknown>;
  query?: unknown;
  body?: unknown;
}

function parsePart(schema: z.ZodType | undefined, value: unknown, part: InputPart) {
  if (!schema) return { ok: true as const, value: {} };
  const parsed = schema.safeParse(value ?? {});
  return parsed.success
    ? { ok: true as const, value: parsed.data as Record<string, unknown> }
    : { ok: false as const, part, issues: toIssues(parsed.error) };
}

/**
 * A request's path parameters and query, checked and read with the operation's schemas (and its
 * body too where the transport must: over IPC the page is not trusted). What the implementation
 * receives (the body, where there is one, as `body`), and what the read cache keys by, for every
 * transport alike.
 */
export function parseRequest(operation: Operation, raw: RawRequest, { body = false } = {}): ParsedRequest {
  const params = parsePart(operation.params, raw.params, 'params');
  if (!params.ok) return params;
  const query = parsePart(operation.query, raw.query, 'query');
  if (!query.ok) return query;
  const values = { ...params.value, ...query.value };
  if (!operation.body) return { ok: true, input: values };
  if (!body) return { ok: true, input: { ...values, body: raw.body } };
  const parsedBody = parsePart(operation.body, raw.body, 'body');
  if (!parsedBody.ok) return parsedBody;
  return { ok: true, input: { ...values, body: parsedBody.value } };
}

/** One input object (as the DataSource and IPC pass it) in the parts of a request. */
export function splitInput(operation: Operation, input: unknown): RawRequest {
  const values = input !== null && typeof input === 'object' ? (input as Record<string, unknown>) : {};
  const paramNames = new Set(Object.keys(operation.params?.shape ?? {}));
  const params: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) (paramNames.has(name) ? params : rest)[name] = value;
  return { params, ...(operation.body ? { body: rest } : { query: rest }) };
}

/** The read cache's key: the operation and the values its answer depends on, as parsed. */
export function readCacheKey(id: string, input: Record<string, unknown>): string {
  return `${id}?${JSON.stringify(input)}`;
}
