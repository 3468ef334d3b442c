import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../../support/e2e/app-test';

interface OpenApiDocument {
  paths: Record<string, Record<string, { summary: string }>>;
}

test.describe.configure({ timeout: 90_000 });

test('the API reference renders every operation of the served document, under the CSP, from this host only', async ({
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
  const reference = page.locator('.api-reference');
  await expect(reference).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });

  const headings = (await reference.getByRole('heading', { level: 2 }).allTextContents()).map((text) => text.trim());
  for (const summary of summaries) expect(headings, summary).toContain(summary);

  // Redoc draws every operation with the same components and colours: axe reads the page, the menu
  // and two operations (the first, a GET, and createSubmission, a POST, with their response panels), not all 30-odd,
  // which took it 50 s on a CI core.
  const sections = await reference
    .locator('[data-section-id*="/operation/"]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-section-id')!));
  expect(sections.length).toBe(summaries.length);
  const post = sections.findIndex((id) => id.endsWith('/operation/createSubmission'));
  expect(post).toBeGreaterThan(0);
  const skipped = sections.filter((id, index) => index !== 0 && index !== post);
  const axe = new AxeBuilder({ page });
  for (const id of skipped) axe.exclude(`[data-section-id="${id}"]`);
  const results = await axe.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.target.join(' ')) }));
  expect(serious).toEqual([]);
  expect(problems).toEqual([]);
  expect(outside).toEqual([]);
});

test('the reference is reached by keyboard: its menu takes focus and opens a section', async ({ page }) => {
  await page.goto('/api/docs');
  await expect(page.locator('.api-reference')).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  const islands = page
    .getByRole('menuitem')
    .filter({ hasText: /^Islands/ })
    .first();
  await islands.focus();
  await expect(islands).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: /List islands/ }).first()).toBeVisible();
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
  expect(asked.filter((url) => /redoc|api-reference/.test(url))).toEqual([]);
});
