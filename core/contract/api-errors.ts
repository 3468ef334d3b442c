import type { ApiError } from './operation';
import type { ErrorCode } from './errors';

/** The errors operations share, each described once. */
export const API_ERRORS = {
  validation: { status: 400, description: 'Validation failed, malformed JSON or bad parameters' },
  unknownStatus: { status: 400, description: 'Unknown status' },
  unauthorized: { status: 401, description: 'Wrong or missing bearer token' },
  adminOff: { status: 403, description: 'Administration is not enabled on this server' },
  notFound: { status: 404, description: 'No such island, category, region or image' },
  moved: {
    status: 301,
    description:
      'The id is retired: the island was folded into its group. Location names the same path with the id of the island it is now part of',
  },
  gone: {
    status: 410,
    description: 'A release removed the island: removedIn names that release (GET /api/releases says what it changed)',
  },
  noSubmission: { status: 404, description: 'No such submission' },
  badLink: {
    status: 404,
    description: 'The confirmation link does not work: used already, expired after a week, or mistyped',
  },
  alreadyReviewed: { status: 409, description: 'The submission was already reviewed' },
  catalogueChanged: {
    status: 409,
    description:
      'catalog.json was changed on disk since the server read it (an invalid or unreloaded edit), or the deployment publishes its catalogue from git (DATABASE_URL set); nothing written',
  },
  approvalConflict: {
    status: 409,
    description:
      'The submission was already reviewed, or catalog.json was changed on disk since the server read it; nothing written',
  },
  tooLarge: { status: 413, description: 'Body larger than 100 kB' },
  wrongType: { status: 415, description: 'Body is not application/json' },
  idempotency: { status: 422, description: 'Idempotency-Key reused with a different body' },
  unavailable: {
    status: 503,
    description:
      'The shared database cannot be reached right now. Nothing was stored, unless the message says the connection was lost while saving: then send it again with the same Idempotency-Key, which answers a stored record as it was. Retry after Retry-After seconds',
  },
} as const satisfies Record<string, ApiError>;

/** Every admin operation: the token is wrong or missing, or administration is off. */
export const ADMIN_ERRORS: ApiError[] = [API_ERRORS.unauthorized, API_ERRORS.adminOff];
/** Every POST of a JSON body a visitor sends. */
export const BODY_ERRORS: ApiError[] = [API_ERRORS.validation, API_ERRORS.tooLarge, API_ERRORS.wrongType];

/** The HTTP status of each core error, for the server's answers and the server render alike. */
export const HTTP_STATUS_OF: Record<ErrorCode, number> = {
  not_found: 404,
  gone: 410,
  invalid: 400,
  conflict: 409,
  idempotency_mismatch: 422,
  unauthorized: 401,
  forbidden: 403,
  unavailable: 503,
};
