import { z } from 'zod';
import type { CatalogueProgress } from './desktop-status';
import type { ErrorCode } from './errors';
import type { InputIsOptional, Operation, OperationInput, OperationOutput } from './operation';
import { OPERATIONS, type IpcOperationId, type Operations } from './operations';
import { queuedSchema, type OutboxStatus, type Queued } from '../outbox/outbox';
import { outputSchemaFor } from './operation-output';

/**
 * The desktop app's IPC, derived from the table of operations: each operation with a channel is
 * one bridge function taking the operation's one input object; what comes back is its answer or a
 * typed error, as data (Electron keeps only the message of a thrown error). Pure: no Electron.
 */

const issuesSchema = z.array(z.object({ path: z.string(), message: z.string() }));

export const IPC_ERROR_CODES = ['invalid', 'not_found', 'conflict', 'forbidden', 'unavailable', 'internal'] as const;
export type IpcErrorCode = (typeof IPC_ERROR_CODES)[number];

export const ipcErrorSchema = z.object({
  code: z.enum(IPC_ERROR_CODES),
  message: z.string(),
  issues: issuesSchema.optional(),
});
export type IpcError = z.infer<typeof ipcErrorSchema>;

export type IpcResult<T> = { ok: true; value: T } | { ok: false; error: IpcError };

export function ipcResultSchema<T extends z.ZodType>(value: T) {
  return z.discriminatedUnion('ok', [
    z.object({ ok: z.literal(true), value }),
    z.object({ ok: z.literal(false), error: ipcErrorSchema }),
  ]);
}

/** What an operation answers over IPC: a visitor's message is queued in the outbox, not stored. */
export type IpcOutput<O extends Operation> = O['outbox'] extends string ? Queued : OperationOutput<O>;

/** The schema of an operation's answer over IPC, for the input it was asked with. */
export function ipcOutputSchema(operation: Operation, input: unknown): z.ZodType {
  return operation.outbox ? queuedSchema : outputSchemaFor(operation, input);
}

/** Parses what came back over a channel with its operation's answer schema: answers are parsed, not cast. */
export function parseIpcResult<K extends IpcOperationId>(
  id: K,
  input: unknown,
  raw: unknown,
): IpcResult<IpcOutput<Operations[K]>> {
  return ipcResultSchema(ipcOutputSchema(OPERATIONS[id], input)).parse(raw) as IpcResult<IpcOutput<Operations[K]>>;
}

/** Core's error codes as IPC error codes. */
export const CORE_TO_IPC_ERROR: Record<ErrorCode, IpcErrorCode> = {
  not_found: 'not_found',
  gone: 'not_found',
  invalid: 'invalid',
  conflict: 'conflict',
  idempotency_mismatch: 'conflict',
  unauthorized: 'forbidden',
  forbidden: 'forbidden',
  unavailable: 'unavailable',
};

/** The HTTP status each IPC error stands for, so the renderer shows the same messages for both transports. */
export const IPC_ERROR_STATUS: Record<IpcErrorCode, number> = {
  invalid: 400,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  internal: 500,
  unavailable: 503,
};

/** One bridge function: the operation's input (none when it takes none), its answer or typed error. */
export type BridgeFunction<O extends Operation> = (
  ...input: InputIsOptional<O> extends true ? [input?: OperationInput<O>] : [input: OperationInput<O>]
) => Promise<IpcResult<IpcOutput<O>>>;

/** window.isolario: one function per operation with a channel, the two subscriptions, nothing else. */
export type IsolarioBridge = {
  readonly [K in IpcOperationId]: BridgeFunction<Operations[K]>;
} & {
  /** Calls the listener with the outbox status whenever it changes; returns the unsubscribe. */
  readonly onOutboxChange: (listener: (status: OutboxStatus) => void) => () => void;
  /** Calls the listener with a catalogue update's progress as it downloads; returns the unsubscribe. */
  readonly onCatalogueProgress: (listener: (progress: CatalogueProgress) => void) => () => void;
};
