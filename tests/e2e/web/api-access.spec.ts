import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import { GIBS_ORIGIN } from '../../../core/satellite/gibs';
import { expect, test } from '../../support/e2e/app-test';
import { GIBS_STAND_IN } from '../../support/e2e/satellite';
import { httpOperations } from '../../../core/contract/openapi';

const run = promisify(execFile);
const ENDPOINTS = httpOperations().map(([id, operation]) => ({ id, ...operation, ...operation.http }));

test('hero, badges, quick start, guidelines and support', async ({ page }) => {
  await page.goto('/api-access');
  await expect(page.getByRole('heading', { level: 1, name: 'API Access' })).toBeVisible();
  const badges = page.getByRole('list', { name: 'API features' });
  await expect(badges).toContainText('RESTful API');
  await expect(badges).toContainText('JSON Format');
  await expect(badges).toContainText('No Auth Required');
  for (const title of [
    'Public access',
    'Rich data',
    'Developer friendly',
    'Rate limits',
    'Data attribution',
    'Commercial use',
  ]) {
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
});

test('the example response is the real island the API returns', async ({ page, request, baseURL }) => {
  await page.goto('/api-access');
  await expect(page.getByTestId('example-request')).toHaveText(`GET ${baseURL}/api/islands/tristan-da-cunha`);
  const shown = JSON.parse((await page.getByTestId('example-response').textContent()) ?? '');
  const served = await (await request.get('/api/islands/tristan-da-cunha')).json();
  // The page shows NASA's own address; this server names its GIBS stand-in there instead.
  served.satellite.url = served.satellite.url.replace(GIBS_STAND_IN, GIBS_ORIGIN);
  expect(shown.satellite.url.startsWith(`${GIBS_ORIGIN}/wms/`)).toBe(true);
  expect(shown).toEqual(served);
});

test('the endpoint list is the documented contract, each example URL works', async ({ page, request, baseURL }) => {
  await page.goto('/api-access');
  const documented = ENDPOINTS.filter((endpoint) => endpoint.documented);
  await expect(page.locator('[data-testid^="endpoint-"]')).toHaveCount(documented.length);
  for (const endpoint of documented) {
    const item = page.getByTestId(`endpoint-${endpoint.id}`);
    await expect(item).toContainText(endpoint.method.toUpperCase());
    await expect(item).toContainText(endpoint.path);
    await expect(item).toContainText(endpoint.summary);
    if (endpoint.method === 'get') {
      // A link a reader can follow.
      const link = item.locator('a.endpoint__url');
      const url = (await link.getAttribute('href')) ?? '';
      expect(await link.textContent()).toBe(url);
      expect(url.startsWith(baseURL!)).toBe(true);
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
    } else {
      // A POST is shown as the cURL line that sends it; run as shown, the server takes it.
      const command = (await item.locator('.endpoint__command').textContent()) ?? '';
      expect(command).toContain(`curl -X POST "${baseURL}${endpoint.path}"`);
      const { stdout } = await run('sh', ['-c', `${command} -s -o /dev/null -w '%{http_code}'`]);
      // Run twice, the newsletter example is answered alike: the API tells no one who is subscribed.
      // The confirmation example's code is no real link's: taken as a body (not a 400), it is
      // answered as a link that does not work.
      expect(stdout, command).toBe(endpoint.id === 'confirmNewsletter' ? '404' : '201');
      await expect(item.getByRole('button', { name: `Copy command of ${endpoint.summary}` })).toBeVisible();
    }
  }
});

test("Copy URL copies the example URL and reads 'Copied' for 2 seconds", async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/api-access');
  const item = page.getByTestId('endpoint-getIsland');
  const button = item.getByRole('button', { name: /Copy URL/ });
  await expect(button).toHaveText('Copy URL');
  // Taken before the click: the page's 2 s timer starts after this, so the lower bound holds.
  const clicked = Date.now();
  await button.click();
  await expect(item.getByRole('button')).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/api/islands/tristan-da-cunha`);
  // Measured rather than sampled at fixed points, so a busy machine does not fail it.
  await expect(item.getByRole('button')).toHaveText('Copy URL', { timeout: 6000 });
  const shownFor = Date.now() - clicked;
  expect(shownFor).toBeGreaterThanOrEqual(1900);
  expect(shownFor).toBeLessThan(4000);
});

test('the JavaScript, TypeScript, Python and cURL examples run against the server', async ({ page, request }) => {
  await page.goto('/api-access');
  const tabs = page.getByRole('tablist', { name: 'Usage examples' });
  await expect(tabs.getByRole('tab', { name: 'JavaScript' })).toHaveAttribute('aria-selected', 'true');
  const snippets: Record<string, string> = {};
  for (const [tab, id] of [
    ['JavaScript', 'javascript'],
    ['TypeScript (typed client)', 'typescript'],
    ['Python', 'python'],
    ['cURL', 'curl'],
  ] as const) {
    await tabs.getByRole('tab', { name: tab }).click();
    snippets[id] = (await page.getByTestId(`example-${id}`).textContent()) ?? '';
    expect(snippets[id]!.length).toBeGreaterThan(50);
  }
  // Inside the repository, so the typed example finds openapi-fetch as a reader's install would.
  mkdirSync('var', { recursive: true });
  const dir = mkdtempSync(path.resolve('var', 'api-examples-'));
  writeFileSync(path.join(dir, 'islands.mjs'), snippets.javascript!);
  writeFileSync(path.join(dir, 'islands.py'), snippets.python!);
  writeFileSync(path.join(dir, 'islands.sh'), snippets.curl!);
  writeFileSync(path.join(dir, 'islands.ts'), snippets.typescript!);
  // The example's own setup: the client's types generated from the served document.
  const document = await (await request.get('/api/openapi.json')).json();
  writeFileSync(path.join(dir, 'isolario.d.ts'), astToString(await openapiTS(document)));

  const military = await (await request.get('/api/islands/search/military')).json();
  const pacific = await (await request.get('/api/islands/region/pacific')).json();
  const statistics = await (await request.get('/api/statistics')).json();

  const js = await run(process.execPath, ['islands.mjs'], { cwd: dir });
  expect(js.stdout).toContain(`${military.length} islands with a military history`);
  for (const island of military) expect(js.stdout).toContain(`- ${island.name} (${island.region})`);
  expect(js.stdout).toContain(military[0].description);

  const typed = [
    ...['--noEmit', '--strict', '--skipLibCheck', '--target', 'es2022', '--module', 'esnext'],
    ...['--moduleResolution', 'bundler', '--types', 'node', 'islands.ts'],
  ];
  await run(path.resolve('node_modules/.bin/tsc'), typed, { cwd: dir });
  const largest = await (
    await request.get('/api/islands?hasAirport=true&sort=area&limit=3&fields=id,name,area')
  ).json();
  const tsOut = await run(process.execPath, ['--import', 'tsx', 'islands.ts'], { cwd: dir });
  expect(tsOut.stdout).toContain('The 3 largest islands with an airport:');
  for (const island of largest) expect(tsOut.stdout).toContain(`- ${island.name}: ${island.area} km²`);

  const py = await run('python3', ['islands.py'], { cwd: dir });
  expect(py.stdout).toContain(`${pacific.length} islands in the Pacific`);
  for (const island of pacific) expect(py.stdout).toContain(`- ${island.name}: population ${island.population}`);
  expect(py.stdout).toContain(`${statistics.totalIslands} islands in ${statistics.countries} countries`);

  const sh = await run('sh', ['islands.sh'], { cwd: dir });
  expect(sh.stdout).toContain('"id":"tristan-da-cunha"');
  expect(sh.stdout).toContain('"category":"Military History"');
  expect(sh.stdout).toContain(`"totalIslands":${statistics.totalIslands}`);
  const near = await (
    await request.get('/api/islands?near=-37.1052,-12.2777&radius=500&fields=id,name,distanceKm')
  ).json();
  expect(near[0]).toEqual({ id: 'tristan-da-cunha', name: 'Tristan da Cunha', distanceKm: 0 });
  expect(sh.stdout).toContain(JSON.stringify(near));
  const facets = await (await request.get('/api/islands/facets?q=volcanic')).json();
  expect(facets.total).toBeGreaterThan(0);
  expect(sh.stdout).toContain(JSON.stringify(facets));
});

test('a tooltip names the copy button, after the 700 ms delay', async ({ page }) => {
  await page.goto('/api-access');
  const copy = page.getByRole('button', { name: /^Copy URL of/ }).first();
  const tooltip = page.getByRole('tooltip');
  // Timed from before the hover: a loaded machine may take a while to move the pointer, so a
  // fixed wait followed by "not yet" is flaky; the tooltip must simply not come sooner than 700 ms.
  const started = Date.now();
  await copy.hover();
  await expect(tooltip).toHaveText('Copy the example URL to the clipboard');
  expect(Date.now() - started).toBeGreaterThanOrEqual(700);
  await page.keyboard.press('Escape');
  await expect(tooltip).toHaveCount(0);
});

test('the list endpoints show their query parameters in a table, typed as the document types them', async ({
  page,
  request,
}) => {
  await page.goto('/api-access');
  const item = page.getByTestId('endpoint-listIslands');
  const details = item.locator('details.endpoint__params');
  await details.locator('summary').focus();
  await page.keyboard.press('Enter');
  const table = item.getByRole('table', { name: 'Query parameters of /api/islands' });
  await expect(table).toBeVisible();
  const document = await (await request.get('/api/openapi.json')).json();
  const documented = document.paths['/api/islands'].get.parameters.filter((p: { in: string }) => p.in === 'query');
  await expect(table.locator('tbody tr')).toHaveCount(documented.length);
  await expect(table.getByRole('row', { name: /^limit / })).toContainText('integer, 1–1,000');
  await expect(table.getByRole('row', { name: /^near / })).toContainText('2 numbers, comma-separated');
  await expect(page.getByTestId('endpoint-islandImages').locator('details')).toHaveCount(0);
});

test('the page says how to give an AI assistant the catalogue, with the tools the MCP server lists', async ({
  page,
  request,
  baseURL,
}) => {
  await page.goto('/api-access');
  const section = page.getByTestId('assistant-setup');
  await expect(section.getByLabel('MCP configuration for this site')).toContainText(`"url": "${baseURL}/mcp"`);
  await expect(section).toContainText('isolario --mcp');
  // The tools named on the page are those the server lists.
  const listed = await request.post('/mcp', {
    headers: { Accept: 'application/json, text/event-stream' },
    data: { jsonrpc: '2.0', id: 1, method: 'tools/list' },
  });
  const { result } = (await listed.json()) as { result: { tools: { name: string }[] } };
  for (const tool of result.tools) await expect(section).toContainText(tool.name);
});
