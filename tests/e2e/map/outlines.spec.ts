import { expect, test } from '../../support/e2e/app-test';
import { catalogue } from '../../support/e2e/catalogue';
import { onlyLocalServer } from '../../support/e2e/map';
import { withoutSatellite } from '../../support/e2e/satellite';

onlyLocalServer('island outlines');
// Where NASA's pictures cannot load, each island's coastline stands in for them.
withoutSatellite();

test("cards draw their island's sketch with a scale, a north arrow and the attribution", async ({ page }) => {
  await page.goto('/');
  const featured = catalogue().filter((island) => island.featured);
  const cards = page.getByTestId('island-card');
  await expect(cards).toHaveCount(featured.length);
  for (let i = 0; i < featured.length; i++) {
    const sketch = cards.nth(i).getByTestId('island-sketch');
    await sketch.scrollIntoViewIfNeeded();
    await expect(sketch.locator('.island-sketch__land')).toHaveAttribute('d', /^M\d+ \d+( \d+ \d+)+Z/);
    await expect(sketch).toContainText(/\d+ k?m/);
    await expect(sketch).toContainText('N');
    await expect(sketch).toContainText('© OpenStreetMap contributors');
    // Drawn inside the card's picture, not collapsed or overflowing it.
    const box = (await sketch.locator('.island-sketch__land').boundingBox())!;
    const frame = (await cards.nth(i).locator('.island-card__media').boundingBox())!;
    expect(box.width).toBeGreaterThan(10);
    expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width + 1);
    expect(box.y + box.height).toBeLessThanOrEqual(frame.y + frame.height + 1);
  }
  // The placeholder text stays, as the spec words it.
  await expect(cards.first()).toContainText('No Image Available');
  await expect(cards.first()).toContainText('Satellite imagery pending');
});

test('an island the coastline data lacks keeps the locator of its ocean', async ({ page }) => {
  await page.goto('/island/rockall');
  const hero = page.locator('.island-hero');
  await expect(hero.getByTestId('island-locator')).toBeVisible();
  await expect(hero.getByTestId('island-outline')).toHaveCount(0);
});

test("the island page's map zooms to the island and draws its coastline, credited", async ({ page }) => {
  await page.goto('/island/kerguelen-islands');
  // The map loads only once its card is on screen.
  await page.locator('.island-detail__map').scrollIntoViewIfNeeded();
  const map = page.getByTestId('island-locator-map').locator('.leaflet-container');
  await expect(map).toHaveAttribute('data-outline', 'drawn');
  expect(Number(await map.getAttribute('data-zoom'))).toBeGreaterThanOrEqual(6);
  await expect(map.locator('.leaflet-control-attribution')).toContainText('© OpenStreetMap contributors');
  await expect(map.locator('.leaflet-overlay-pane path')).not.toHaveCount(0);
});

test('the Explore map draws coastlines only once zoomed in on the islands', async ({ page }) => {
  await page.goto('/explore?view=map');
  const map = page.getByTestId('island-map').locator('.leaflet-container');
  await expect(map).toHaveAttribute('data-land', 'drawn');
  // Coastlines are filled with the outline's sand colour; the world's land is not.
  const coastlines = map.locator('.leaflet-overlay-pane path[fill="#d8c9a7"]');
  await expect(coastlines).toHaveCount(0);
  await page.goto('/explore?view=map&q=kerguelen');
  await expect(map).toHaveAttribute('data-land', 'drawn');
  await map.scrollIntoViewIfNeeded();
  expect(Number(await map.getAttribute('data-zoom'))).toBeGreaterThanOrEqual(6);
  await expect(coastlines).toHaveCount(1);
  await expect(map.locator('.leaflet-control-attribution')).toContainText('© OpenStreetMap contributors');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the hero's outline keeps clear of its badge, scale bar and credit", async ({ page }) => {
    await page.goto('/island/saint-helena');
    const hero = page.locator('.island-hero');
    const outline = hero.getByTestId('island-outline');
    await expect(outline).toHaveAttribute('data-outline', 'drawn');
    const land = (await outline.locator('.island-outline__land').boundingBox())!;
    for (const covering of [
      hero.locator('.island-hero__overlay .badge').first(),
      outline.locator('.island-outline__scale'),
      outline.locator('.island-outline__attribution'),
      hero.getByRole('heading', { level: 1 }),
    ]) {
      const box = (await covering.boundingBox())!;
      const apart =
        box.x >= land.x + land.width ||
        box.x + box.width <= land.x ||
        box.y >= land.y + land.height ||
        box.y + box.height <= land.y;
      expect(apart, await covering.evaluate((el) => el.className || el.tagName)).toBe(true);
    }
  });
});
