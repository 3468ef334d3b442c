import type { Operation } from './operation';
import { ADMIN_OPERATIONS } from './operations/admin-operations';
import { CATALOGUE_OPERATIONS } from './operations/catalogue-operations';
import { DESKTOP_OPERATIONS } from './operations/desktop-operations';
import { INBOX_OPERATIONS } from './operations/inbox-operations';

/**
 * The one table of operations: each described once, by domain in ./operations/. The server mounts
 * it, the desktop registers it, and the DataSource, the OpenAPI document, the read cache's keys,
 * the fast path and the API page are derived from it. The order is the API reference's.
 */
export const OPERATIONS = {
  ...CATALOGUE_OPERATIONS,
  ...INBOX_OPERATIONS,
  ...ADMIN_OPERATIONS,
  ...DESKTOP_OPERATIONS,
};

export type Operations = typeof OPERATIONS;
export type OperationId = keyof Operations;

/** The operations with a property, as a union of their ids. */
type Having<P extends keyof Operation> = {
  [K in OperationId]: Operations[K] extends Record<P, unknown> ? K : never;
}[OperationId];

/** Over HTTP. */
export type HttpOperationId = Having<'http'>;
/** Over IPC, in the desktop app. */
export type IpcOperationId = Having<'channel'>;
/** What a page reads and sends through the DataSource: over both. */
export type SharedOperationId = HttpOperationId & IpcOperationId;
/** The desktop's own. */
export type DesktopOperationId = Exclude<IpcOperationId, HttpOperationId>;

/** Every operation with its id, in the table's order. */
export const operationEntries = () => Object.entries(OPERATIONS) as [OperationId, Operation][];

/** One operation's entry, as the generic code reads it. */
export const operationOf = (id: OperationId): Operation => OPERATIONS[id];
