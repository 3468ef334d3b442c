import type { z } from 'zod';
import { operationEntries } from '@core/contract/operations';
import {
  OUTBOX_KINDS,
  type OutboxItem,
  type OutboxKind,
  type OutboxRejection,
  type OutboxStore,
} from '@core/outbox/outbox';
import { errorBodySchema } from '@core/contract/schemas';
import type { Logger } from '../../../node/logger';
import { isElectronRedirect } from '../net/electron-redirect';

/**
 * Where each kind of item goes on the hosted API, and what it answers with 201 (anything else is
 * not an acknowledgement): the operation the table queues as that kind.
 */
export const OUTBOX_ENDPOINTS = Object.fromEntries(
  OUTBOX_KINDS.map((kind) => {
    const [, operation] = operationEntries().find(([, candidate]) => candidate.outbox === kind)!;
    return [kind, { path: operation.http!.path, acknowledgement: operation.output as z.ZodType<{ id: string }> }];
  }),
) as Record<OutboxKind, { path: string; acknowledgement: z.ZodType<{ id: string }> }>;

export interface Backoff {
  baseMs: number;
  capMs: number;
}
export const DEFAULT_BACKOFF: Backoff = { baseMs: 2_000, capMs: 5 * 60_000 };

/**
 * Exponential backoff with "equal jitter": the n-th failure waits between half and all of
 * min(cap, base · 2^(n-1)), so clients that failed together do not come back together.
 */
