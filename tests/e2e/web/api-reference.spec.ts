import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../../support/e2e/app-test';

interface OpenApiDocument {
  paths: Record<string, Record<string, { summary: string }>>;
}

test('the API reference shows every operation of the served document, under the CSP, from this host only', async ({
  page,
  request,
  baseURL,
}) => {
  const document = (await (await request.get('/api/openapi.json')).json()) as OpenApiDocument;
  const summaries = Object.values(document.paths).flatMap((item) => Object.values(item).map((op) => op.summary));
  expect(summaries.length).toBeGreaterThan(20);

  const problems: string[] = [];
  const outside: string[] = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  page.on('pageerror', (error) => problems.push(String(error)));
  page.on('request', (sent) => {
    const url = sent.url();
    if (!url.startsWith(baseURL!) && !url.startsWith('data:')) outside.push(url);
  });

  // Reached from the API page, as a reader would.
  await page.goto('/api-access');
  await page.getByRole('link', { name: 'API reference' }).click();
  await expect(page).toHaveURL(/\/api\/docs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'API Reference' })).toBeVisible();
  const reference = page.getByTestId('api-reference');
  const headings = (await reference.getByRole('heading', { level: 3 }).allTextContents()).map((text) => text.trim());
  for (const summary of summaries)
    expect(
      headings.some((heading) => heading.endsWith(summary)),
      summary,
    ).toBe(true);
  expect(headings).toHaveLength(summaries.length);
  expect(problems).toEqual([]);
  expect(outside).toEqual([]);
});

test('axe finds nothing serious on the API reference', async ({ page }) => {
  // Axe takes seconds over the reference's 5,600 elements (17 s over the 9,900 before shared schemas
  // were drawn once): a budget of three times the default, not a wait, so a busy machine does not fail it.
  test.slow();
  await page.goto('/api/docs');
  await expect(page.getByTestId('api-reference').getByRole('heading', { level: 3 }).first()).toBeVisible();
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.target.join(' ')) }));
  expect(serious).toEqual([]);
});

test('the reference arrives drawn: without JavaScript every operation is there, and no script is needed to read it', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto('/api/docs');
    await expect(page.getByRole('heading', { level: 3, name: /List islands$/ })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Operations' })).toBeVisible();
  } finally {
    await context.close();
  }
});

test('the reference is read by keyboard: its contents lead to each operation, and schemas open with Enter', async ({
  page,
}) => {
  await page.goto('/api/docs');
  const contents = page.getByRole('navigation', { name: 'Operations' });
  const link = contents.getByRole('link', { name: /GET \/api\/islands\/\{id\}$/ });
  await link.focus();
  await expect(link).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#op-getIsland$/);
  const operation = page.locator('#op-getIsland');
  await expect(operation.getByRole('heading', { level: 3 })).toBeInViewport();
  // The island schema is drawn once, under Schemas: the operation links to it.
  const toSchema = operation.getByRole('link', { name: 'Island', exact: true });
  await toSchema.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#schema-island$/);
  const island = page.locator('#schema-island');
  await island.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(island).toHaveAttribute('open', '');
  await expect(island.getByText('required').first()).toBeVisible();
  // A schema that is not shared still opens in place.
  const submissions = page.locator('#op-createSubmission');
  await submissions.locator('summary').first().focus();
  await page.keyboard.press('Enter');
  await expect(submissions.locator('details').first()).toHaveAttribute('open', '');
});

test('each shared record is drawn once and linked: Island under Schemas, its list with distanceKm as Island and more', async ({
  page,
}) => {
  await page.goto('/api/docs');
  const reference = page.getByTestId('api-reference');
  await expect(reference.locator('#schema-island')).toHaveCount(1);
  await expect(page.locator('#op-getIsland').getByRole('link', { name: 'Island', exact: true })).toHaveAttribute(
    'href',
    '#schema-island',
  );
  const list = page.locator('#op-listIslands').locator('details', { hasText: 'list of Island and more' });
  await expect(list.locator('code')).toHaveText(['distanceKm']);
  // Far fewer elements than when each operation drew the whole island (9,855).
  expect(await reference.locator('*').count()).toBeLessThan(6_500);
});

test('/api/docs is a page of the site, served with the site CSP; the rest of /api stays JSON', async ({ request }) => {
  const docs = await request.get('/api/docs');
  expect(docs.status()).toBe(200);
  expect(docs.headers()['content-type']).toMatch(/^text\/html/);
  expect(docs.headers()['content-security-policy']).toContain("script-src 'self'");
  const missing = await request.get('/api/docs/nothing');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['content-type']).toMatch(/^application\/json/);
});

test('no other page loads the reference: Home, Explore and an island page ask for nothing of it', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (sent) => asked.push(sent.url()));
  for (const path of ['/', '/explore', '/island/tristan-da-cunha', '/api-access']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(asked.filter((url) => /api-reference/.test(url))).toEqual([]);
});
