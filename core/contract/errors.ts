/** Errors the core services raise; each transport (HTTP, IPC) maps them to its own form. */
export type ErrorCode =
  'not_found' | 'gone' | 'invalid' | 'conflict' | 'idempotency_mismatch' | 'unauthorized' | 'forbidden' | 'unavailable';

export interface ErrorIssue {
  path: string;
  message: string;
}

export class CoreError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly issues?: ErrorIssue[],
  ) {
    super(message);
    this.name = 'CoreError';
  }
}

export class NotFoundError extends CoreError {
  constructor(message: string) {
    super('not_found', message);
  }
}

/** An id a release removed from the catalogue: it answers 410 with the release, never a new island. */
export class GoneError extends CoreError {
  constructor(
    message: string,
    readonly removedIn: string,
  ) {
    super('gone', message);
  }
}

export class InvalidError extends CoreError {
  constructor(message: string, issues: ErrorIssue[] = []) {
    super('invalid', message, issues);
  }
}

export class ConflictError extends CoreError {
  constructor(message: string) {
    super('conflict', message);
  }
}

/** The shared store cannot be reached (a lost database connection): try again shortly. */
export class UnavailableError extends CoreError {
  constructor(
    message: string,
    /** Seconds a client should wait before trying again. */
    readonly retryAfterSeconds = 5,
  ) {
    super('unavailable', message);
  }
}

const ERROR_CODES: readonly string[] = [
  'not_found',
  'gone',
  'invalid',
  'conflict',
  'idempotency_mismatch',
  'unauthorized',
  'forbidden',
  'unavailable',
] satisfies ErrorCode[];

/**
 * Whether an error is one of core's, by its shape as well as its class: the server render's
 * bundle carries its own copy of this module, so the server's NotFoundError is not an instance
 * of the bundle's CoreError.
 */
export function isCoreError(error: unknown): error is CoreError {
  if (error instanceof CoreError) return true;
  return (
    error instanceof Error &&
    error.name === 'CoreError' &&
    ERROR_CODES.includes((error as { code?: unknown }).code as string)
  );
}
