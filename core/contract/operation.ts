import type { z } from 'zod';
import type { OutboxKind } from '../outbox/outbox';

/**
 * What one operation of the catalogue is, said once (ts-rest's contract shape, with the IPC
 * channel beside the HTTP route): the server mounts it, the desktop registers it, the renderer's
 * DataSource, the OpenAPI document, the read cache and the fast path are all derived from it.
 */

export type HttpMethod = 'get' | 'post' | 'delete';
export type OperationTag = 'Islands' | 'Statistics' | 'Inbox' | 'Images' | 'Meta' | 'Desktop';
export type ApiError = { readonly status: number; readonly description: string };

/** How the operation answers over HTTP. */
export interface HttpRoute {
  method: HttpMethod;
  /** OpenAPI path template: /api/islands/{id}. */
  path: `/api/${string}`;
  /** What a successful answer is, in a few words. */
  answers: string;
  /** The success status (200 unless said). */
  status?: 200 | 201 | 204;
  /** Not application/json: the answer's media type (the CSV and GeoJSON exports, an outline). */
  contentType?: string;
  /** Offered as a file of this name (Content-Disposition: attachment). */
  download?: string;
  /** The implementation hands over the body already written (text or bytes), as the exports do. */
  serialized?: true;
  /** Needs Authorization: Bearer ADMIN_TOKEN; private, never cached. */
  admin?: true;
  /** Answers X-Total-Count and, with limit, the Link header of the other pages. */
  paged?: true;
  /** Listed on the public API page (the OpenAPI document lists every operation with a route). */
  documented: boolean;
  /** A path with real values a reader can paste into a browser or curl. */
  example?: string;
  /** A body the operation accepts, for the API page's cURL line and the OpenAPI document. */
  bodyExample?: Record<string, unknown>;
}

/** An answer of islands whose `fields=` keeps only some fields of each: parsed by the fields asked. */
export interface FieldsAnswer {
  island: z.ZodObject;
  answer: (island: z.ZodType) => z.ZodType;
}

/** The operation as a tool an AI assistant calls (the MCP server's tools come from these). */
export interface ToolSpec {
  /** snake_case, as assistants name tools. */
  name: string;
  title: string;
  /** What the tool is for and how to ask it, in words an assistant can act on. */
  description: string;
  /** Inputs this tool needs that the operation itself leaves optional (near, for the nearest). */
  require?: readonly string[];
  /** Inputs left out of this tool. */
  omit?: readonly string[];
}

export interface Operation {
  summary: string;
  description: string;
  tag: OperationTag;
  /** Absent: only the desktop has it (its outbox, its catalogue update). */
  http?: HttpRoute;
  /** The IPC channel where the desktop has it. */
  channel?: `${string}:${string}`;
  /** Path parameters, each one text segment. */
  params?: z.ZodObject;
  /** Query parameters as sent (text); the output is what the implementation reads. */
  query?: z.ZodType;
  /** The JSON body a write sends (over IPC: the one argument of a desktop command). */
  body?: z.ZodType;
  /** The successful answer's body; none for a 204 or a text answer. */
  output?: z.ZodType;
  fields?: FieldsAnswer;
  errors: readonly ApiError[];
  /** Built once per catalogue version and served from the read cache. */
  cached?: true;
  /** A visitor's message: sent with an Idempotency-Key, and queued in the desktop's outbox as this kind. */
  outbox?: OutboxKind;
  /** The tools it is offered as to AI assistants (reads only). */
  tools?: readonly ToolSpec[];
}

type InputOf<S> = S extends z.ZodType ? z.input<S> : unknown;
type OutputOf<S> = S extends z.ZodType ? z.output<S> : unknown;

/** What a caller passes: path parameters, query and body in one object. */
export type OperationInput<O extends Operation> = InputOf<O['params']> & InputOf<O['query']> & InputOf<O['body']>;

/** Whether a caller may leave the input out: nothing in it is required. */
export type InputIsOptional<O extends Operation> = Record<string, never> extends OperationInput<O> ? true : false;

/** What the implementation receives: the parsed path parameters and query, and the body as sent. */
export type ParsedInput<O extends Operation> = OutputOf<O['params']> &
  OutputOf<O['query']> &
  (O['body'] extends z.ZodType ? { body: z.input<O['body']> } : unknown);

/** The same with the body checked too, as the desktop's main process receives it from an untrusted page. */
export type CheckedInput<O extends Operation> = OutputOf<O['params']> &
  OutputOf<O['query']> &
  (O['body'] extends z.ZodType ? { body: z.output<O['body']> } : unknown);

/** The successful answer's body as a client reads it. */
export type OperationOutput<O extends Operation> = O['output'] extends z.ZodType
  ? z.output<O['output']>
  : O['http'] extends { serialized: true }
    ? string
    : void;

/** Where a paged answer sits in all that matched: for X-Total-Count and the Link header. */
export interface PageOf {
  total: number;
  offset: number;
  limit?: number | undefined;
  /** The query the other pages' links repeat, as the operation spells it (not as one client did). */
  query?: Record<string, string>;
}

/** What an implementation returns: the answer, with the total of a paged one, or whether a write was replayed. */
export type Answer<O extends Operation> = O['http'] extends { serialized: true }
  ? { answer: string | Uint8Array; page: PageOf }
  : O['http'] extends { paged: true }
    ? { answer: OperationOutput<O>; page: PageOf }
    : O['outbox'] extends OutboxKind
      ? { answer: OperationOutput<O>; replayed: boolean }
      : OperationOutput<O>;

/** What the transport knows of the request beyond its input. */
export interface CallContext {
  /** A client's Idempotency-Key (HTTP writes). */
  idempotencyKey?: string;
}

export type Implementation<O extends Operation> = (
  input: ParsedInput<O>,
  context: CallContext,
) => Answer<O> | Promise<Answer<O>>;

/** The implementation of some operations of a table, each checked against its entry by the type checker. */
export type Implementations<T extends Record<string, Operation>, K extends keyof T = keyof T> = {
  [P in K]: Implementation<T[P]>;
};

/** The answer itself, without the total or the replay flag that only HTTP headers carry. */
export function answerOf(operation: Operation, result: unknown): unknown {
  const wrapped = operation.http?.paged || operation.http?.serialized || operation.outbox !== undefined;
  return wrapped ? (result as { answer: unknown }).answer : result;
}

/** Declares a table of operations, checked against Operation without losing each entry's own types. */
export function defineOperations<const T extends Record<string, Operation>>(table: T): T {
  return table;
}
