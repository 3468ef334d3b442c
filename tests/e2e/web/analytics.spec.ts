import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '../../support/e2e/app-test';
import { GIBS_STAND_IN } from '../../support/e2e/satellite';
import { startExtraServer } from '../../support/e2e/extra-server';

test('with ANALYTICS_URL set, every route change reports its path', async ({ browser }) => {
  const events: { name: string; url: string; domain: string }[] = [];
  const collector = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/api/event') events.push(JSON.parse(body));
      res.writeHead(202, { 'Access-Control-Allow-Origin': '*' }).end();
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  const analyticsUrl = `http://127.0.0.1:${(collector.address() as AddressInfo).port}/api/event`;
  const server = await startExtraServer({ env: { ANALYTICS_URL: analyticsUrl } });
  try {
    const page = await browser.newPage({ baseURL: server.url });
    await page.goto('/');
    await expect.poll(() => events.map((event) => new URL(event.url).pathname)).toEqual(['/']);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Explore' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Explore Islands' })).toBeVisible();
    // Explore renders only the cards on screen; the search brings this one up. Its query
    // changes stay on the same page and are no page views.
    await page.getByRole('searchbox', { name: 'Search' }).fill('tristan');
    await page.getByRole('group', { name: 'Features' }).getByRole('button', { name: 'Has airport' }).click();
    await page.getByRole('group', { name: 'Features' }).getByRole('button', { name: 'Has airport' }).click();
    await page.getByRole('link', { name: 'Tristan da Cunha' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tristan da Cunha' })).toBeVisible();
    await page.goBack();
    await expect
      .poll(() => events.map((event) => new URL(event.url).pathname))
      .toEqual(['/', '/explore', '/island/tristan-da-cunha', '/explore']);
    expect(events.every((event) => event.name === 'pageview' && event.domain === '127.0.0.1')).toBe(true);
    await page.close();
  } finally {
    await server.stop();
    collector.close();
  }
});

test('with ANALYTICS_URL unset, nothing leaves the site but NASA pictures', async ({ page, baseURL }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto('/');
  const config = await page.locator('#isolario-config').textContent();
  expect(config ?? '{}').not.toContain('analyticsUrl');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Explore' }).click();
  await expect(page.getByRole('heading', { name: /Islands Found/ })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(requests.length).toBeGreaterThan(0);
  // The one outside host is NASA's imagery service (here its stand-in), for pictures only.
  const pictures = (url: string) => url.startsWith(`${GIBS_STAND_IN}/wms/`);
  expect(requests.filter((url) => !url.startsWith(baseURL!) && !url.startsWith('data:') && !pictures(url))).toEqual([]);
});
