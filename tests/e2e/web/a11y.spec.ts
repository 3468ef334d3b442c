import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/e2e/app-test';

const ROUTES = [
  '/',
  '/explore',
  '/explore?q=zzz-nothing',
  '/explore?filter=airports&filter=military',
  '/explore?region=arctic&view=map',
  '/about',
  '/contact',
  '/category/military-history',
  '/category/no-such-category',
  '/travel-guides',
  '/api-access',
  '/privacy',
  '/terms',
  '/cookies',
  '/island/tristan-da-cunha',
  '/remotest',
  '/island/no-such-island',
  '/lost-at-sea',
];

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      nodes: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

// axe walks every node: Explore's full catalogue takes a while on a small machine.
test.describe.configure({ timeout: 90_000 });

for (const route of ROUTES) {
  test(`axe: no serious or critical violation on ${route}`, async ({ page }) => {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[aria-busy="true"], [data-testid="island-card-skeleton"]')).toHaveCount(0);
    // Maps load their code and land on demand, some when scrolled near: check them drawn.
    await page.evaluate("window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' })");
    await page.waitForLoadState('networkidle');
    await expect(page.locator('.leaflet-container:not([data-land="drawn"])')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('axe: the submission dialog, its errors, and the mobile menu', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Submit Island' }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit a Remote Island' });
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('axe: wide tables scroll by keyboard, and the island page is clean', async ({ page }) => {
    for (const route of ['/remotest', '/about', '/island/spitsbergen']) {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      expect(await seriousViolations(page), route).toEqual([]);
    }
    // The ranking's last column is off a phone's screen: its region takes focus and scrolls.
    await page.goto('/remotest');
    const table = page.getByRole('region', {
      name: 'Inhabited islands, by the nearest inhabited land (scrolls sideways)',
    });
    await expect(table.locator('tbody tr').first()).toBeVisible();
    expect(await table.evaluate((node) => node.scrollWidth > node.clientWidth)).toBe(true);
    await table.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => table.evaluate((node) => node.scrollLeft)).toBeGreaterThan(0);
  });
});
