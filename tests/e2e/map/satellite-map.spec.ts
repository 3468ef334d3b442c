import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../support/e2e/app-test';
import { leafletOf, onlyLocalServer } from '../../support/e2e/map';

const COMPOSITE_LAYERS = 'BlueMarble_ShadedRelief_Bathymetry,Landsat_WELD_CorrectedReflectance_TrueColor_Global_Annual';
const DAILY_TILE =
  /\/wmts\/epsg3857\/best\/MODIS_Terra_CorrectedReflectance_TrueColor\/default\/2012-07-09\/GoogleMapsCompatible_Level9\/\d+\/\d+\/\d+\.jpg$/;

/** The GIBS origin the server names in its islands' pictures (a local stand-in here). */
async function gibsOrigin(page: Page): Promise<string> {
  const island = await (await page.request.get('/api/islands/saint-helena')).json();
  return new URL(island.satellite.url).origin;
}

/**
 * Every map tile the page asks of GIBS, from now on. Pictures of islands (cards, hero) come from
 * the same origin, at their own sizes: a tile is Leaflet's 256 pixels square, or a WMTS tile.
 */
function recordTiles(page: Page, origin: string): URL[] {
  const tiles: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== origin || request.resourceType() !== 'image') return;
    const wmsTile = url.pathname.endsWith('/wms.cgi') && url.searchParams.get('WIDTH') === '256';
    if (wmsTile || url.pathname.startsWith('/wmts/')) tiles.push(url);
  });
  return tiles;
}

/** The documented WMS 1.1.1 GetMap shape of the cloud-free composite, asked tile by tile. */
function expectCompositeTile(url: URL) {
  expect(url.pathname).toBe('/wms/epsg3857/best/wms.cgi');
  const query = url.searchParams;
  expect(query.get('SERVICE')).toBe('WMS');
  expect(query.get('REQUEST')).toBe('GetMap');
  expect(query.get('VERSION')).toBe('1.1.1');
  expect(query.get('LAYERS')).toBe(COMPOSITE_LAYERS);
  expect(query.get('SRS')).toBe('EPSG:3857');
  expect(query.get('FORMAT')).toBe('image/jpeg');
  expect(query.get('TIME')).toBe('2001-01-01');
  expect(query.get('HEIGHT')).toBe('256');
  expect(query.get('BBOX')?.split(',').map(Number)).toHaveLength(4);
}

async function openIslandMap(page: Page): Promise<Locator> {
  await page.goto('/island/saint-helena');
  // The map loads when the reader comes near it.
  await page.getByRole('heading', { name: 'Location' }).scrollIntoViewIfNeeded();
  // The map loads only once its card is on screen.
  await page.locator('.island-detail__map').scrollIntoViewIfNeeded();
  const map = page.getByTestId('island-locator-map');
  await expect(leafletOf(map)).toHaveAttribute('data-land', 'drawn');
  return map;
}

async function openHomeMap(page: Page): Promise<Locator> {
  await page.goto('/');
  await page.getByTestId('island-map-frame').scrollIntoViewIfNeeded();
  const map = page.getByTestId('island-map');
  await expect(leafletOf(map)).toHaveAttribute('data-land', 'drawn');
  return map;
}

/** From the map, Shift+Tab reaches the switch just before it: Space picks Satellite, Enter goes back. */
async function switchByKeyboard(page: Page, map: Locator, tiles: URL[]) {
  const views = map.getByRole('group', { name: 'Map view' });
  const satellite = views.getByRole('button', { name: 'Satellite' });
  const plain = views.getByRole('button', { name: 'Map' });
  await expect(plain).toHaveAttribute('aria-pressed', 'true');

  await leafletOf(map).focus();
  await page.keyboard.press('Shift+Tab');
  await expect(satellite).toBeFocused();
  expect(await satellite.evaluate((button) => button.matches(':focus-visible')), 'focus is shown').toBe(true);
  await page.keyboard.press('Space');
  await expect(satellite).toHaveAttribute('aria-pressed', 'true');
  await expect(map).toHaveAttribute('data-picture', 'satellite');
  await expect.poll(() => tiles.length).toBeGreaterThan(0);
  await expect(map.locator('.leaflet-control-attribution')).toContainText('NASA GIBS');

  await page.keyboard.press('Shift+Tab');
  await expect(plain).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(plain).toHaveAttribute('aria-pressed', 'true');
  await expect(map).toHaveAttribute('data-picture', 'map');
  await expect(map.locator('img.leaflet-tile')).toHaveCount(0);
  await expect(map.locator('.leaflet-control-attribution')).not.toContainText('NASA GIBS');
}

