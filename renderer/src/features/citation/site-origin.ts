import { PUBLIC_SITE } from '@core/releases/citation-item';

/** Where a citation's link points: this site on the web; the public site from the desktop app. */
export function siteOrigin(): string {
  if (typeof window === 'undefined') return PUBLIC_SITE;
  const { protocol, origin } = window.location;
  return protocol === 'http:' || protocol === 'https:' ? origin : PUBLIC_SITE;
}
