import type { z } from 'zod';
import type { ApiOperation } from './api-paths';
import type { ErrorCode } from './errors';

/** What the API contract says of each endpoint, and the parts endpoints share. */

export type HttpMethod = 'get' | 'post' | 'delete';

export interface PathParam {
  name: string;
  description: string;
  example: string;
}

export interface Endpoint {
  id: ApiOperation;
  method: HttpMethod;
  /** OpenAPI path template: /api/islands/{id} */
  path: string;
  summary: string;
  description: string;
  tag: 'Islands' | 'Statistics' | 'Inbox' | 'Images' | 'Meta';
  params?: PathParam[];
  query?: z.ZodObject;
  body?: z.ZodType;
  /** The successful answer: status and schema (undefined for 204). */
  response: { status: 200 | 201 | 204; schema?: z.ZodType; contentType?: string; description: string };
  errors: ApiError[];
  /** A path with real values a reader can paste into a browser or curl. */
  example?: string;
  /** A body the endpoint accepts, for the API page's cURL line and the OpenAPI document. */
  bodyExample?: Record<string, unknown>;
  admin?: boolean;
  /** Listed on the public API documentation page. */
  documented: boolean;
}

export type ApiError = { status: number; description: string };

export const idParam: PathParam = {
  name: 'id',
  description: 'Island id, a readable slug',
  example: 'tristan-da-cunha',
};

/** The errors endpoints share, each described once. */
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
  noSubmission: { status: 404, description: 'No such submission' },
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
  invalid: 400,
  conflict: 409,
  idempotency_mismatch: 422,
  unauthorized: 401,
  forbidden: 403,
  unavailable: 503,
};