test.describe('the Satellite view of the maps, with only the local server and the GIBS stand-in', () => {
  onlyLocalServer('the satellite maps');

  test('the island map shows the cloud-free composite, then any day of MODIS Terra', async ({ page }) => {
    const origin = await gibsOrigin(page);
    const tiles = recordTiles(page, origin);
    const map = await openIslandMap(page);

    // The offline Map is the default: nothing is asked of GIBS for the map until Satellite is picked.
    await expect(map).toHaveAttribute('data-picture', 'map');
    expect(tiles).toEqual([]);
    await expect(page.getByLabel('Day (daily MODIS imagery)')).toHaveCount(0);

    await map.getByRole('group', { name: 'Map view' }).getByRole('button', { name: 'Satellite' }).click();
    await expect(map).toHaveAttribute('data-imagery', 'shown');
    await expect.poll(() => tiles.length).toBeGreaterThan(0);
    for (const url of tiles) expectCompositeTile(url);
    // Drawn as <img> tiles from that service, the outline still over them.
    const drawn = map.locator('img.leaflet-tile-loaded');
    await expect.poll(() => drawn.count()).toBeGreaterThan(0);
    for (const src of await drawn.evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).src))) {
      expectCompositeTile(new URL(src));
    }
    await expect(leafletOf(map)).toHaveAttribute('data-outline', 'drawn');
    await expect(map.locator('.leaflet-overlay-pane path')).not.toHaveCount(0);
    const attribution = map.locator('.leaflet-control-attribution');
    await expect(attribution).toBeVisible();
    await expect(attribution).toContainText('NASA GIBS');
    await expect(page.getByText('Cloud-free composite: Landsat 2001 over Blue Marble 2004')).toBeVisible();

    const day = page.getByLabel('Day (daily MODIS imagery)');
    await expect(day).toHaveAttribute('min', '2000-02-24');
    await expect(day).toHaveAttribute('max', new Date(Date.now() - 86_400_000).toISOString().slice(0, 10));

    // A day out of range is refused and asks for nothing; a real one asks for its tiles.
    await day.fill('1999-12-31');
    await expect(page.getByText(/Pick a day from 2000-02-24 to \d{4}-\d{2}-\d{2}\./)).toBeVisible();
    await expect(day).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Cloud-free composite: Landsat 2001 over Blue Marble 2004')).toBeVisible();
    const daily = tiles.length;
    await day.fill('2012-07-09');
    await expect(page.getByText('MODIS Terra, 2012-07-09: clouds as they were')).toBeVisible();
    await expect(day).not.toHaveAttribute('aria-invalid');
    await expect.poll(() => tiles.length).toBeGreaterThan(daily);
    await expect(map).toHaveAttribute('data-imagery', 'shown');
    for (const url of tiles.slice(daily)) expect(url.pathname).toMatch(DAILY_TILE);
    await expect(attribution).toContainText('NASA GIBS');

    // And back to the composite.
    const composite = tiles.length;
    await page.getByRole('button', { name: 'Show the cloud-free composite' }).click();
    await expect(day).toHaveValue('');
    await expect(day).toBeFocused();
    await expect(page.getByText('Cloud-free composite: Landsat 2001 over Blue Marble 2004')).toBeVisible();
    // Its tiles may come from the browser's cache now: read what the map draws.
    await expect(map).toHaveAttribute('data-imagery', 'shown');
    for (const src of await drawn.evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).src))) {
      expectCompositeTile(new URL(src));
    }
    for (const url of tiles.slice(composite)) expectCompositeTile(url);
    expect(tiles.filter((url) => url.href.includes('1999-12-31'))).toEqual([]);
  });

  test('keyboard alone switches the island map between Map and Satellite', async ({ page }) => {
    const tiles = recordTiles(page, await gibsOrigin(page));
    const map = await openIslandMap(page);
    await expect(leafletOf(map)).toHaveAttribute('data-outline', 'drawn');
    await switchByKeyboard(page, map, tiles);
    // Back on the Map, the coastline is filled again (over imagery it is a line).
    await expect(map.locator('.leaflet-overlay-pane path:not(.map-land)').first()).not.toHaveAttribute('fill', 'none');
  });

  test('the home map offers the same switch, and keyboard alone uses it', async ({ page }) => {
    const tiles = recordTiles(page, await gibsOrigin(page));
    const map = await openHomeMap(page);
    await expect(map).toHaveAttribute('data-picture', 'map');
    expect(tiles).toEqual([]);
    await switchByKeyboard(page, map, tiles);
    for (const url of tiles) expectCompositeTile(url);
  });

  test('when GIBS cannot be reached the map says so, with no broken images and no errors of ours', async ({ page }) => {
    const origin = await gibsOrigin(page);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      // The browser's own line for each failed request is not ours.
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
        errors.push(message.text());
      }
    });
    await page.route(`${origin}/**`, (route) => route.abort('internetdisconnected'));
    const map = await openIslandMap(page);

    await map.getByRole('group', { name: 'Map view' }).getByRole('button', { name: 'Satellite' }).click();
    await expect(map).toHaveAttribute('data-imagery', 'failed');
    await expect(page.getByRole('status').filter({ hasText: 'could not be loaded' })).toBeVisible();
    // Said over the empty imagery too, not only under the map.
    await expect(map.locator('.map-imagery-notice')).toHaveText(/could not be loaded/);
    // Every failed tile is the transparent stand-in, which loads: none shows a broken image.
    const tiles = map.locator('img.leaflet-tile');
    await expect.poll(() => tiles.count()).toBeGreaterThan(0);
    const broken = () =>
      tiles.evaluateAll(
        (imgs) => (imgs as HTMLImageElement[]).filter((img) => !img.complete || img.naturalWidth === 0).length,
      );
    await expect.poll(broken).toBe(0);
    expect(errors).toEqual([]);

    // The Map view needs nothing from outside.
    await map.getByRole('button', { name: 'Map' }).click();
    await expect(map).toHaveAttribute('data-picture', 'map');
    await expect(leafletOf(map)).toHaveAttribute('data-land', 'drawn');
  });

  test('offline, the Satellite view says at once that it needs a connection', async ({ page, context }) => {
    const map = await openIslandMap(page);
    await context.setOffline(true);
    await map.getByRole('group', { name: 'Map view' }).getByRole('button', { name: 'Satellite' }).click();
    const notice = 'The Satellite view needs a connection. The Map view works offline.';
    await expect(map.locator('.map-imagery-notice')).toHaveText(notice);
    await expect(page.getByRole('status').filter({ hasText: notice })).toBeAttached();
    await context.setOffline(false);
    // Back online the notice goes: changed to another, or gone (not.toHaveText needed it there).
    await expect(map.locator('.map-imagery-notice', { hasText: notice })).toHaveCount(0);
  });
});
