import type { CatalogueProgress } from '@core/contract/desktop-status';
import type { CatalogueRefresh } from '@core/contract/desktop-status';
import type { Logger } from '../../../node/logger';
import type { ErrorIssue } from '@core/contract/errors';
import type { Island } from '@core/contract/schemas';
import { catalogSchema, islandSchema } from '@core/contract/schemas';
import { DesktopError } from '../desktop-error';
import { isElectronRedirect } from '../net/electron-redirect';
import type { DesktopCatalogue } from './desktop-catalogue';

/** More issues than this are counted, not listed. */
const MAX_ISSUES = 20;
/** The whole catalogue is a few megabytes; an answer this large is not one, and is not read on. */
export const MAX_CATALOGUE_BYTES = 50 * 1024 * 1024;
const MAX_REDIRECTS = 5;

export interface RefreshDeps {
  catalogue: DesktopCatalogue;
  apiBaseUrl: string;
  fetch?: typeof fetch;
  clock?: () => Date;
  timeoutMs?: number;
  maxBytes?: number;
  /** Aborted when the person cancels: the update stops and the local copy stays as it was. */
  signal?: AbortSignal;
  /** Called as the answer arrives (total from Content-Length, when the API sent one). */
  onProgress?: (progress: CatalogueProgress) => void;
  /** Where islands the answer held but the app refused are said. */
  logger?: Pick<Logger, 'warn'>;
}

/** More than this share of refused islands means the answer is no catalogue at all. */
const MAX_REFUSED_SHARE = 0.1;

export const CANCELLED_MESSAGE = 'The update was cancelled; the catalogue is unchanged';

const unchanged = (message: string) => new DesktopError('invalid', `${message}; the catalogue is unchanged`);

