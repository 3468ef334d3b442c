import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import type { ErrorBody } from '@core/contract/schemas';
import { HTTP_STATUS_OF } from '@core/contract/api-errors';
import { UnavailableError, isCoreError, type GoneError } from '@core/contract/errors';
import type { Logger } from '../../node/logger';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly issues?: ErrorBody['issues'],
  ) {
    super(message);
  }
}

export function sendError(res: Response, status: number, body: ErrorBody) {
  res.status(status).type('application/json').set('Cache-Control', 'no-store').send(JSON.stringify(body));
}

/** Errors body-parser raises for what a client sent, by its `type`. */
const PARSER_ERRORS: Record<string, [number, string, string]> = {
  'entity.parse.failed': [400, 'malformed_json', 'The request body is not valid JSON'],
  'entity.too.large': [413, 'payload_too_large', 'The request body is larger than 100 kB'],
  'encoding.unsupported': [415, 'unsupported_media_type', 'The request body encoding is not supported'],
  'charset.unsupported': [415, 'unsupported_media_type', 'The request body must be UTF-8 JSON'],
  'request.aborted': [400, 'request_aborted', 'The request was aborted'],
  'request.size.invalid': [400, 'bad_request', 'The request body length does not match Content-Length'],
  'stream.encoding.set': [400, 'bad_request', 'The request could not be read'],
};

/** The one JSON error handler: every error a client can cause gets its status, code and message. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    if (res.headersSent) return;
    if (error instanceof HttpError) {
      return sendError(res, error.status, {
        error: error.code,
        message: error.message,
        ...(error.issues ? { issues: error.issues } : {}),
      });
    }
    if (error instanceof UnavailableError) {
      // A lost database: the message says whether anything may have been stored (a COMMIT that
      // went unanswered); the same request with the same Idempotency-Key is always safe to send.
      logger.warn('store unavailable', { method: req.method, path: req.path, error: error.message });
      res.set('Retry-After', String(error.retryAfterSeconds));
      return sendError(res, 503, { error: error.code, message: error.message });
    }
    if (isCoreError(error)) {
      return sendError(res, HTTP_STATUS_OF[error.code], {
        error: error.code,
        message: error.message,
        ...(error.code === 'invalid' ? { issues: error.issues ?? [] } : {}),
        ...(error.code === 'gone' ? { removedIn: (error as GoneError).removedIn } : {}),
      });
    }
    const parserError = typeof error?.type === 'string' ? PARSER_ERRORS[error.type] : undefined;
    if (parserError) {
      const [status, code, message] = parserError;
      return sendError(res, status, { error: code, message });
    }
    if (error instanceof URIError) {
      return sendError(res, 400, { error: 'bad_request', message: 'The request path or query is malformed' });
    }
    if (typeof error?.status === 'number' && error.status >= 400 && error.status < 500) {
      // Other client errors of the libraries, e.g. a gzip body that does not inflate.
      return sendError(res, error.status, { error: 'bad_request', message: 'The request could not be read' });
    }
    logger.error('unexpected error', { method: req.method, path: req.path, error: String(error?.stack ?? error) });
    sendError(res, 500, { error: 'internal', message: 'Something went wrong on our side. Please try again.' });
  };
}

export const apiNotFound: RequestHandler = (req, res) => {
  sendError(res, 404, { error: 'not_found', message: `No API endpoint at ${req.method} ${req.path}` });
};
