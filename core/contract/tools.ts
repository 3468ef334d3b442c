import { z } from 'zod';
import type { ErrorIssue } from './errors';
import { jsonSchemaOf, wireParameters, type JsonSchema } from './json-schema';
import { DATASET_LICENCES, LICENCE_SECTION_PATH } from './licences';
import type { Operation, ToolSpec } from './operation';
import { parseRequest, splitInput } from './operation-input';
import { OPERATIONS, type OperationId } from './operations';

/**
 * The catalogue's reads as tools an AI assistant calls, derived from the table of operations:
 * each tool's input is its operation's path and query parameters as a client means them (numbers,
 * booleans, lists), checked by the very schemas the API checks with, so a bad argument gets the
 * API's message. Answers of islands are paged. Transport-free: node/mcp serves them.
 */

/** What a tool answers at most, and by default, of a list. */
export const TOOL_PAGE = { default: 20, max: 100 } as const;

/** What every tool result carries: whose data it is and what it may be reused for. */
export const TOOL_ATTRIBUTION = {
  licences: DATASET_LICENCES.map(({ dataset, licence, credit }) => ({ dataset, licence, credit })),
  terms: `Each part's licence and credit, on the Isolario site: ${LICENCE_SECTION_PATH}`,
};

export interface ToolDefinition {
  name: string;
  title: string;
  description: string;
  inputSchema: JsonSchema & { type: 'object' };
  outputSchema: JsonSchema & { type: 'object' };
  operation: OperationId;
  /** The answer is a list the tool pages (its operation's own limit and offset, or a slice). */
  pages: 'operation' | 'slice' | false;
}

const isList = (operation: Operation) => operation.output instanceof z.ZodArray;
const PAGE_PROPERTIES = {
  limit: { type: 'integer', minimum: 1, maximum: TOOL_PAGE.max, default: TOOL_PAGE.default },
  offset: { type: 'integer', minimum: 0, default: 0 },
};

const pageSchema = z.object({
  total: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
  nextOffset: z.number().int().optional().describe('Where the next page starts; absent on the last page'),
});
const attributionSchema = z.object({
  licences: z.array(z.object({ dataset: z.string(), licence: z.string(), credit: z.string() })),
  terms: z.string(),
});

function definition(id: OperationId, operation: Operation, spec: ToolSpec): ToolDefinition {
  const parameters = { ...wireParameters(operation.params), ...wireParameters(operation.query) };
  const required = new Set([...Object.keys(operation.params?.shape ?? {}), ...(spec.require ?? [])]);
  const properties: Record<string, JsonSchema> = {};
  for (const [name, { schema, description }] of Object.entries(parameters)) {
    if (spec.omit?.includes(name)) continue;
    properties[name] = { ...schema, ...(description ? { description } : {}) };
  }
  const pages = !isList(operation) ? false : 'limit' in properties ? 'operation' : 'slice';
  if (pages) Object.assign(properties, { limit: PAGE_PROPERTIES.limit });
  // An operation that pages by limit alone (the remotest) is not offered an offset.
  if (pages === 'slice' || 'offset' in parameters) Object.assign(properties, { offset: PAGE_PROPERTIES.offset });
  // With fields=, each island holds only those: the tool's answer says so.
  const islands = operation.fields ? z.array(operation.fields.island.partial()) : operation.output!;
  const result = pages ? z.object({ islands, page: pageSchema }) : z.object({ result: operation.output! });
  return {
    name: spec.name,
    title: spec.title,
    description: spec.description,
    inputSchema: {
      type: 'object',
      properties,
      ...(required.size > 0 ? { required: [...required] } : {}),
      additionalProperties: false,
    },
    outputSchema: {
      ...(jsonSchemaOf(result.extend({ attribution: attributionSchema }), 'output', 'draft-7') as JsonSchema),
      type: 'object',
    },
    operation: id,
    pages,
  };
}

/** Every tool the table offers, in its order. */
export function toolDefinitions(table: Readonly<Record<string, Operation>> = OPERATIONS): ToolDefinition[] {
  return Object.entries(table).flatMap(([id, operation]) =>
    (operation.tools ?? []).map((spec) => definition(id as OperationId, operation, spec)),
  );
}

/** A refused call: the API's message, and each problem. */
export interface ToolRefusal {
  message: string;
  issues: ErrorIssue[];
}

/** What a tool call asks of its operation: its input as the API reads it, and the page it wants. */
export interface ToolRequest {
  input: Record<string, unknown>;
  page?: { offset: number; limit: number };
}

