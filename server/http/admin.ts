import { createHash, timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { Logger } from '../../node/logger';
import { HttpError } from './errors';
import { clientOf, createRateLimiter } from './rate-limit';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Admin routes need Authorization: Bearer ADMIN_TOKEN. With no token configured they are off
 * (403); a wrong token is 401 with WWW-Authenticate, logged; past `attempts` of them in a
 * minute (ADMIN_ATTEMPTS) a client waits (429) out the minute, the right token included. Digests are compared in constant time, whatever the
 * lengths.
 */
export function requireAdmin(
  adminToken: string | undefined,
  { logger, attempts = 10 }: { logger?: Pick<Logger, 'warn'>; attempts?: number } = {},
): RequestHandler {
  const expected = adminToken === undefined ? undefined : digest(adminToken);
  const failures = createRateLimiter({ limit: attempts });
  return (req, res, next) => {
    if (!expected) throw new HttpError(403, 'forbidden', 'Administration is not enabled on this server');
    const client = clientOf(req);
    const waiting = failures.exhausted(client);
    if (waiting) {
      const seconds = Math.max(1, Math.ceil(waiting.resetMs / 1000));
      res.set('Retry-After', String(seconds));
      throw new HttpError(429, 'too_many_attempts', `Too many wrong tokens: try again in ${seconds} s`);
    }
    const header = req.get('Authorization') ?? '';
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    const given = digest(match?.[1] ?? '');
    if (!match || !timingSafeEqual(given, expected)) {
      failures.hit(client);
      logger?.warn('admin request refused: wrong or missing token', { client, method: req.method, path: req.path });
      res.set('WWW-Authenticate', 'Bearer realm="Isolario admin"');
      throw new HttpError(401, 'unauthorized', 'A valid bearer token is required');
    }
    next();
  };
}
