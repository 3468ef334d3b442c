import type { Page } from '@playwright/test';
import { expect, test } from '../../support/e2e/app-test';
import { expectedIslands, island } from '../../support/e2e/catalogue';
import { islandsFound } from '../../../renderer/src/features/islands/found-words';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("the island page shows the island's name, facts and description", async ({ page }) => {
    const tristan = island('tristan-da-cunha');
    await page.goto('/island/tristan-da-cunha');
    await expect(page.getByRole('heading', { level: 1, name: 'Tristan da Cunha' })).toBeVisible();
    await expect(page.getByText(tristan.description)).toBeVisible();
    const facts = page.getByRole('region', { name: 'Quick Facts' });
    await expect(facts).toContainText(`Latitude${tristan.latitude}`);
    await expect(facts).toContainText(`Population${tristan.population}`);
    await expect(page.getByText('Boat Access Only')).toBeVisible();
    await expect(page).toHaveTitle('Tristan da Cunha · Isolario');
  });

  test("Explore's address shows its first results", async ({ page }) => {
    const arctic = expectedIslands({ region: 'Arctic' });
    await page.goto('/explore?region=arctic');
    await expect(page.getByRole('heading', { name: `${arctic.length} Islands Found` })).toBeVisible();
    const cards = page.getByTestId('island-card');
    expect(await cards.count()).toBeGreaterThan(0);
    await expect(cards.first()).toContainText(arctic[0]!.name);
  });

  test('Home shows its featured islands and counts; a path that is no page is a 404', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('island-card').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'The catalogue in numbers' })).toContainText('Islands Cataloged');
    const missing = await page.goto('/island/no-such-island');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Island Not Found' })).toBeVisible();
  });
});

/** Console errors and warnings (React reports hydration mismatches there) while `visit` runs. */
async function consoleProblems(page: Page, visit: () => Promise<void>): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    // The browser reports the outline 404s of islands without a coastline; those are answers, not faults.
    if (/Failed to load resource: the server responded with a status of 404/.test(message.text())) return;
    problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  await visit();
  return problems;
}

test('hydration leaves no console errors or hydration warnings', async ({ page }) => {
  const problems = await consoleProblems(page, async () => {
    for (const path of [
      '/',
      '/explore',
      '/explore?region=arctic&q=island',
      '/island/tristan-da-cunha',
      '/island/rockall',
      '/island/spitsbergen',
      '/category/arctic',
      '/about',
      '/api-access',
      '/contact',
      '/travel-guides',
    ]) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.locator('#root')).toHaveAttribute('data-hydrated', 'true');
    }
  });
  expect(problems).toEqual([]);
});

test('the hydrated page is the app: links route in place and search answers each keystroke', async ({ page }) => {
  await page.goto('/explore?region=arctic');
  await expect(page.locator('#root')).toHaveAttribute('data-hydrated', 'true');
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page.getByRole('searchbox', { name: 'Search' }).fill('jan');
  await expect(page.getByRole('heading', { name: /^\d+ Islands? Found$/ })).toHaveText(
    islandsFound(expectedIslands({ region: 'Arctic', q: 'jan' }).length),
  );
  await page.getByTestId('island-card').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/island\//);
  // The same document: the router moved, the page did not reload.
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
});

test('Home and an island page take over without the schemas: zod is not on their way to hydration', async ({
  page,
}) => {
  // Evaluating zod and the contract's schemas cost a throttled phone ~150 ms before hydration
  // (Lighthouse's longest task on the island page). With their chunks refused, the page still
  // hydrates: its own HTML node stays, and what only the browser knows is drawn.
  await page.route(/\/assets\/(zod|schemas)-[^/]*\.js$/, (route) => route.abort());
  for (const path of ['/', '/island/tristan-da-cunha']) {
    await page.goto(path);
    const heading = await page.locator('h1').elementHandle();
    await expect(page.locator('#root')).toHaveAttribute('data-hydrated', 'true');
    expect(await page.evaluate((h1) => h1 === document.querySelector('h1'), heading)).toBe(true);
  }
  await expect(page.getByTestId('local-time')).toBeVisible();
});
