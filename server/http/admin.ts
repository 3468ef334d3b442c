import { createHash, timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { HttpError } from './errors';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Admin routes need Authorization: Bearer ADMIN_TOKEN. With no token configured they are off
 * (403); a wrong token is 401. Digests are compared in constant time, whatever the lengths.
 */
export function requireAdmin(adminToken: string | undefined): RequestHandler {
  const expected = adminToken === undefined ? undefined : digest(adminToken);
  return (req, _res, next) => {
    if (!expected) throw new HttpError(403, 'forbidden', 'Administration is not enabled on this server');
    const header = req.get('Authorization') ?? '';
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    const given = digest(match?.[1] ?? '');
    if (!match || !timingSafeEqual(given, expected)) {
      throw new HttpError(401, 'unauthorized', 'A valid bearer token is required');
    }
    next();
  };
}
