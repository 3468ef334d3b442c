import { describe, expect, it } from 'vitest';
import { NASA_IMAGE_HOSTS } from '@core/rules/image-hosts';
import {
  allowPermission,
  APP_URL,
  contentSecurityPolicy,
  decideNavigation,
  decideWindowOpen,
  isAppUrl,
  webPreferences,
} from './window-policy';

const directives = (csp: string) =>
  Object.fromEntries(csp.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)]));

describe('window policy', () => {
  it('runs the page isolated and sandboxed, without Node', () => {
    expect(webPreferences('/app/out/preload/index.cjs')).toMatchObject({
      preload: '/app/out/preload/index.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
    });
  });

  it('has a strict CSP: own scripts only, no network but NASA images, nothing framed', () => {
    const csp = directives(contentSecurityPolicy());
    expect(csp['default-src']).toEqual(["'none'"]);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', ...NASA_IMAGE_HOSTS.map((host) => `https://${host}`)]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'none'"]);
    expect(contentSecurityPolicy()).not.toMatch(/unsafe-eval/);
    // A GIBS stand-in's origin is let in for images, and for nothing else.
    const standIn = directives(contentSecurityPolicy({ imageOrigins: ['http://127.0.0.1:4329'] }));
    expect(standIn['img-src']).toContain('http://127.0.0.1:4329');
    expect(standIn['connect-src']).toEqual(["'self'"]);
    // Only the dev server's inline preamble and HMR socket are let in, and only in development.
    expect(directives(contentSecurityPolicy({ dev: true }))['script-src']).toContain("'unsafe-inline'");
  });

  it("recognises the app's own pages by scheme and host", () => {
    expect(isAppUrl('app://isolario/index.html#/island/bouvet-island', APP_URL)).toBe(true);
    expect(isAppUrl('app://isolario/assets/index.js', APP_URL)).toBe(true);
    expect(isAppUrl('app://evil/index.html', APP_URL)).toBe(false);
    expect(isAppUrl('file:///index.html', APP_URL)).toBe(false);
    expect(isAppUrl('https://isolario/index.html', APP_URL)).toBe(false);
    expect(isAppUrl('not a url', APP_URL)).toBe(false);
    expect(isAppUrl('http://localhost:5173/#/explore', 'http://localhost:5173')).toBe(true);
    expect(isAppUrl('http://localhost:5174/', 'http://localhost:5173')).toBe(false);
  });

  it('locks navigation to the app and sends links out to the system browser', () => {
    expect(decideNavigation('app://isolario/index.html#/about', APP_URL)).toEqual({ allow: true });
    expect(decideNavigation('https://earthobservatory.nasa.gov/', APP_URL)).toEqual({
      allow: false,
      openExternal: true,
    });
    expect(decideNavigation('file:///etc/passwd', APP_URL)).toEqual({ allow: false, openExternal: false });
    expect(decideNavigation('javascript:alert(1)', APP_URL)).toEqual({ allow: false, openExternal: false });
  });

  it('refuses every new window, opening web links in the system browser', () => {
    expect(decideWindowOpen('https://github.com/isolario', APP_URL)).toEqual({ action: 'deny', openExternal: true });
    expect(decideWindowOpen('mailto:team@example.org', APP_URL)).toEqual({ action: 'deny', openExternal: true });
    expect(decideWindowOpen('app://isolario/index.html', APP_URL)).toEqual({ action: 'deny', openExternal: false });
    expect(decideWindowOpen('smb://share/file', APP_URL)).toEqual({ action: 'deny', openExternal: false });
  });

  it('grants no permission but writing to the clipboard', () => {
    expect(allowPermission('clipboard-sanitized-write')).toBe(true);
    for (const permission of ['media', 'geolocation', 'notifications', 'openExternal', 'clipboard-read']) {
      expect(allowPermission(permission)).toBe(false);
    }
  });
});