export function backoffDelay(attempt: number, random: () => number, { baseMs, capMs }: Backoff = DEFAULT_BACKOFF) {
  const ceiling = Math.min(capMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

export type DeliveryOutcome =
  | { kind: 'sent'; remoteId: string; replayed: boolean }
  | { kind: 'rejected'; rejection: OutboxRejection }
  /** reachable: the server answered (5xx, 408, 429); otherwise the network failed. */
  | { kind: 'retry'; reason: string; reachable: boolean; retryAfterMs?: number };

const RETRYABLE_STATUS = new Set([408, 425, 429]);
const MAX_RETRY_AFTER_MS = 60 * 60_000;

function retryAfterMs(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - Date.now();
  return Number.isFinite(ms) && ms > 0 ? Math.min(ms, MAX_RETRY_AFTER_MS) : undefined;
}

function networkReason(error: unknown): string {
  const err = error as { name?: string; cause?: { code?: string; name?: string } };
  if (err?.name === 'TimeoutError' || err?.cause?.name === 'TimeoutError') {
    return 'The Isolario API did not answer in time';
  }
  const code = err?.cause?.code;
  return `Could not reach the Isolario API${code ? ` (${code})` : ''}`;
}

function rejectionOf(status: number, statusText: string, text: string): OutboxRejection {
  try {
    const body = errorBodySchema.safeParse(JSON.parse(text));
    if (body.success) {
      return {
        status,
        code: body.data.error,
        message: body.data.message,
        ...(body.data.issues ? { issues: body.data.issues } : {}),
      };
    }
  } catch {
    // Not JSON: described below by its status.
  }
  return { status, code: `http_${status}`, message: `The Isolario API refused it (${status} ${statusText})`.trim() };
}

const redirected = (what: string): DeliveryOutcome => ({
  kind: 'retry',
  reason: `The Isolario API address answered with ${what}; check the API address in the settings, trying again later`,
  reachable: true,
});

/** One POST of one item with its Idempotency-Key, and what it means for the item. */
export async function deliver(
  item: Pick<OutboxItem, 'id' | 'kind' | 'payload'>,
  options: { fetch: typeof fetch; baseUrl: string; signal?: AbortSignal },
): Promise<DeliveryOutcome> {
  let response: Response;
  let text: string;
  try {
    response = await options.fetch(`${options.baseUrl}${OUTBOX_ENDPOINTS[item.kind].path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Idempotency-Key': item.id },
      body: JSON.stringify(item.payload),
      redirect: 'manual',
      signal: options.signal ?? null,
    });
    text = await response.text();
  } catch (error) {
    // net.fetch throws on a redirect instead of answering it: the same transient redirect as below.
    if (isElectronRedirect(error)) return redirected('a redirect');
    return { kind: 'retry', reason: networkReason(error), reachable: false };
  }
  const { status } = response;
  if (status >= 500 || RETRYABLE_STATUS.has(status)) {
    return {
      kind: 'retry',
      reason: `The Isolario API answered ${status}; trying again later`,
      reachable: true,
      retryAfterMs: retryAfterMs(response.headers.get('Retry-After')),
    };
  }
  if (status >= 300 && status < 400) {
    // A redirect is the address or the network (a captive portal on a ship's Wi-Fi, a moved
    // API), not the item: it waits, with the reason shown, instead of being marked refused.
    const location = response.headers.get('Location');
    return redirected(`a redirect (${status}${location ? ` to ${location}` : ''})`);
  }
  if (status >= 400) return { kind: 'rejected', rejection: rejectionOf(status, response.statusText, text) };
  // Only a 201 with the stored record counts: a wrong address answering 200 must not swallow items.
  const unexpected: DeliveryOutcome = {
    kind: 'rejected',
    rejection: {
      status,
      code: 'unexpected_answer',
      message: 'The server at the configured API address did not answer like the Isolario API',
    },
  };
  if (status !== 201) return unexpected;
  try {
    const record = OUTBOX_ENDPOINTS[item.kind].acknowledgement.safeParse(JSON.parse(text));
    if (!record.success) return unexpected;
    return { kind: 'sent', remoteId: record.data.id, replayed: response.headers.get('Idempotent-Replayed') === 'true' };
  } catch {
    return unexpected;
  }
}

export interface SyncWorkerDeps {
  outbox: OutboxStore;
  /** Read before every pass, so a settings change applies without a restart. */
  apiBaseUrl: () => string;
  logger: Logger;
  fetch?: typeof fetch;
  clock?: () => Date;
  random?: () => number;
  /** Resolves after ms, or earlier when the signal aborts. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  isOnline?: () => boolean | Promise<boolean>;
  backoff?: Backoff;
  /** How often an idle worker looks again (the machine may have come online). */
  pollIntervalMs?: number;
  /** How often the worker checks again while the machine is offline. */
  offlinePollMs?: number;
  requestTimeoutMs?: number;
}

export interface SyncPassReport {
  online: boolean;
  /** The pass did not run: the API was unreachable moments ago and its backoff has not passed. */
  deferred: boolean;
  sent: string[];
  rejected: string[];
  retrying: string[];
  unreachable?: string;
}

export interface SyncWorkerState {
  online: boolean;
  syncing: boolean;
}

export function defaultSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

const isWaiting = (item: OutboxItem) => item.state === 'pending' || item.state === 'sending';

/**
 * Sends the outbox to the hosted API. Every item carries its own id as Idempotency-Key, so an
 * item sent but not marked before a crash (left 'sending' on disk) is sent again with the same
 * key and the server replays its first answer instead of storing it twice. Network errors and
 * 5xx are retried with backoff; any other 4xx marks the item rejected with the server's message.
 */
export function createSyncWorker(deps: SyncWorkerDeps) {
  const {
    outbox,
    apiBaseUrl,
    logger,
    fetch: fetchImpl = globalThis.fetch,
    clock = () => new Date(),
    random = Math.random,
    sleep = defaultSleep,
    isOnline = () => true,
    backoff = DEFAULT_BACKOFF,
    pollIntervalMs = 60_000,
    offlinePollMs = 15_000,
    requestTimeoutMs = 30_000,
  } = deps;

  const first = isOnline();
  if (first instanceof Promise) first.catch(() => undefined);
  const state: SyncWorkerState = { online: typeof first === 'boolean' ? first : true, syncing: false };
  const stateListeners = new Set<(state: SyncWorkerState) => void>();
  let unreachableStreak = 0;
  let blockedUntil = 0;
  let passes: Promise<unknown> = Promise.resolve();
  let running = false;
  let loop: Promise<void> | undefined;
  let wakeUp: AbortController | undefined;
  let stopping = new AbortController();

  function setState(next: Partial<SyncWorkerState>) {
    const changed = (Object.keys(next) as (keyof SyncWorkerState)[]).some((key) => state[key] !== next[key]);
    Object.assign(state, next);
    if (changed) for (const listener of stateListeners) listener({ ...state });
  }

  async function pass(force: boolean): Promise<SyncPassReport> {
    const report: SyncPassReport = { online: true, deferred: false, sent: [], rejected: [], retrying: [] };
    const online = await isOnline();
    setState({ online });
    if (!online) return { ...report, online: false };
    if (!force && clock().getTime() < blockedUntil) return { ...report, deferred: true };

    const now = clock().getTime();
    const due = outbox
      .read()
      .items.filter(
        (item) => isWaiting(item) && (force || !item.nextAttemptAt || Date.parse(item.nextAttemptAt) <= now),
      )
      .sort((a, b) => a.queuedAt.localeCompare(b.queuedAt));
    if (due.length === 0) return report;

    setState({ syncing: true });
    try {
      const baseUrl = apiBaseUrl();
      for (const { id } of due) {
        if (stopping.signal.aborted) break;
        const item = await outbox.update((draft) => {
          const current = draft.items.find((candidate) => candidate.id === id);
          if (!current || !isWaiting(current)) return undefined; // discarded or retried meanwhile
          current.state = 'sending';
          current.attempts += 1;
          current.lastAttemptAt = clock().toISOString();
          return structuredClone(current);
        });
        if (!item) continue;

        const signal = AbortSignal.any([AbortSignal.timeout(requestTimeoutMs), stopping.signal]);
        const outcome = await deliver(item, { fetch: fetchImpl, baseUrl, signal });
        await outbox.update((draft) => {
          const current = draft.items.find((candidate) => candidate.id === id);
          if (!current) return;
          delete current.nextAttemptAt;
          delete current.lastError;
          delete current.rejection;
          if (outcome.kind === 'sent') {
            current.state = 'sent';
            current.sentAt = clock().toISOString();
            current.remoteId = outcome.remoteId;
            current.replayed = outcome.replayed;
          } else if (outcome.kind === 'rejected') {
            current.state = 'rejected';
            current.rejection = outcome.rejection;
          } else {
            current.state = 'pending';
            current.lastError = outcome.reason;
            const wait = Math.max(backoffDelay(current.attempts, random, backoff), outcome.retryAfterMs ?? 0);
            current.nextAttemptAt = new Date(clock().getTime() + wait).toISOString();
          }
        });
        if (outcome.kind === 'sent') report.sent.push(id);
        else if (outcome.kind === 'rejected') {
          report.rejected.push(id);
          logger.warn('outbox item rejected by the API', { id, kind: item.kind, ...outcome.rejection });
        } else {
          report.retrying.push(id);
          if (!outcome.reachable) {
            report.unreachable = outcome.reason;
            break; // the API is out of reach: the other items wait instead of failing one by one
          }
        }
      }

      if (report.unreachable) {
        unreachableStreak += 1;
        blockedUntil = clock().getTime() + backoffDelay(unreachableStreak, random, backoff);
        await outbox.update((draft) => {
          draft.lastSyncError = report.unreachable;
        });
        logger.info('outbox waits: the API is unreachable', { reason: report.unreachable });
      } else {
        unreachableStreak = 0;
        blockedUntil = 0;
        await outbox.update((draft) => {
          draft.lastSyncAt = clock().toISOString();
          delete draft.lastSyncError;
        });
      }
      return report;
    } finally {
      setState({ syncing: false });
    }
  }

  /** Passes never overlap: a second call runs after the first. */
  function syncOnce(options: { force?: boolean } = {}): Promise<SyncPassReport> {
    const run = passes.then(() => pass(options.force ?? false));
    passes = run.catch(() => undefined);
    return run;
  }

  /** How long the loop sleeps: until the earliest retry, the end of a block, or the poll interval. */
  function nextDelay(): number {
    const now = clock().getTime();
    let wakeAt = now + pollIntervalMs;
    for (const item of outbox.read().items) {
      if (!isWaiting(item)) continue;
      wakeAt = Math.min(wakeAt, item.nextAttemptAt ? Date.parse(item.nextAttemptAt) : now);
    }
    wakeAt = Math.max(wakeAt, blockedUntil);
    return Math.max(0, wakeAt - now);
  }

  return {
    syncOnce,
    state: (): SyncWorkerState => ({ ...state }),
    onStateChange(listener: (state: SyncWorkerState) => void) {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
    nextDelay,
    /** Starts the background loop: a pass, a sleep until something is due, again. */
    start() {
      if (loop) return;
      running = true;
      if (stopping.signal.aborted) stopping = new AbortController();
      loop = (async () => {
        while (running) {
          let delay = pollIntervalMs;
          try {
            const report = await syncOnce();
            // Offline: look again after a while; online: as soon as something is due.
            delay = report.online ? nextDelay() : offlinePollMs;
          } catch (error) {
            logger.error('outbox sync pass failed', { error: String(error) });
          }
          if (!running) break;
          wakeUp = new AbortController();
          await sleep(delay, wakeUp.signal);
        }
      })();
    },
    /** Runs a pass now (a new item, the machine back online) instead of at the next wake-up. */
    wake() {
      wakeUp?.abort();
    },
    /** Stops the loop; a request on its way is aborted and its item stays to be sent again. */
    async stop() {
      running = false;
      stopping.abort();
      wakeUp?.abort();
      await loop;
      await passes;
      loop = undefined;
    },
  };
}

export type SyncWorker = ReturnType<typeof createSyncWorker>;
