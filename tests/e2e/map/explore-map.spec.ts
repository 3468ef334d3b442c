import { readFileSync } from 'node:fs';
import { expect, test } from '../../support/e2e/app-test';
import { EXPLORE_PAGE_SIZE } from '../../../core/catalogue/explore-page';
import { queryIslands } from '../../../core/catalogue/island-query';
import type { Island } from '../../../core/contract/schemas';
import { generateCatalogue } from '../../bench/generate-catalogue';
import type { ExtraServer } from '../../support/e2e/extra-server';
import { startExtraServer } from '../../support/e2e/extra-server';
import { resultNames } from '../../support/e2e/ui';
import { expectedIslands } from '../../support/e2e/catalogue';
import { islandsDrawn, leafletOf, onlyLocalServer, tabToMapList } from '../../support/e2e/map';
import { islandsFound } from '../../../renderer/src/features/islands/found-words';

const found = (n: number) => ({ name: islandsFound(n) });

test.describe("Explore's map and downloads, with nothing but the local server reachable", () => {
  onlyLocalServer('Explore');

  test('the List / Map choice lives in the URL, and the map shows exactly the filtered set', async ({
    page,
    request,
  }) => {
    const pacificAirports: Island[] = await (await request.get('/api/islands?region=pacific&hasAirport=true')).json();
    const pacific: Island[] = await (await request.get('/api/islands?region=pacific')).json();
    expect(pacificAirports.length).toBeGreaterThan(0);
    expect(pacificAirports.length).toBeLessThan(pacific.length);

    await page.goto('/explore?region=pacific&filter=airports');
    await expect(page.getByRole('heading', found(pacificAirports.length))).toBeVisible();
    const views = page.getByRole('group', { name: 'Show results as' });
    await expect(views.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    await views.getByRole('button', { name: 'Map' }).click();
    await expect(page).toHaveURL(/\/explore\?region=pacific&filter=airports&view=map$/);
    await expect(views.getByRole('button', { name: 'Map' })).toHaveAttribute('aria-pressed', 'true');

    const map = page.getByTestId('island-map');
    await expect(leafletOf(map)).toHaveAttribute('data-land', 'drawn');
    await expect(map).toHaveAttribute('data-island-count', String(pacificAirports.length));
    await expect.poll(() => islandsDrawn(map)).toBe(pacificAirports.length);
    // The map's list equivalent names exactly the filtered islands.
    const mapList = page.getByTestId('map-island-list');
    await expect(mapList.locator('summary')).toHaveText(`List the ${pacificAirports.length} islands found`);
    await mapList.locator('summary').click();
    // The list renders its links once opened: wait for them before reading.
    await expect(mapList.getByRole('link')).toHaveCount(pacificAirports.length);
    const listed = await mapList.getByRole('link').allTextContents();
    expect(listed.sort()).toEqual(pacificAirports.map((island) => island.name).sort());

    // A chip changes the set on the map too; the view stays.
    await page.getByRole('group', { name: 'Features' }).getByRole('button', { name: 'Has airport' }).click();
    await expect(page).toHaveURL(/\/explore\?region=pacific&view=map$/);
    await expect(map).toHaveAttribute('data-island-count', String(pacific.length));
    await expect.poll(() => islandsDrawn(map)).toBe(pacific.length);

    // Back restores the filter; Back again, the list.
    await page.goBack();
    await expect(map).toHaveAttribute('data-island-count', String(pacificAirports.length));
    await page.goBack();
    await expect(page).toHaveURL(/\/explore\?region=pacific&filter=airports$/);
    await expect(page.getByTestId('island-map')).toHaveCount(0);
    expect(await resultNames(page)).toHaveLength(pacificAirports.length);

    // A shared link opens on the map.
    await page.goto('/explore?category=arctic&view=map');
    const arctic: Island[] = await (await request.get('/api/islands?category=arctic')).json();
    await expect(page.getByTestId('island-map')).toHaveAttribute('data-island-count', String(arctic.length));
  });

  test("a keyboard user reaches every marker's island through the map's list, in the results' order", async ({
    page,
  }) => {
    const expected = expectedIslands({ region: 'Antarctic', sort: 'population' }).map((island) => island.name);
    await page.goto('/explore?view=map&region=antarctic&sort=population');
    const map = page.getByTestId('island-map');
    await expect(map.locator('.leaflet-marker-icon').first()).toBeVisible();
    // From the map, Tab reaches the list's summary; Enter opens it; Tab walks the islands in order.
    await leafletOf(map).focus();
    const summary = await tabToMapList(page);
    await expect(summary).toHaveText(`List the ${expected.length} islands found`);
    await page.keyboard.press('Enter');
    const links = page.getByTestId('map-island-list').getByRole('link');
    await expect(links).toHaveText(expected);
    for (const name of expected.slice(0, 4)) {
      await page.keyboard.press('Tab');
      await expect(page.getByTestId('map-island-list').getByRole('link', { name, exact: true })).toBeFocused();
    }
  });

  test("'Download CSV' and 'Download GeoJSON' save the current results, the same as the API's exports", async ({
    page,
    request,
  }) => {
    const query = 'region=atlantic&militaryHistory=true&sort=area';
    const expected: Island[] = await (await request.get(`/api/islands?${query}`)).json();
    expect(expected.length).toBeGreaterThan(1);
    await page.goto('/explore?region=atlantic&filter=military&sort=area');
    await expect(page.getByRole('heading', found(expected.length))).toBeVisible();

    const [csvDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    // Named after the filters; a byte-order mark first, so Excel reads Île and ø as they are.
    expect(csvDownload.suggestedFilename()).toBe('isolario-islands-atlantic-military.csv');
    const bytes = readFileSync((await csvDownload.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = bytes.subarray(3).toString('utf8');
    const serverCsv = await (await request.get(`/api/islands.csv?${query}`)).text();
    expect(csv).toBe(serverCsv);
    expect(csv.trimEnd().split('\r\n')).toHaveLength(expected.length + 1);

    const [geoDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download GeoJSON' }).click(),
    ]);
    expect(geoDownload.suggestedFilename()).toBe('isolario-islands-atlantic-military.geojson');
    const geojson = JSON.parse(readFileSync((await geoDownload.path())!, 'utf8'));
    expect(geojson).toEqual(await (await request.get(`/api/islands.geojson?${query}`)).json());
    expect(geojson.features.map((feature: { properties: Island }) => feature.properties.id)).toEqual(
      expected.map((island) => island.id),
    );

    // The search text counts too: the file holds what is on screen.
    await page.getByRole('searchbox', { name: 'Search' }).fill('zzqqxx-nothing');
    await expect(page.getByRole('heading', found(0))).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Download GeoJSON' })).toBeDisabled();
  });

  test('a download whose islands cannot be fetched says so, and saves nothing', async ({ page }) => {
    await page.goto('/explore?region=atlantic');
    await expect(page.getByRole('heading', { name: /\d+ Islands Found/ })).toBeVisible();
    // The list is paged; a download asks for every island, which here fails.
    await page.route('**/api/islands', (route) => route.abort());
    let saved = false;
    page.on('download', () => (saved = true));
    await page.getByRole('button', { name: 'Download CSV' }).click();
    await expect(page.getByText('Download failed').first()).toBeVisible();
    expect(saved).toBe(false);
  });
});

test.describe('Explore with a generated catalogue of 10,000 islands', () => {
  const islands = generateCatalogue(10_000).islands;
  const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
  const byName = [...islands].sort((a, b) => collator.compare(a.name, b.name));
  let server: ExtraServer;

  test.beforeAll(async () => {
    server = await startExtraServer({
      editCatalog: (catalog) => {
        catalog.islands = islands as typeof catalog.islands;
        catalog.images = [];
      },
    });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('renders only the rows on screen, and scrolling reaches the last island', async ({ page }) => {
    await page.goto(`${server.url}/explore`);
    await expect(page.getByRole('heading', found(10_000))).toBeVisible({ timeout: 20_000 });
    const list = page.getByTestId('island-results');
    await expect(list).toHaveAttribute('data-total', '10000');
    const inPage = await list.locator(':scope > li').count();
    expect(inPage).toBeGreaterThan(0);
    expect(inPage).toBeLessThan(60);
    await expect(list.locator(':scope > li').first()).toHaveAttribute('aria-setsize', '10000');
    await expect(list.locator(':scope > li').first()).toHaveAttribute('aria-posinset', '1');
    await expect(page.getByTestId('island-card').first().getByRole('heading')).toHaveText(byName[0]!.name);

    // The page is as tall as the whole list; End (a smooth scroll here) shows the last island.
    await page.keyboard.press('End');
    const last = list.locator('li[aria-posinset="10000"]');
    // A smooth scroll over 10,000 rows, then the last page's request: slower on a loaded machine.
    await expect(last).toBeVisible({ timeout: 20_000 });
    await expect(last.getByRole('heading')).toHaveText(byName.at(-1)!.name);
    expect(await list.locator(':scope > li').count()).toBeLessThan(60);

    // Searching narrows the 10,000 to the matches.
    await page.keyboard.press('Home');
    const query = 'Kalonui';
    // The order and the set the core search gives (prefix, typos, relevance), as the API would.
    const matches = queryIslands(byName, { q: query }).items;
    expect(matches.length).toBeGreaterThan(0);
    await page.getByRole('searchbox', { name: 'Search' }).fill(query);
    await expect(page.getByRole('heading', found(matches.length))).toBeVisible();
    expect(await resultNames(page)).toEqual(matches.map((island) => island.name));
  });

  test('the page holds one page of results, not the catalogue, and the list asks only for pages', async ({
    page,
    request,
  }) => {
    const html = await (await request.get(`${server.url}/explore`)).text();
    // The 24 islands of page 0 in the state (each named there once); the other 9,976 nowhere.
    const embedded = new Set(html.match(/generated-\d+/g));
    expect(embedded.size).toBeLessThanOrEqual(EXPLORE_PAGE_SIZE);
    expect(html.length).toBeLessThan(200_000);

    const asked: string[] = [];
    page.on('request', (sent) => {
      const { pathname } = new URL(sent.url());
      if (pathname.startsWith('/api/islands')) asked.push(pathname);
    });
    await page.goto(`${server.url}/explore`);
    await expect(page.getByRole('heading', found(10_000))).toBeVisible({ timeout: 20_000 });
    await page.keyboard.press('End');
    await expect(page.locator('li[aria-posinset="10000"]').getByRole('heading')).toHaveText(byName.at(-1)!.name);
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((pathname) => pathname === '/api/islands/explore')).toBe(true);
  });

  test('keyboard users move through the cards in order past the rendered rows', async ({ page }) => {
    await page.goto(`${server.url}/explore`);
    await expect(page.getByRole('heading', found(10_000))).toBeVisible({ timeout: 20_000 });
    const links = page.getByTestId('island-card').getByRole('link');
    await links.first().focus();
    const position = () =>
      page.evaluate(`Number(document.activeElement.closest('li[aria-posinset]')?.getAttribute('aria-posinset'))`);
    expect(await position()).toBe(1);
    for (let step = 2; step <= 60; step += 1) {
      // The order past the rendered rows is what is tested, not a page of results still on its
      // way: Tab waits for the next card's island to have arrived (a skeleton has no link, so a
      // Tab pressed before it arrives leaves the list, which failed this on a busy machine).
      await expect(page.locator(`li[aria-posinset="${step}"]`).getByRole('link')).toHaveCount(1);
      await page.keyboard.press('Tab');
      expect(await position()).toBe(step);
    }
    await expect(page.locator(':focus')).toHaveText(byName[59]!.name);
  });

  test('focus on the last card in the page puts the next ones in the page at once, before any frame', async ({
    page,
  }) => {
    // Tab must always find a next card, even when the machine is too busy to render a frame
    // between key presses (on CI, focus once escaped the list this way).
    await page.goto(`${server.url}/explore`);
    await expect(page.getByRole('heading', found(10_000))).toBeVisible({ timeout: 20_000 });
    const result = (await page.evaluate(`(async () => {
      const cards = [...document.querySelectorAll('[data-testid="island-results"] > li')];
      const last = Math.max(...cards.map((li) => Number(li.getAttribute('aria-posinset'))));
      document.querySelector('li[aria-posinset="' + last + '"] a').focus();
      // Microtasks only: no frame, so no scroll event, can run in between.
      for (let i = 0; i < 5; i += 1) await Promise.resolve();
      return { last, next: document.querySelector('li[aria-posinset="' + (last + 1) + '"]') !== null };
    })()`)) as { last: number; next: boolean };
    expect(result.last).toBeLessThan(10_000);
    expect(result.next, `card ${result.last + 1} is in the page`).toBe(true);
  });
});
