import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import { HttpError } from './errors';

// hostname[:port]: a DNS name (underscores too, as container names have), an IPv4 address or a
// bracketed IPv6 one. No userinfo, path, query or spaces: those would reach the cache keys.
const HOST = /^(?:[A-Za-z0-9._-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

// Most requests carry the Host the one before did: parse it once.
let lastHost: string | undefined;
let lastOrigin: string | undefined;

/**
 * The origin a Host header names, normalised as a URL parser does (lower case, no default port,
 * IPv6 compressed); undefined when it is not hostname[:port]. No Host (HTTP/1.0): localhost.
 */
export function originOfHost(host: string | undefined): string | undefined {
  if (host === undefined) return 'http://localhost';
  if (host === lastHost) return lastOrigin;
  let origin: string | undefined;
  if (HOST.test(host)) {
    try {
      // Also refuses what the shape lets through but no URL can hold: port 99999, 999.1.1.1.
      origin = new URL(`http://${host}`).origin;
    } catch {
      origin = undefined;
    }
  }
  lastHost = host;
  lastOrigin = origin;
  return origin;
}

/** The origin pages are rendered for and cached by: PUBLIC_URL, else the one the Host names. */
export function requestOrigin(req: IncomingMessage, publicOrigin: string | undefined): string {
  const origin = originOfHost(req.headers.host);
  if (origin === undefined) throw invalidHost();
  return publicOrigin ?? origin;
}

const invalidHost = () =>
  new HttpError(400, 'invalid_host', 'The Host header must be a host name or address, with an optional port');

/** Refuses a request whose Host is not hostname[:port] (RFC 9112 asks for a 400), pages and API alike. */
export const requireValidHost: RequestHandler = (req, _res, next) => {
  if (originOfHost(req.headers.host) === undefined) throw invalidHost();
  next();
};
