import path from 'node:path';
import type { Page } from '@playwright/test';
import { GIBS_ORIGIN } from '../../../core/satellite/gibs';
import { serveAppRequest } from '../../../electron/main/app-protocol';
import { APP_HOST, APP_SCHEME, contentSecurityPolicy } from '../../../electron/main/window-policy';

/**
 * The desktop build (out/renderer) in Chromium as the packaged app serves it: every request the
 * page makes for the app's origin is answered by the app's own protocol handler
 * (serveAppRequest: same files, headers and packaged CSP), and nothing else gets through.
 * Chromium will not load an unknown scheme, so app://isolario becomes https://isolario here: a
 * secure origin, like the privileged app:// scheme, which the CSP's 'self' covers the same way.
 */

export const APP_ORIGIN = `https://${APP_HOST}`;
const VIOLATION_BINDING = '__isolarioCspViolation';

/** The page's address as the app's own (https://isolario/… → app://isolario/…); any other is left as it is. */
export function asAppUrl(url: string): string {
  return url.startsWith(`${APP_ORIGIN}/`) ? `${APP_SCHEME}://${APP_HOST}${url.slice(APP_ORIGIN.length)}` : url;
}

export interface DesktopRendererTraffic {
  /** Requests for anything but the app's origin and NASA's pictures: refused, and a failure of the test. */
  outside: string[];
  /** Satellite pictures asked of NASA GIBS: refused (no network here), or answered by its stand-in. */
  images: string[];
  /** CSP violations the page reported (event and console): a failure of the test. */
  violations: string[];
}

export async function serveDesktopRenderer(
  page: Page,
  /** gibsStandIn: the origin of a GIBS stand-in that answers the app's requests to NASA. */
  options: { rendererDir?: string; gibsStandIn?: string } = {},
): Promise<DesktopRendererTraffic> {
  const rendererDir = options.rendererDir ?? path.resolve('out/renderer');
  const csp = contentSecurityPolicy();
  const traffic: DesktopRendererTraffic = { outside: [], images: [], violations: [] };

  await page.route('**/*', async (route) => {
    const url = route.request().url();
    const image = route.request().resourceType() === 'image';
    if (image && url.startsWith(`${GIBS_ORIGIN}/`)) {
      traffic.images.push(url);
      if (!options.gibsStandIn) return route.abort('internetdisconnected');
      // The packaged app asks NASA itself, over https; its stand-in answers the same path here.
      const answer = await fetch(`${options.gibsStandIn}${url.slice(GIBS_ORIGIN.length)}`);
      return route.fulfill({
        status: answer.status,
        headers: Object.fromEntries(answer.headers.entries()),
        body: Buffer.from(await answer.arrayBuffer()),
      });
    }
    if (!url.startsWith(`${APP_ORIGIN}/`)) {
      traffic.outside.push(url);
      return route.abort('internetdisconnected');
    }
    const response = await serveAppRequest(new Request(asAppUrl(url)), rendererDir, csp);
    return route.fulfill({
      status: response.status,
      headers: Object.fromEntries(response.headers.entries()),
      body: Buffer.from(await response.arrayBuffer()),
    });
  });

  await page.exposeFunction(VIOLATION_BINDING, (violation: string) => traffic.violations.push(violation));
  await page.addInitScript((binding) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, (violation: string) => void>)[binding];
      report?.(
        `${event.effectiveDirective} refused ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  }, VIOLATION_BINDING);
  // Some refusals (a worker's, an eval) reach only the console.
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      traffic.violations.push(message.text());
  });
  return traffic;
}
