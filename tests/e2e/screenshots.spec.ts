import { mkdirSync } from 'node:fs';
import { expect, test } from '../support/e2e/app-test';
import { blockSatellite } from '../support/e2e/satellite';

/** Design screenshots for review: `SCREENSHOTS=1 npx playwright test tests/e2e/screenshots.spec.ts`. */

const OUT = 'renderer/screenshots';

const settle = async (page: import('@playwright/test').Page, { scroll = true } = {}) => {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"], [data-testid="island-card-skeleton"]')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
  // Maps and locators load on demand, some when scrolled near: bring them all in, drawn.
  // A screen at a time, so that every frame passes near the viewport on the way down.
  for (let top = 0; scroll && top < ((await page.evaluate('document.body.scrollHeight')) as number); top += 600) {
    await page.evaluate(`window.scrollTo({ top: ${top}, behavior: 'instant' })`);
    await page.waitForTimeout(50);
  }
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('Loading map...')).toHaveCount(0);
  await expect(page.locator('.leaflet-container:not([data-land="drawn"])')).toHaveCount(0);
  await page.evaluate("window.scrollTo({ top: 0, behavior: 'instant' })");
  await page.waitForLoadState('networkidle');
};

for (const viewport of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`screenshots (${viewport.name})`, async ({ page }) => {
    test.setTimeout(180_000);
    mkdirSync(OUT, { recursive: true });
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    for (const [name, path] of [
      ['home', '/'],
      ['explore', '/explore'],
      ['island', '/island/tristan-da-cunha'],
      ['island-chatham', '/island/chatham-islands'],
      ['island-spitsbergen', '/island/spitsbergen'],
      // Large land outside the catalogue by its name in How remote (Madagascar).
      ['island-europa', '/island/europa-island'],
      // The ways in by air under the access line, and a highest point in Quick Facts.
      ['island-diomede', '/island/little-diomede-island'],
      ['island-ymer', '/island/ymer-island'],
      // A group entry's islands by name, with their areas.
      ['island-franz-josef', '/island/franz-josef-land'],
      ['category', '/category/arctic'],
      ['api-access', '/api-access'],
      ['api-reference', '/api/docs'],
      ['about', '/about'],
      ['newsletter-confirm', '/newsletter/confirm?token=Q2hlY2sgeW91ciBpbmJveCBmb3IgdGhlIHJlYWwgb25'],
    ] as const) {
      await page.goto(path);
      // The reference is many screens, all in the page as it arrives: nothing to bring near.
      const reference = name === 'api-reference';
      await settle(page, { scroll: !reference });
      // Whole pages for the short ones; the first screens of the long lists.
      const full = name === 'home' || name.startsWith('island');
      await page.screenshot({
        path: `${OUT}/${name}-${viewport.name}.png`,
        fullPage: true,
        ...(full ? {} : { clip: { x: 0, y: 0, width: viewport.width, height: viewport.height * 2 } }),
      });
    }
    await page.goto('/');
    await settle(page);
    await page
      .getByRole('button', { name: viewport.name === 'phone' ? 'Open menu' : 'Submit Island' })
      .first()
      .click();
    if (viewport.name === 'phone') {
      await page.screenshot({ path: `${OUT}/menu-${viewport.name}.png` });
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Submit Island' }).click();
    }
    const dialog = page.getByRole('dialog', { name: 'Submit a Remote Island' });
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByRole('alert')).toBeVisible();
    await page.screenshot({ path: `${OUT}/dialog-${viewport.name}.png` });
  });
}

// NASA pictures on a card, a hero and the island map, with GIBS answering (its stand-in) and not.
for (const viewport of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  for (const state of ['online', 'offline'] as const) {
    test(`satellite screenshots (${viewport.name}, ${state})`, async ({ page }) => {
      test.setTimeout(60_000);
      mkdirSync(OUT, { recursive: true });
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      if (state === 'offline') await blockSatellite(page);
      const shot = `${OUT}/satellite-%s-${state}-${viewport.name}.png`;

      await page.goto('/');
      const card = page.getByTestId('island-card').first();
      await card.scrollIntoViewIfNeeded();
      await page.waitForLoadState('networkidle');
      await card.screenshot({ path: shot.replace('%s', 'card') });

      // Explore's cards, each drawing the sketch its answer carries where no picture comes.
      await page.goto('/explore');
      await expect(page.getByTestId('island-card').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: shot.replace('%s', 'explore') });

      await page.goto('/island/saint-helena');
      await page.waitForLoadState('networkidle');
      await page.locator('.island-hero').screenshot({ path: shot.replace('%s', 'hero') });

      // The map loads only once its card is on screen.

      await page.locator('.island-detail__map').scrollIntoViewIfNeeded();

      const map = page.getByTestId('island-locator-map');
      await map.scrollIntoViewIfNeeded();
      await expect(map.locator('.leaflet-container')).toHaveAttribute('data-outline', 'drawn');
      await map.getByRole('group', { name: 'Map view' }).getByRole('button', { name: 'Satellite' }).click();
      await expect(map).toHaveAttribute('data-imagery', state === 'online' ? 'shown' : 'failed');
      await page.waitForLoadState('networkidle');
      await map.locator('..').screenshot({ path: shot.replace('%s', 'map') });
    });
  }
}
