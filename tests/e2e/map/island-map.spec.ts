import { expect, test } from '../../support/e2e/app-test';
import { centre, leafletOf, onlyLocalServer } from '../../support/e2e/map';
import { withoutSatellite } from '../../support/e2e/satellite';
import { openInApp } from '../../support/e2e/ui';

test.describe('island maps and locators, offline but for the local server', () => {
  onlyLocalServer('the maps');
  withoutSatellite();

  test('the island page has a locator map centred on the island, with its marker', async ({ page, request }) => {
    const island = await (await request.get('/api/islands/tristan-da-cunha')).json();
    await page.goto('/island/tristan-da-cunha');
    // The map loads only once its card is on screen.
    await page.locator('.island-detail__map').scrollIntoViewIfNeeded();
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
    // The map loads only once its card is on screen.
    await page.locator('.island-detail__map').scrollIntoViewIfNeeded();
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

  for (const [id, width] of [
    ['tristan-da-cunha', 1280],
    ['wrangel-island', 390],
  ] as const) {
    test(`at ${width} px the zoomed map of ${id} carries a world inset with the island marked, off the controls`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const island = await (await request.get(`/api/islands/${id}`)).json();
      await page.goto(`/island/${id}`);
      // The map loads only once its card is on screen.
      await page.locator('.island-detail__map').scrollIntoViewIfNeeded();
      const map = page.getByTestId('island-locator-map');
      const inset = map.getByTestId('world-inset');
      await map.scrollIntoViewIfNeeded();
      await expect(inset).toHaveAttribute('data-land', 'drawn');
      // The whole world, centred on the island's longitude; the marker at its latitude.
      await expect(inset).toHaveAttribute('viewBox', '-180 -90 360 180');
      const marker = inset.locator('.island-locator__marker');
      await expect(marker).toHaveAttribute('cx', '0');
      expect(Number(await marker.getAttribute('cy'))).toBeCloseTo(-island.latitude, 0);
      // Inside the map, and clear of the zoom buttons and the Map / Satellite switch.
      const box = (await inset.boundingBox())!;
      const frame = (await map.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(frame.x);
      expect(box.y).toBeGreaterThanOrEqual(frame.y);
      expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width);
      for (const control of [map.locator('.leaflet-control-zoom'), map.locator('.map-view-switch')]) {
        const other = (await control.boundingBox())!;
        const apart =
          other.x >= box.x + box.width ||
          other.x + other.width <= box.x ||
          other.y >= box.y + box.height ||
          other.y + other.height <= box.y;
        expect(apart, 'the inset covers a control').toBe(true);
      }
    });
  }

  test('the coastline credit is there before the coastline, so the attribution never grows a line', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // The coastline's answer held back: the map draws, the credit shows, then the outline arrives.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/islands\/tristan-da-cunha\/outline/, async (route) => {
      await held;
      await route.continue();
    });
    // Opened from inside the app: a server-rendered visit carries the coastline in its HTML.
    await openInApp(page, '/island/tristan-da-cunha');
    // The map loads only once its card is on screen.
    await page.locator('.island-detail__map').scrollIntoViewIfNeeded();
    const map = page.getByTestId('island-locator-map');
    await map.scrollIntoViewIfNeeded();
    const credit = map.locator('.leaflet-control-attribution');
    await expect(credit).toContainText('OpenStreetMap contributors');
    // The land's own credit (Natural Earth) comes with the land, whose code may arrive later on a
    // busy machine: measured before it, the credit grew a line that the outline never added.
    await expect(leafletOf(map)).toHaveAttribute('data-land', 'drawn');
    await expect(credit).toContainText('Natural Earth');
    await expect(leafletOf(map)).not.toHaveAttribute('data-outline', 'drawn');
    // Measured within the map: other cards above it may still be filling in on an in-app visit.
    const place = async () => {
      const [box, frame] = [(await credit.boundingBox())!, (await map.boundingBox())!];
      return { top: box.y - frame.y, height: box.height };
    };
    const before = await place();
    release();
    await expect(leafletOf(map)).toHaveAttribute('data-outline', 'drawn');
    expect(await place()).toEqual(before);
    // Credited once, not twice, now that the coastline itself carries the credit.
    expect((await credit.textContent())!.match(/OpenStreetMap/g)).toHaveLength(1);
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
