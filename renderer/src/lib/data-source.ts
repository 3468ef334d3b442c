import type { CatalogueProgress } from '@core/contract/desktop-status';
import type { InputIsOptional, Operation, OperationInput, OperationOutput } from '@core/contract/operation';
import type { DesktopOperationId, Operations, SharedOperationId } from '@core/contract/operations';
import type { OutboxStatus, Queued } from '@core/outbox/outbox';

/**
 * What became of something the user sent: stored by the server (with the record it keeps), or
 * queued in the desktop app's outbox, to be sent when it is online.
 */
export type Delivery<T> = { status: 'stored'; record: T } | Queued;

/** One operation as a page calls it: its one input (optional when it needs none), its answer. */
export type Call<O extends Operation, R> =
  InputIsOptional<O> extends true
    ? (input?: OperationInput<O>) => Promise<R>
    : (input: OperationInput<O>) => Promise<R>;

/** A read answers its output; a visitor's message answers what became of it. */
type Answered<O extends Operation> = O['outbox'] extends string ? Delivery<OperationOutput<O>> : OperationOutput<O>;

/** What only the desktop app can do: its own operations, and the two things its main process pushes. */
export type DesktopCapabilities = {
  readonly [K in DesktopOperationId]: Call<Operations[K], OperationOutput<Operations[K]>>;
} & {
  /** Calls the listener with each status the main process pushes; returns the unsubscribe. */
  onOutboxChange(listener: (status: OutboxStatus) => void): () => void;
  /** Calls the listener as an update downloads; returns the unsubscribe. */
  onCatalogueProgress(listener: (progress: CatalogueProgress) => void): () => void;
};

/** What only the website can do: follow a newsletter confirmation link (mail opens it in a browser). */
export type WebCapabilities = {
  readonly confirmNewsletter: Call<Operations['confirmNewsletter'], OperationOutput<Operations['confirmNewsletter']>>;
};

/**
 * The one port every screen reads and writes through: one function per operation the table has
 * over both HTTP and IPC, named as the table names it. The web build speaks HTTP; the desktop
 * build adds an adapter over the preload bridge with the same shape, plus its own capabilities.
 */
export type DataSource = {
  readonly [K in SharedOperationId]: Call<Operations[K], Answered<Operations[K]>>;
} & {
  /** Present only in the desktop app: pages check for it, never for the bridge. */
  readonly desktop?: DesktopCapabilities;
  /** Present only on the website. */
  readonly web?: WebCapabilities;
};
