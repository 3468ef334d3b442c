import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeTestDir, startTestServer, type TestServer } from '../../tests/support/test-server';
import { expectErrorShape, request } from '../../tests/support/raw-http';
import { renderPage } from '../../renderer/src/entry-server';

/**
 * The Host header is the client's to write. Pages are rendered for, and cached by, the origin it
 * names (without PUBLIC_URL), so a Host that is not hostname[:port] must neither reach a cache
 * key nor the renderer: one request with `Host: <host>/assets` once stored a not-found page under
 * the key of the site's script, for every visitor.
 */

const template = readFileSync('renderer/index.html', 'utf8').replace(
  '<script type="module" src="/src/boot.ts"></script>',
  '<script type="module" src="/assets/index-test.js"></script>',
);
const SCRIPT = 'console.log("the site");';
const site = { 'index.html': template, 'assets/index-test.js': SCRIPT };

const MALFORMED = ['a b', 'x@y', 'a|b', ':80', '[::1', '<x>', 'example.org/assets', 'example.org?x', 'a\\b'];
const canonicalOf = (page: string) => /<link rel="canonical" href="([^"]*)"/.exec(page)?.[1];
const errorLines = (server: TestServer) => server.logs.filter((line) => line.includes('"level":"error"'));

describe('without PUBLIC_URL: pages keyed by the Host the client sent', () => {
  let server: TestServer;
  let host: string;
  beforeAll(async () => {
    server = await startTestServer({ site, renderPage });
    host = new URL(server.url).host;
  });
  afterAll(async () => {
    await server.stop();
    await removeTestDir(server.dir);
  });

  it("refuses a Host with a path, so the site's script stays the script", async () => {
    const poisoned = await request(server.url, { path: '/index-test.js', headers: { Host: `${host}/assets` } });
    const script = await request(server.url, { path: '/assets/index-test.js' });
    expect(script.status).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect(script.text).toBe(SCRIPT);
    expect(poisoned.status).toBe(400);
    expect(expectErrorShape(poisoned).error).toBe('invalid_host');
  });

  it("refuses a Host with a path, so an island's page stays the island's", async () => {
    const poisoned = await request(server.url, { path: '/tristan-da-cunha', headers: { Host: `${host}/island` } });
    const page = await request(server.url, { path: '/island/tristan-da-cunha' });
    expect(page.status).toBe(200);
    expect(page.text).toContain('Tristan da Cunha');
    expect(page.text).not.toContain('Island Not Found');
    expect(poisoned.status).toBe(400);
  });

  it('serves a file that appears after its path was answered with the not-found page', async () => {
    // The page path answers app routes only: a built file always wins over a cached page.
    expect((await request(server.url, { path: '/assets/late-test.js' })).status).toBe(404);
    await writeFile(path.join(server.staticDir, 'assets', 'late-test.js'), SCRIPT);
    const late = await request(server.url, { path: '/assets/late-test.js' });
    expect(late.status).toBe(200);
    expect(late.text).toBe(SCRIPT);
  });

  it(`answers ${MALFORMED.length} malformed Hosts with a JSON 400 on pages and the API, logging no error`, async () => {
    const before = errorLines(server).length;
    for (const bad of MALFORMED) {
      for (const target of ['/about', '/explore?q=reef', '/api/statistics', '/sitemap.xml']) {
        const answer = await request(server.url, { path: target, headers: { Host: bad } });
        expect(answer.status, `${bad} ${target}`).toBe(400);
        expect(expectErrorShape(answer, `${bad} ${target}`).error).toBe('invalid_host');
        expect(answer.headers['content-security-policy'], bad).toMatch(/frame-ancestors 'none'/);
      }
    }
    expect(errorLines(server).slice(before)).toEqual([]);
  });

  it('takes every well-formed Host, and renders for its normalised origin', async () => {
    const hosts: [string, string][] = [
      ['localhost', 'http://localhost'],
      ['EXAMPLE.org:80', 'http://example.org'],
      ['example.org.:8080', 'http://example.org.:8080'],
      ['[::1]:3000', 'http://[::1]:3000'],
      ['[0:0:0:0:0:0:0:1]:3000', 'http://[::1]:3000'],
      ['my_service:3000', 'http://my_service:3000'],
      ['127.0.0.1', 'http://127.0.0.1'],
    ];
    for (const [given, origin] of hosts) {
      const page = await request(server.url, { path: '/about', headers: { Host: given } });
      expect(page.status, given).toBe(200);
      expect(canonicalOf(page.text), given).toBe(`${origin}/about`);
    }
  });
});

describe('with PUBLIC_URL: every page rendered for the public origin', () => {
  const PUBLIC_URL = 'https://isolario.example';
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ site, renderPage, env: { PUBLIC_URL } });
  });
  afterAll(async () => {
    await server.stop();
    await removeTestDir(server.dir);
  });

  it('gives a foreign Host the same page, bytes and ETag as the public one', async () => {
    const honest = await request(server.url, { path: '/island/tristan-da-cunha' });
    const foreign = await request(server.url, {
      path: '/island/tristan-da-cunha',
      headers: { Host: 'attacker.example' },
    });
    expect(foreign.status).toBe(200);
    expect(canonicalOf(foreign.text)).toBe(`${PUBLIC_URL}/island/tristan-da-cunha`);
    expect(foreign.headers.etag).toBe(honest.headers.etag);
    expect(foreign.text).toBe(honest.text);
  });

  it('still refuses a malformed Host, and the script and island page stay whole', async () => {
    for (const [target, bad] of [
      ['/index-test.js', 'isolario.example/assets'],
      ['/tristan-da-cunha', 'isolario.example/island'],
      ['/about', 'a|b'],
    ]) {
      const answer = await request(server.url, { path: target!, headers: { Host: bad! } });
      expect(answer.status, bad).toBe(400);
      expect(expectErrorShape(answer).error).toBe('invalid_host');
    }
    expect((await request(server.url, { path: '/assets/index-test.js' })).text).toBe(SCRIPT);
    expect((await request(server.url, { path: '/island/tristan-da-cunha' })).text).toContain('Tristan da Cunha');
    expect(errorLines(server)).toEqual([]);
  });
});
