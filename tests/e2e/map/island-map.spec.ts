import { expect, test } from '../../support/e2e/app-test';
import { centre, leafletOf, onlyLocalServer } from '../../support/e2e/map';
import { withoutSatellite } from '../../support/e2e/satellite';

test.describe('island maps and locators, offline but for the local server', () => {
  onlyLocalServer('the maps');
  withoutSatellite();

  test('the island page has a locator map centred on the island, with its marker', async ({ page, request }) => {
    const island = await (await request.get('/api/islands/tristan-da-cunha')).json();
    await page.goto('/island/tristan-da-cunha');
    const map = page.getByTestId('island-locator-map');
    await expect(leafletOf(map)).toHaveAttribute('data-land', 'drawn');
    await expect(map.locator('[data-island-id="tristan-da-cunha"]')).toHaveCount(1);
    // Zoomed to the island's coastline: the centre lies within a few kilometres of its point.
    await expect(leafletOf(map)).toHaveAttribute('data-outline', 'drawn');
    const [lat, lng] = await centre(map);
    expect(Math.abs(lat - island.latitude)).toBeLessThan(0.05);
    expect(Math.abs(lng - island.longitude)).toBeLessThan(0.05);
    await expect(leafletOf(map)).toHaveAccessibleName(`Map of the ocean around ${island.name}`);
  });

  test('Wrangel, cut at 180°, is framed in one piece with its pin on the map', async ({ page }) => {
    await page.goto('/island/wrangel-island');
    const map = page.getByTestId('island-locator-map');
    await expect(leafletOf(map)).toHaveAttribute('data-outline', 'drawn');
    const pin = map.locator('[data-island-id="wrangel-island"]');
    await expect(pin).toHaveCount(1);
    // The pin is on the map's own view, not on a world copy 360° away.
    await map.scrollIntoViewIfNeeded();
    await expect(pin).toBeInViewport();
    const frame = (await leafletOf(map).boundingBox())!;
    const at = (await pin.boundingBox())!;
    expect(at.x).toBeGreaterThan(frame.x);
    expect(at.x + at.width).toBeLessThan(frame.x + frame.width);
    expect(at.y).toBeGreaterThan(frame.y);
    expect(at.y + at.height).toBeLessThan(frame.y + frame.height);
  });

  test('an island without a picture or a coastline shows a drawn locator under the placeholder', async ({ page }) => {
    // Rockall is a rock the coastline data lacks: its ocean's locator stands in for the outline.
    await page.goto('/explore?q=rockall');
    const card = page.getByTestId('island-card').filter({ has: page.locator('a[href="/island/rockall"]') });
    await expect(card).toContainText('No Image Available');
    await expect(card).toContainText('Satellite imagery pending');
    await expect(card.getByTestId('island-locator')).toHaveAttribute('data-land', 'drawn');
    expect(await card.locator('.island-locator__land').count()).toBe(1);

    await page.goto('/island/rockall');
    const hero = page.locator('.island-hero');
    await expect(hero).toContainText('Satellite imagery pending');
    await expect(hero.getByTestId('island-locator')).toHaveAttribute('data-land', 'drawn');
    await expect(hero.locator('.island-locator__marker')).toHaveCount(1);
  });
});
