import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveAppFile, serveAppRequest } from './app-protocol';
import { removeDir, tempDir } from '../../tests/support/temp-files';
import { contentSecurityPolicy } from './window-policy';

let dir: string;
let renderer: string;
beforeAll(async () => {
  dir = await tempDir();
  renderer = path.join(dir, 'renderer');
  await mkdir(path.join(renderer, 'assets'), { recursive: true });
  await writeFile(path.join(renderer, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(path.join(renderer, 'assets', 'index-abc.js'), 'console.log(1)');
  await writeFile(path.join(dir, 'secret.txt'), 'not for the page');
});
afterAll(async () => {
  await removeDir(dir);
});

describe('the app:// protocol', () => {
  it('maps app URLs to files of the built renderer and nothing outside it', () => {
    expect(resolveAppFile('app://isolario/', renderer)).toBe(path.join(renderer, 'index.html'));
    expect(resolveAppFile('app://isolario/assets/index-abc.js', renderer)).toBe(
      path.join(renderer, 'assets', 'index-abc.js'),
    );
    // The URL parser already folds dot segments, plain or percent-encoded, back into the root.
    expect(resolveAppFile('app://isolario/../secret.txt', renderer)).toBe(path.join(renderer, 'secret.txt'));
    expect(resolveAppFile('app://isolario/%2e%2e/secret.txt', renderer)).toBe(path.join(renderer, 'secret.txt'));
    // Encoded slashes survive the parser; decoded, they would climb out, so they are refused.
    expect(resolveAppFile('app://isolario/assets/%2e%2e%2f%2e%2e%2fsecret.txt', renderer)).toBeUndefined();
    expect(resolveAppFile('app://isolario/%00', renderer)).toBeUndefined();
    expect(resolveAppFile('app://other/index.html', renderer)).toBeUndefined();
  });

  it('serves files with their type and the CSP, and 404s the rest', async () => {
    const csp = contentSecurityPolicy();
    const page = await serveAppRequest(new Request('app://isolario/index.html'), renderer, csp);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toBe(csp);
    expect(await page.text()).toContain('id="root"');

    const script = await serveAppRequest(new Request('app://isolario/assets/index-abc.js'), renderer, csp);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');

    const missing = await serveAppRequest(new Request('app://isolario/nope.js'), renderer, csp);
    expect(missing.status).toBe(404);
    const escape = await serveAppRequest(new Request('app://isolario/%2e%2e/secret.txt'), renderer, csp);
    expect(escape.status).toBe(404);
  });
});
