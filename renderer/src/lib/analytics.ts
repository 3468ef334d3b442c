/**
 * Plausible-style page views: one small POST per route change to the configured endpoint.
 * text/plain keeps it a simple request (no CORS preflight), as Plausible's own script does.
 */
export function reportPageView(endpoint: string, path: string): void {
  const url = new URL(path, window.location.origin).href;
  const body = JSON.stringify({
    name: 'pageview',
    url,
    domain: window.location.hostname,
    referrer: document.referrer || null,
  });
  void fetch(endpoint, {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'text/plain' },
    keepalive: true,
    credentials: 'omit',
  }).catch(() => {
    // Analytics must never disturb the visitor.
  });
}