/** An argument as text the API's query reads: a list comma-separated, anything else as written. */
const asText = (value: unknown) =>
  Array.isArray(value)
    ? value.join(',')
    : typeof value === 'object' && value !== null
      ? JSON.stringify(value)
      : String(value);

/** Whole numbers in a range, for a tool's own paging arguments. */
function pageArgument(name: string, value: unknown, min: number, max: number): number | ErrorIssue {
  const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= min && number <= max
    ? number
    : { path: name, message: `${name} must be a whole number from ${min} to ${max}` };
}

/**
 * Reads a tool call's arguments into its operation's input: unknown and missing arguments are
 * refused, the rest written as the API's text and checked by the operation's schemas.
 */
export function toolRequest(tool: ToolDefinition, args: unknown): ToolRequest | ToolRefusal {
  const given = args === undefined || args === null ? {} : args;
  if (typeof given !== 'object' || Array.isArray(given))
    return { message: 'The arguments must be an object', issues: [{ path: '', message: 'Expected an object' }] };
  const known = tool.inputSchema.properties as Record<string, JsonSchema>;
  const issues: ErrorIssue[] = [];
  const values = given as Record<string, unknown>;
  for (const name of Object.keys(values))
    if (!Object.hasOwn(known, name)) issues.push({ path: name, message: `Unknown argument '${name}'` });
  for (const name of (tool.inputSchema.required as string[] | undefined) ?? [])
    if (values[name] === undefined) issues.push({ path: name, message: `${name} is required` });
  const input: Record<string, unknown> = {};
  let page: ToolRequest['page'];
  if (tool.pages) {
    const limit = pageArgument('limit', values.limit ?? TOOL_PAGE.default, 1, TOOL_PAGE.max);
    const offset = pageArgument('offset', values.offset ?? 0, 0, 9_999_999);
    for (const value of [limit, offset]) if (typeof value !== 'number') issues.push(value);
    if (typeof limit === 'number' && typeof offset === 'number') page = { limit, offset };
  }
  if (issues.length > 0) return { message: 'The arguments are not valid', issues };
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || (tool.pages === 'slice' && (name === 'limit' || name === 'offset'))) continue;
    input[name] = asText(value);
  }
  if (tool.pages === 'operation' && page)
    Object.assign(input, { limit: String(page.limit), offset: String(page.offset) });
  const operation = OPERATIONS[tool.operation] as Operation;
  const parsed = parseRequest(operation, splitInput(operation, input));
  if (!parsed.ok) {
    const message = parsed.part === 'params' ? parsed.issues[0]!.message : 'The query parameters are not valid';
    return { message, issues: parsed.issues };
  }
  return { input, ...(tool.pages === 'slice' && page ? { page } : {}) };
}

export const isRefusal = (value: ToolRequest | ToolRefusal): value is ToolRefusal => 'message' in value;

/** What a tool call answers: the structured result (typed by the tool's output schema) and a short text. */
export interface ToolResult {
  structured: Record<string, unknown>;
  text: string;
}

type Named = { id?: string; name?: string; distanceKm?: number };

/** The structured result and its text, for an operation's answer (and its total, when paged). */
export function toolResult(tool: ToolDefinition, request: ToolRequest, answer: unknown, total?: number): ToolResult {
  if (!tool.pages) {
    const named = answer as Named;
    const text = named?.name ? `${named.name} (${named.id}).` : `${tool.title}.`;
    return { structured: { result: answer, attribution: TOOL_ATTRIBUTION }, text };
  }
  const all = answer as Named[];
  const sliced = request.page ? all.slice(request.page.offset, request.page.offset + request.page.limit) : all;
  const offset = request.page?.offset ?? Number(request.input.offset ?? 0);
  const limit = request.page?.limit ?? Number(request.input.limit ?? TOOL_PAGE.default);
  const count = request.page ? all.length : (total ?? all.length);
  const next = offset + sliced.length < count ? offset + sliced.length : undefined;
  const names = sliced.map((island) =>
    island.distanceKm === undefined
      ? `${island.name} (${island.id})`
      : `${island.name} (${island.id}, ${Math.round(island.distanceKm)} km)`,
  );
  const text =
    sliced.length === 0
      ? `No islands (${count} in all).`
      : `${offset + 1}–${offset + sliced.length} of ${count} islands: ${names.join('; ')}.${next === undefined ? '' : ` Next page: offset ${next}.`}`;
  return {
    structured: {
      islands: sliced,
      page: { total: count, offset, limit, ...(next === undefined ? {} : { nextOffset: next }) },
      attribution: TOOL_ATTRIBUTION,
    },
    text,
  };
}
