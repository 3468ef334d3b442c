export interface RuntimeConfig {
  analyticsUrl?: string;
  /** The site's own origin as the server rendered the page (for what a page prints, like the API page's URLs). */
  origin?: string;
}

/** An http(s) URL, or undefined. */
function httpUrl(value: unknown): URL | undefined {
  if (typeof value !== 'string' || !URL.canParse(value)) return undefined;
  const url = new URL(value);
  return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
}

/**
 * Checked by hand, not with zod: zod loads on demand, and the first page should not wait for it
 * to read two optional URLs. Anything malformed is left out.
 */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  if (value === null || typeof value !== 'object') return {};
  const { analyticsUrl, origin } = value as Record<string, unknown>;
  const analytics = httpUrl(analyticsUrl);
  const site = httpUrl(origin);
  return {
    ...(analytics ? { analyticsUrl: analyticsUrl as string } : {}),
    ...(site ? { origin: site.origin } : {}),
  };
}

/**
 * Runtime settings the server writes into the page (`<script id="isolario-config">`), read
 * once at start. Missing or malformed config means the defaults: no analytics.
 */
export function readRuntimeConfig(doc: Document = document): RuntimeConfig {
  const element = doc.getElementById('isolario-config');
  if (!element?.textContent) return {};
  try {
    return parseRuntimeConfig(JSON.parse(element.textContent));
  } catch {
    return {};
  }
}
