import { expect, test } from '../../support/e2e/app-test';
import { centre, islandsDrawn, leafletOf, onlyLocalServer, tabToMapList } from '../../support/e2e/map';

test.describe('the home map, with nothing but the local server reachable', () => {
  onlyLocalServer('the map');

  test('draws the bundled land and markers or clusters for every island in the catalogue', async ({
    page,
    request,
  }) => {
    const { totalIslands } = await (await request.get('/api/statistics')).json();
    await page.goto('/');
    // The map loads when the reader scrolls near it.
    await page.getByTestId('island-map-frame').scrollIntoViewIfNeeded();
    const map = page.getByTestId('island-map');
    await expect(leafletOf(map)).toHaveAttribute('data-land', 'drawn');
    expect(await map.locator('path.map-land').count()).toBeGreaterThan(0);
    await expect(map).toHaveAttribute('data-island-count', String(totalIslands));
    await expect.poll(() => islandsDrawn(map)).toBe(totalIslands);
    await expect(page.getByText('Interactive Map Coming Soon')).toHaveCount(0);
  });

  test('a marker opens a popup with name, place and access, and its link opens the island', async ({ page }) => {
    await page.goto('/');
    // The map loads when the reader scrolls near it.
    await page.getByTestId('island-map-frame').scrollIntoViewIfNeeded();
    const map = page.getByTestId('island-map');
    // Settled (land drawn, every island on it) before one is picked: a resize can still change
    // the zoom and so which markers stand alone.
    await expect(leafletOf(map)).toHaveAttribute('data-land', 'drawn');
    const total = Number(await map.getAttribute('data-island-count'));
    await expect.poll(() => islandsDrawn(map)).toBe(total);
    const id = await map.locator('.island-marker [data-island-id]').first().getAttribute('data-island-id');
    // That island's marker, not whichever is first when the click comes.
    const marker = map.locator('.island-marker', { has: page.locator(`[data-island-id="${id}"]`) });
    const island = await (await page.request.get(`/api/islands/${id}`)).json();
    await marker.click();
    const popup = page.getByTestId('island-popup');
    await expect(popup.getByRole('link', { name: island.name })).toBeVisible();
    await expect(popup).toContainText(island.country ?? '');
    await expect(popup).toContainText(island.region === 'Indian Ocean' ? 'Indian Ocean' : `${island.region} Ocean`);
    await expect(popup).toContainText(
      island.hasAirport ? 'Active Airport' : island.hasAbandonedAirstrip ? 'Abandoned Strip' : 'Boat Only',
    );
    await popup.getByRole('link', { name: island.name }).click();
    await expect(page).toHaveURL(new RegExp(`/island/${id}$`));
    await expect(page.getByRole('heading', { level: 1, name: island.name })).toBeVisible();
  });

  test('each ocean tile flies the map there, and links to Explore with that region', async ({ page, request }) => {
    const statistics = await (await request.get('/api/statistics')).json();
    await page.goto('/');
    // The map loads when the reader scrolls near it.
    await page.getByTestId('island-map-frame').scrollIntoViewIfNeeded();
    const map = page.getByTestId('island-map');
    await expect(leafletOf(map)).toHaveAttribute('data-center', /.+/);

    const arctic = page.getByTestId('region-tile-arctic');
    await expect(arctic).toContainText(`${statistics.byRegion.Arctic} islands`);
    await arctic.getByRole('button', { name: /Arctic Ocean/ }).click();
    await expect.poll(async () => (await centre(map))[0]).toBeGreaterThan(60);

    const antarctic = page.getByTestId('region-tile-antarctic');
    await antarctic.getByRole('button', { name: /Antarctic Ocean/ }).click();
    await expect.poll(async () => (await centre(map))[0]).toBeLessThan(-40);

    for (const slug of ['pacific', 'atlantic', 'indian-ocean', 'arctic', 'antarctic']) {
      await expect(page.getByTestId(`region-tile-${slug}`).getByRole('link')).toHaveAttribute(
        'href',
        `/explore?region=${slug}`,
      );
    }
    await arctic.getByRole('link').click();
    await expect(page).toHaveURL(/\/explore\?region=arctic$/);
    await expect(page.getByRole('heading', { name: `${statistics.byRegion.Arctic} Islands Found` })).toBeVisible();
  });

  test('keyboard users pass through the map to its list, which links every island', async ({ page, request }) => {
    const { totalIslands } = await (await request.get('/api/statistics')).json();
    await page.goto('/');
    await page.getByTestId('island-map-frame').scrollIntoViewIfNeeded();
    const map = page.getByTestId('island-map');
    await expect(leafletOf(map)).toHaveAttribute('data-land', 'drawn');
    await leafletOf(map).focus();
    await expect(leafletOf(map)).toHaveAccessibleName(/Map of \d+ islands/);
    await tabToMapList(page);
    await page.keyboard.press('Enter');
    const links = page.getByTestId('map-island-list').getByRole('link');
    await expect(links).toHaveCount(totalIslands);
    await page.keyboard.press('Tab');
    await expect(links.first()).toBeFocused();
  });
});
