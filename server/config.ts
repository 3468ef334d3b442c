import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { dataSettingsEnvSchema, dataSettingsOf, type DataSettings } from '../node/data-settings';
import { readMailSettings, type MailSettings } from '../node/mail/review-mailer';

/** Any CDN or proxy may keep a read a minute, and serve it stale for ten while it revalidates. */
export const DEFAULT_READ_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';
/** Pages (and the sitemap) may be stored, but are asked for again each time: 304 while unchanged. */
export const DEFAULT_PAGE_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

const envSchema = dataSettingsEnvSchema.extend({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).optional(),
  ADMIN_TOKEN: z
    .string()
    .optional()
    .transform((value) => (value && value.length > 0 ? value : undefined))
    // A bearer token is one word (RFC 6750) and must not be guessable: one with spaces never matches.
    .refine((value) => value === undefined || !/\s/.test(value), 'ADMIN_TOKEN must not contain spaces')
    .refine(
      (value) => value === undefined || value.length >= 16,
      'ADMIN_TOKEN must be at least 16 characters (e.g. openssl rand -hex 16)',
    ),
  ANALYTICS_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  STATIC_DIR: z.string().min(1).default('dist/renderer'),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  RATE_LIMIT: z.coerce.number().int().min(0).default(0),
  ADMIN_ATTEMPTS: z.coerce.number().int().min(1).max(100_000).default(10),
  READ_CACHE_CONTROL: z
    .string()
    .regex(/^[\x20-\x7e]+$/, 'expected a Cache-Control value in printable ASCII')
    .default(DEFAULT_READ_CACHE_CONTROL),
  PAGE_CACHE_CONTROL: z
    .string()
    .regex(/^[\x20-\x7e]+$/, 'expected a Cache-Control value in printable ASCII')
    .default(DEFAULT_PAGE_CACHE_CONTROL),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(60_000),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, context) => {
      const parsed = parseTrustProxy(value ?? '');
      if (typeof parsed === 'string') {
        context.addIssue({ code: 'custom', message: parsed });
        return z.NEVER;
      }
      return parsed;
    }),
});

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(token: string): boolean {
  if (NAMED_RANGES.has(token) || isIP(token) !== 0) return true;
  const [address, bits, ...rest] = token.split('/');
  if (rest.length > 0 || !address || !bits || !/^\d{1,3}$/.test(bits)) return false;
  const family = isIP(address);
  return family !== 0 && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: which proxies in front of the server may say who the client is
 * (X-Forwarded-For), for the rate limit's per-client count. A hop count, or addresses, ranges
 * and the names loopback, linklocal, uniquelocal. Unset trusts none. 'true' (every proxy) is
 * refused: any client could then claim any address and dodge the limit.
 */
function parseTrustProxy(value: string): number | string[] | undefined | string {
  const text = value.trim();
  if (text === '') return undefined;
  if (/^\d+$/.test(text)) return Number(text);
  const tokens = text.split(',').map((token) => token.trim());
  const bad = tokens.filter((token) => !isAddressOrRange(token));
  if (bad.length > 0) {
    return `expected a hop count or addresses, ranges, loopback, linklocal, uniquelocal; not ${bad.map((t) => `'${t}'`).join(', ')}`;
  }
  return tokens;
}

export interface Config extends DataSettings {
  port: number;
  host: string | undefined;
  adminToken: string | undefined;
  analyticsUrl: string | undefined;
  staticDir: string;
  /** PUBLIC_URL's origin, for canonical links, the sitemap and robots.txt; unset: each request's own. */
  publicOrigin: string | undefined;
  /** Requests per minute per client; 0 means off, as the terms say today. */
  rateLimit: number;
  /** Wrong admin tokens a client may send in a minute before it must wait out the minute. */
  adminAttempts: number;
  /** Proxies trusted to name the client (Express's 'trust proxy'); undefined trusts none. */
  trustProxy: number | string[] | undefined;
  /** READ_CACHE_CONTROL: the Cache-Control of every cached API read. */
  readCacheControl: string;
  /** PAGE_CACHE_CONTROL: the Cache-Control of rendered pages, the sitemap and robots.txt. */
  pageCacheControl: string;
  /** How long a shutdown waits for requests in flight before it closes every connection. */
  shutdownGraceMs: number;
  /** How long a client may take to send a whole request, headers and body; then a 408 and close. */
  requestTimeoutMs: number;
  /** SMTP_URL and MAIL_FROM: set, a new newsletter address must confirm by a mailed link (double opt-in). */
  mail: MailSettings | undefined;
}

/** The environment, parsed once; a bad value stops start-up with the variable's name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  let mail: MailSettings | undefined;
  try {
    mail = readMailSettings(env);
  } catch (error) {
    throw new Error(`Invalid configuration:\n${(error as Error).message}`, { cause: error });
  }
  // A confirmation link must name the site a reader can open, not the Host one request sent.
  if (mail && !e.PUBLIC_URL)
    throw new Error(
      'Invalid configuration:\nSMTP_URL is set but PUBLIC_URL is not: newsletter confirmation links need the address of the site, e.g. PUBLIC_URL=https://isolario.example.org',
    );
  return {
    ...dataSettingsOf(e),
    port: e.PORT,
    host: e.HOST,
    adminToken: e.ADMIN_TOKEN,
    analyticsUrl: e.ANALYTICS_URL,
    staticDir: path.resolve(e.STATIC_DIR),
    publicOrigin: e.PUBLIC_URL ? new URL(e.PUBLIC_URL).origin : undefined,
    rateLimit: e.RATE_LIMIT,
    adminAttempts: e.ADMIN_ATTEMPTS,
    trustProxy: e.TRUST_PROXY,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    readCacheControl: e.READ_CACHE_CONTROL,
    pageCacheControl: e.PAGE_CACHE_CONTROL,
    mail,
  };
}
