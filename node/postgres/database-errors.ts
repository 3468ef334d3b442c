import { UnavailableError } from '@core/contract/errors';

/** Network errors of a connection that was refused, cut or never answered. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
]);

/**
 * SQLSTATEs that mean the database is away, not that the request was wrong: connection
 * exceptions (class 08), a server shutting down or starting (57P01-57P03), too many connections.
 */
function isDatabaseAway(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || code.startsWith('08') || /^57P0[123]$/.test(code) || code === '53300') return true;
  }
  // pg's own words when a connection ends mid-query or the pool cannot connect in time.
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection refused/i.test(
    error.message,
  );
}

/** A lost database as core's UnavailableError (503 with Retry-After); anything else unchanged. */
export function asStoreError(error: unknown): unknown {
  if (error instanceof UnavailableError || !isDatabaseAway(error)) return error;
  return new UnavailableError('The database is not reachable right now; nothing was stored. Please try again shortly.');
}

export const COMMIT_LOST_MESSAGE =
  'The connection to the database was lost while this was being saved, so it may have been stored. ' +
  'Sent again with the same Idempotency-Key, a stored one is answered as it was and never stored twice.';

/**
 * A COMMIT whose answer never came: the database may have made it durable, so "nothing was
 * stored" would be a lie. The client is told so, and how to find out without a second copy.
 */
export function asCommitError(error: unknown): unknown {
  if (error instanceof UnavailableError || !isDatabaseAway(error)) return asStoreError(error);
  return new UnavailableError(COMMIT_LOST_MESSAGE);
}

export { isDatabaseAway };
