/** Errors the core services raise; each transport (HTTP, IPC) maps them to its own form. */
export type ErrorCode =
  'not_found' | 'invalid' | 'conflict' | 'idempotency_mismatch' | 'unauthorized' | 'forbidden' | 'unavailable';

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

export function isCoreError(error: unknown): error is CoreError {
  return error instanceof CoreError;
}
