import type { RequestHandler } from 'express';
import { NASA_IMAGE_HOSTS } from '@core/rules/image-hosts';
import { HttpError } from './errors';

/** A strict policy the app runs under: own scripts only, images from self and the NASA hosts. */
export function contentSecurityPolicy(options: { analyticsUrl?: string; extraImageOrigins?: string[] } = {}): string {
  const analytics = options.analyticsUrl ? ` ${new URL(options.analyticsUrl).origin}` : '';
  const images = [
    ...new Set([...NASA_IMAGE_HOSTS.map((host) => `https://${host}`), ...(options.extraImageOrigins ?? [])]),
  ].join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${images}`,
    "font-src 'self' data:",
    `connect-src 'self'${analytics}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The headers every answer carries, pages and API alike. */
export function securityHeaderValues(csp: string): Record<string, string> {
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    // Explore's Near me asks for the position (on click only); no other origin and no frame may.
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self)',
  };
}

export function securityHeaders(csp: string): RequestHandler {
  const headers = securityHeaderValues(csp);
  return (_req, res, next) => {
    res.set(headers);
    next();
  };
}

/** What every read (GET/HEAD) on /api carries for CORS. */
export const CORS_READ_HEADERS: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers':
    'ETag, X-Total-Count, Link, Isolario-Release, RateLimit-Policy, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, Retry-After',
};

/**
 * CORS: any origin may read (GET/HEAD) without credentials; writes are same-origin only, so a
 * cross-site POST is refused here as well as by the browser's preflight.
 */
export const apiCors: RequestHandler = (req, res, next) => {
  const origin = req.get('Origin');
  if (req.method === 'GET' || req.method === 'HEAD') {
    res.set(CORS_READ_HEADERS);
    return next();
  }
  if (req.method === 'OPTIONS') {
    res.set({
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
      'Access-Control-Allow-Headers': 'Accept, If-None-Match',
      'Access-Control-Max-Age': '600',
    });
    res.status(204).end();
    return;
  }
  if (origin !== undefined && !sameOrigin(origin, req.get('Host'))) {
    throw new HttpError(403, 'cross_origin', 'Writes are accepted from this site only');
  }
  next();
};

function sameOrigin(origin: string, host: string | undefined): boolean {
  try {
    return host !== undefined && new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** POST bodies must be JSON: anything else is a 415 before any parsing happens. */
export const requireJsonBody: RequestHandler = (req, _res, next) => {
  if (req.method !== 'POST' && req.method !== 'PUT' && req.method !== 'PATCH') return next();
  const hasBody = req.get('Content-Length') !== undefined && req.get('Content-Length') !== '0';
  const chunked = req.get('Transfer-Encoding') !== undefined;
  if (!hasBody && !chunked) return next();
  if (!req.is('application/json')) {
    throw new HttpError(415, 'unsupported_media_type', 'Send the request body as application/json');
  }
  next();
};
