import { expect, test, waitingForApp } from '../../support/e2e/app-test';
import { countFacets } from '../../../core/catalogue/facets';
import { distanceKm } from '../../../core/place/geo';
import { catalogue, expectedIslands, island } from '../../support/e2e/catalogue';
import { choose, chosen, resultNames } from '../../support/e2e/ui';
import { islandsFound } from '../../../renderer/src/features/islands/found-words';

const found = (n: number) => ({ name: islandsFound(n) });

test('Explore finds what people type: the named island first, typos forgiven, other names known', async ({ page }) => {
  await page.goto('/explore');
  const search = page.getByRole('searchbox', { name: 'Search' });
  for (const [query, first] of [
    ['Pitcairn', 'Pitcairn Island'],
    ['Kergulen', 'Kerguelen Islands'],
    ['Tristan da Cuhna', 'Tristan da Cunha'],
    ['Rapa Nui', 'Easter Island'],
    ['St Helena', 'Saint Helena'],
  ]) {
    await search.fill(query!);
    const expected = expectedIslands({ q: query });
    expect(expected[0]!.name).toBe(first);
    await expect(page.getByRole('heading', found(expected.length))).toBeVisible();
    await expect(page.getByTestId('island-card').first().getByRole('heading')).toHaveText(first!);
    // Relevance is the sort in force while there is a search.
    await expect(chosen(page.getByRole('combobox', { name: 'Sort by' }))).toHaveText(/Relevance/);
  }
  expect(await resultNames(page)).toEqual(expectedIslands({ q: 'St Helena' }).map((i) => i.name));
});

test('the counts beside regions and features follow the search', async ({ page }) => {
  await page.goto('/explore');
  const chip = page.getByRole('group', { name: 'Features' }).getByRole('button', { name: /Has airport/ });
  const all = countFacets(catalogue());
  await expect(chip).toHaveAccessibleName(`Has airport, ${all.hasAirport} islands`);
  await page.getByRole('searchbox', { name: 'Search' }).fill('volcanic');
  const volcanic = countFacets(expectedIslands({ q: 'volcanic' }));
  await expect(chip).toHaveAccessibleName(`Has airport, ${volcanic.hasAirport} islands`);
  await expect(page.getByRole('combobox', { name: 'Region' }).getByRole('option')).toContainText([
    `Atlantic Ocean (${volcanic.region.Atlantic})`,
  ]);
});

test('country filter: the islands of one state, kept in the URL', async ({ page }) => {
  await page.goto('/explore');
  await choose(page, page.getByRole('combobox', { name: 'Country' }), 'Norway');
  await expect(page).toHaveURL(/\/explore\?country=no$/);
  const norway = expectedIslands({ country: 'NO' });
  await expect(page.getByRole('heading', found(norway.length))).toBeVisible();
  expect(await resultNames(page)).toEqual(norway.map((i) => i.name));
});

test('Near me asks for the location only on click, then orders by distance', async ({ browser, baseURL }) => {
  const tristan = island('tristan-da-cunha');
  const context = await browser.newContext({
    baseURL,
    geolocation: { latitude: tristan.latitude, longitude: tristan.longitude },
    permissions: ['geolocation'],
  });
  const page = await context.newPage();
  waitingForApp(page);
  await page.goto('/explore');
  await expect(page).toHaveURL(/\/explore$/);
  await page.getByRole('group', { name: 'Place' }).getByRole('button', { name: 'Near me' }).click();
  // Rounded to two decimals before it goes into the address.
  await expect(page).toHaveURL(/near=-37\.11%2C-12\.28|near=-37\.11,-12\.28/);
  const near = { latitude: -37.11, longitude: -12.28 };
  const expected = expectedIslands({ near });
  await expect(chosen(page.getByRole('combobox', { name: 'Sort by' }))).toHaveText(/Distance/);
  await expect(page.getByTestId('island-card').first().getByRole('heading')).toHaveText('Tristan da Cunha');
  const second = expected[1]!;
  await expect(page.getByTestId('island-card').nth(1)).toContainText(
    `${Math.round(distanceKm(near, second)).toLocaleString('en')} km away`,
  );
  expect(await resultNames(page, { first: 48 })).toEqual(expected.slice(0, 48).map((i) => i.name));
  await context.close();
});

test('a refused location says so, and nothing changes', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, permissions: [] });
  const page = await context.newPage();
  waitingForApp(page);
  await page.goto('/explore');
  await page.getByRole('button', { name: 'Near me' }).click();
  await expect(page.getByRole('status').filter({ hasText: /did not share your location/ })).toBeVisible();
  await expect(page).toHaveURL(/\/explore$/);
  await context.close();
});

test("'Search this area' on the map keeps the islands in view, as a bbox in the URL", async ({ page }) => {
  await page.goto('/explore?view=map&region=arctic');
  const map = page.getByTestId('island-map');
  await expect(map.locator('.leaflet-marker-icon').first()).toBeVisible();
  // The user frames a part of the Arctic, then searches it: the map stays where they put it.
  await page.getByRole('button', { name: 'Zoom in' }).click();
  const leaflet = map.locator('.leaflet-container');
  await expect(leaflet).not.toHaveAttribute('data-zoom', /^$/);
  await page.waitForTimeout(400);
  const framed = { center: await leaflet.getAttribute('data-center'), zoom: await leaflet.getAttribute('data-zoom') };
  await page.getByRole('button', { name: 'Search this area' }).click();
  await expect(page).toHaveURL(/bbox=/);
  const bbox = new URL(page.url()).searchParams.get('bbox')!.split(',').map(Number) as [number, number, number, number];
  const [west, south, east, north] = bbox;
  const inside = expectedIslands({ region: 'Arctic', bbox: { west, south, east, north } });
  await expect(page.getByRole('heading', found(inside.length))).toBeVisible();
  await page.waitForTimeout(600);
  expect({ center: await leaflet.getAttribute('data-center'), zoom: await leaflet.getAttribute('data-zoom') }).toEqual(
    framed,
  );
  await expect(page.getByRole('button', { name: /In the map area/ })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: /In the map area/ }).click();
  await expect(page).not.toHaveURL(/bbox=/);
});