/** https, or plain http to this machine: the rule settings.ts applies to the API address. */
function isAllowedTarget(url: URL): boolean {
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${Math.round(bytes / 1024)} kB`;

/** Reads the body up to `max` bytes, calling `heard` on each chunk; beyond it, stops and refuses. */
async function readCapped(
  response: Response,
  max: number,
  heard: () => void,
  onProgress?: RefreshDeps['onProgress'],
): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (declared > max) throw unchanged(`The answer is larger than ${sizeText(max)}`);
  if (!response.body) return '';
  const total = Number.isInteger(declared) && declared > 0 ? declared : undefined;
  onProgress?.({ received: 0, ...(total ? { total } : {}) });
  const chunks: Uint8Array[] = [];
  let received = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    heard();
    received += chunk.byteLength;
    if (received > max) throw unchanged(`The answer is larger than ${sizeText(max)}`);
    chunks.push(chunk);
    // A compressed answer declares its compressed length; past it, the total is not known.
    onProgress?.({ received, ...(total && received <= total ? { total } : {}) });
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Fetches GET /api/islands from the hosted API and swaps it in: an island that is not valid (or
 * whose id came before) keeps the copy the app has, and is logged; past a tenth of them, nothing
 * changes. Images stay local, kept for the islands that remain.
 */
export async function refreshCatalogue(deps: RefreshDeps): Promise<CatalogueRefresh> {
  const { catalogue, apiBaseUrl, fetch: fetchImpl = globalThis.fetch, clock = () => new Date() } = deps;
  const url = `${apiBaseUrl}/api/islands`;
  // The timeout is for silence, not for the whole transfer: a 300 B/s satellite link that keeps
  // sending gets there; one that stops for timeoutMs is given up.
  const silence = new AbortController();
  const signal = deps.signal ? AbortSignal.any([silence.signal, deps.signal]) : silence.signal;
  const silenceMs = deps.timeoutMs ?? 30_000;
  let silenceTimer = setTimeout(() => silence.abort(), silenceMs);
  const heard = () => {
    clearTimeout(silenceTimer);
    silenceTimer = setTimeout(() => silence.abort(), silenceMs);
  };
  const current = catalogue.source();
  // Only a refreshed copy has an ETag from this API; the bundled one is always downloaded over.
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (current.kind === 'refreshed' && current.etag) headers['If-None-Match'] = current.etag;
  let response: Response;
  let text: string;
  try {
    // Redirects are followed here, one by one, so none can lead to plain http elsewhere.
    let target = new URL(url);
    for (let hop = 0; ; hop++) {
      // As text: net.fetch takes a string or a Request, not a URL object. no-store: the API's
      // answers may be cached for a minute (and served stale for ten); Chromium's cache under
      // net.fetch must not answer an update the person asked for. If-None-Match does that job.
      response = await fetchImpl(target.href, { headers, redirect: 'manual', signal, cache: 'no-store' });
      heard();
      const location = response.headers.get('location');
      if (response.status < 300 || response.status > 399 || !location) break;
      const next = new URL(location, target);
      if (!isAllowedTarget(next)) throw unchanged(`The Isolario API redirected to ${next.origin}, which is not https`);
      if (hop >= MAX_REDIRECTS) throw unchanged('The Isolario API redirected too many times');
      await response.body?.cancel();
      target = next;
    }
    text =
      response.status === 304
        ? ''
        : await readCapped(response, deps.maxBytes ?? MAX_CATALOGUE_BYTES, heard, deps.onProgress);
  } catch (error) {
    if (deps.signal?.aborted) throw new DesktopError('unavailable', CANCELLED_MESSAGE);
    if (error instanceof DesktopError) throw error;
    if (isElectronRedirect(error)) {
      throw unchanged('The Isolario API answered with a redirect; check the API address in the settings');
    }
    throw new DesktopError('unavailable', 'Could not reach the Isolario API to refresh the catalogue');
  } finally {
    clearTimeout(silenceTimer);
  }
  if (response.status === 304) {
    const snapshot = catalogue.snapshot();
    return {
      islands: snapshot.catalog.islands.length,
      images: snapshot.catalog.images.length,
      refreshedAt: current.refreshedAt ?? clock().toISOString(),
      version: snapshot.version,
      unchanged: true,
    };
  }
  if (!response.ok) {
    throw new DesktopError('unavailable', `The Isolario API answered ${response.status}; the catalogue is unchanged`);
  }
  // Cancelled after the last byte: still nothing changes, as the person was told.
  if (deps.signal?.aborted) throw new DesktopError('unavailable', CANCELLED_MESSAGE);

  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new DesktopError('invalid', 'The Isolario API did not answer with JSON; the catalogue is unchanged');
  }
  if (!Array.isArray(body)) {
    throw new DesktopError(
      'invalid',
      'The Isolario API did not answer with a list of islands; the catalogue is unchanged',
    );
  }
  if (body.length === 0) {
    throw new DesktopError('invalid', 'The Isolario API answered an empty catalogue; the catalogue is unchanged');
  }

  // One bad record never takes the rest down: it keeps the copy the app already has (or is left
  // out), and is logged. Past a tenth refused, the answer is not a catalogue: nothing changes.
  const previous = new Map(catalogue.snapshot().catalog.islands.map((island) => [island.id, island]));
  const islands: Island[] = [];
  const seen = new Set<string>();
  const issues: ErrorIssue[] = [];
  let invalid = 0;
  body.forEach((record, index) => {
    const parsed = islandSchema.safeParse(record);
    if (parsed.success && !seen.has(parsed.data.id)) {
      seen.add(parsed.data.id);
      islands.push(parsed.data);
      return;
    }
    invalid += 1;
    if (parsed.success) {
      if (issues.length < MAX_ISSUES)
        issues.push({ path: `${index}.id`, message: `Duplicate island id '${parsed.data.id}'` });
      return;
    }
    for (const issue of parsed.error.issues) {
      if (issues.length < MAX_ISSUES) issues.push({ path: [index, ...issue.path].join('.'), message: issue.message });
    }
    const id = (record as { id?: unknown } | null)?.id;
    const kept = typeof id === 'string' && !seen.has(id) ? previous.get(id) : undefined;
    if (kept) {
      seen.add(kept.id);
      islands.push(kept);
    }
  });
  if (invalid > body.length * MAX_REFUSED_SHARE) {
    throw new DesktopError(
      'invalid',
      `The refreshed catalogue was refused: ${invalid} of ${body.length} islands are not valid; the catalogue is unchanged`,
      issues,
    );
  }
  if (invalid > 0) deps.logger?.warn('refreshed catalogue: islands refused, the rest taken', { invalid, issues });

  const ids = new Set(islands.map((island) => island.id));
  const images = catalogue.snapshot().catalog.images.filter((image) => ids.has(image.islandId));
  const catalog = catalogSchema.parse({ islands, images });
  const refreshedAt = clock().toISOString();
  const etag = response.headers.get('etag');
  const snapshot = await catalogue.replace(catalog, { refreshedAt, source: url, ...(etag ? { etag } : {}) });
  return {
    islands: islands.length,
    images: images.length,
    refreshedAt,
    version: snapshot.version,
    ...(invalid > 0 ? { refused: invalid } : {}),
  };
}
