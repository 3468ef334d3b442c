import { NASA_IMAGE_HOSTS } from '@core/rules/image-hosts';

/**
 * The window's security settings as data, so they are tested without Electron: web
 * preferences, the content security policy, and what navigation, new windows and permission
 * requests are allowed to do.
 */

/** The custom scheme the packaged renderer is served from (not file://, which any file shares). */
export const APP_SCHEME = 'app';
export const APP_HOST = 'isolario';
export const APP_URL = `${APP_SCHEME}://${APP_HOST}/index.html`;

export function webPreferences(preload: string) {
  return {
    preload,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    experimentalFeatures: false,
    webviewTag: false,
    navigateOnDragDrop: false,
    spellcheck: false,
  } as const;
}

/**
 * The renderer talks to nothing but the preload bridge: no network besides NASA images, no
 * inline script. Development adds what Vite's dev server needs (its inline preamble, HMR socket).
 */
export function contentSecurityPolicy(options: { dev?: boolean; imageOrigins?: readonly string[] } = {}): string {
  // A GIBS stand-in (GIBS_URL, in tests) is one more image origin; the real one is a NASA host.
  const images = [
    ...new Set([...NASA_IMAGE_HOSTS.map((host) => `https://${host}`), ...(options.imageOrigins ?? [])]),
  ].join(' ');
  return [
    "default-src 'none'",
    options.dev ? "script-src 'self' 'unsafe-inline'" : "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${images}`,
    "font-src 'self' data:",
    options.dev ? "connect-src 'self' ws://localhost:* ws://127.0.0.1:*" : "connect-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-src 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

function parse(url: string): URL | undefined {
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}

/**
 * Whether a URL is one of the app's own pages. Scheme and host are compared (not URL.origin,
 * which is "null" for custom schemes).
 */
export function isAppUrl(url: string, appUrl: string): boolean {
  const candidate = parse(url);
  const app = parse(appUrl);
  return !!candidate && !!app && candidate.protocol === app.protocol && candidate.host === app.host;
}

const EXTERNAL_PROTOCOLS = new Set(['https:', 'http:', 'mailto:']);

/** Links the system may open: web pages in the browser, e-mail addresses in the mail app. */
export function isExternalLink(url: string): boolean {
  const candidate = parse(url);
  return !!candidate && EXTERNAL_PROTOCOLS.has(candidate.protocol);
}

export type NavigationDecision = { allow: true } | { allow: false; openExternal: boolean };

/** will-navigate: the window stays on the app; a link out opens in the system browser instead. */
export function decideNavigation(url: string, appUrl: string): NavigationDecision {
  if (isAppUrl(url, appUrl)) return { allow: true };
  return { allow: false, openExternal: isExternalLink(url) };
}

/** setWindowOpenHandler: the app never opens a second window; links out go to the system browser. */
export function decideWindowOpen(url: string, appUrl: string): { action: 'deny'; openExternal: boolean } {
  return { action: 'deny', openExternal: !isAppUrl(url, appUrl) && isExternalLink(url) };
}

/** Camera, location, notifications and the rest are refused; only writing to the clipboard (Copy URL) is allowed. */
export function allowPermission(permission: string): boolean {
  return permission === 'clipboard-sanitized-write';
}
