import type { Request, RequestHandler } from 'express';
import ipaddr from 'ipaddr.js';
import { sendError } from './errors';

export interface RateLimiterOptions {
  /** Requests allowed per client per window; 0 turns limiting off. */
  limit: number;
  windowMs?: number;
  /** Clients remembered at most; beyond it the oldest windows are dropped, so memory stays bounded. */
  maxClients?: number;
  now?: () => number;
}

export interface Hit {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Milliseconds until this client's window starts over. */
  resetMs: number;
}

/**
 * A fixed window per client: count requests, start over when the window has passed. Kept rather
 * than express-rate-limit (8.x) for one bound its MemoryStore lacks: a hard cap on clients held,
 * so a flood of distinct addresses within one window cannot grow memory without limit.
 */
export function createRateLimiter({
  limit,
  windowMs = 60_000,
  maxClients = 10_000,
  now = Date.now,
}: RateLimiterOptions) {
  const windows = new Map<string, { count: number; resetAt: number }>();

  /**
   * Windows sit in the map in the order they started, so the expired ones are at the front: drop
   * those, and while the map is still full (a flood of distinct clients) the oldest live ones too.
   */
  function evict(at: number) {
    for (const [key, window] of windows) {
      if (window.resetAt > at && windows.size < maxClients) break;
      windows.delete(key);
    }
  }

  function hit(client: string): Hit {
    const at = now();
    let window = windows.get(client);
    if (!window || window.resetAt <= at) {
      windows.delete(client);
      evict(at);
      window = { count: 0, resetAt: at + windowMs };
      windows.set(client, window);
    }
    window.count += 1;
    return {
      allowed: window.count <= limit,
      limit,
      remaining: Math.max(0, limit - window.count),
      resetMs: window.resetAt - at,
    };
  }

  /** Whether the client is over the limit in its window now, without counting a request. */
  function exhausted(client: string): Hit | undefined {
    const at = now();
    const window = windows.get(client);
    if (!window || window.resetAt <= at || window.count < limit) return undefined;
    return { allowed: false, limit, remaining: 0, resetMs: window.resetAt - at };
  }

  return { hit, exhausted, windowMs, size: () => windows.size };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/**
 * The client a window belongs to, from the peer address (Express's req.ip, which follows
 * TRUST_PROXY): an IPv4 address as it is (also when written IPv4-mapped, ::ffff:192.0.2.1), an
 * IPv6 address by its /64. One subscriber is routinely given a whole /64, so counting each of
 * its 2^64 addresses apart would let one client have as many windows as it likes.
 */
export function clientKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const prefix = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${new ipaddr.IPv6([...prefix, 0, 0, 0, 0]).toString()}/64`;
}

export const clientOf = (req: Request) => clientKey(req.ip ?? req.socket.remoteAddress ?? 'unknown');

/**
 * RATE_LIMIT requests per minute per client on /api, off when 0. Every answer carries the
 * IETF draft RateLimit headers; over the limit it is a JSON 429 with Retry-After.
 */
export function rateLimit(options: RateLimiterOptions): RequestHandler {
  if (options.limit <= 0) return (_req, _res, next) => next();
  const limiter = createRateLimiter(options);
  const windowSeconds = Math.round(limiter.windowMs / 1000);
  return (req, res, next) => {
    const hit = limiter.hit(clientOf(req));
    const reset = Math.max(1, Math.ceil(hit.resetMs / 1000));
    res.set({
      'RateLimit-Policy': `${hit.limit};w=${windowSeconds}`,
      'RateLimit-Limit': String(hit.limit),
      'RateLimit-Remaining': String(hit.remaining),
      'RateLimit-Reset': String(reset),
    });
    if (hit.allowed) return next();
    res.set('Retry-After', String(reset));
    sendError(res, 429, {
      error: 'rate_limited',
      message: `Too many requests: at most ${hit.limit} a minute. Try again in ${reset} s.`,
    });
  };
}
