export interface RuntimeConfig {
  analyticsUrl?: string;
}

/**
 * Checked by hand, not with zod: zod loads on demand, and the first page should not wait for it
 * to read one optional URL. Anything malformed means the defaults.
 */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  if (value === null || typeof value !== 'object') return {};
  const { analyticsUrl } = value as Record<string, unknown>;
  if (typeof analyticsUrl !== 'string' || !URL.canParse(analyticsUrl)) return {};
  const { protocol } = new URL(analyticsUrl);
  return protocol === 'https:' || protocol === 'http:' ? { analyticsUrl } : {};
}

/**
 * Runtime settings the server writes into index.html (`<script id="isolario-config">`), read
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
