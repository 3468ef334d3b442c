import { readFileSync } from 'node:fs';
import { expect, test } from '../../support/e2e/app-test';
import { blockSatellite } from '../../support/e2e/satellite';
import { catalogue } from '../../support/e2e/catalogue';
import { startExtraServer } from '../../support/e2e/extra-server';
import { delayResponses, openInApp, resultNames } from '../../support/e2e/ui';

const SLUGS = ['tropical', 'abandoned-airstrip', 'uninhabited', 'active-airport', 'military-history', 'arctic'];

test('a valid category: title, count, description, characteristics, statistics, examples and cards', async ({
  page,
}) => {
  const islands = catalogue().filter((i) => i.category === 'Military History');
  await delayResponses(page, '**/api/islands/category/military-history', 800);
  await openInApp(page, '/category/military-history');
  await expect(page.getByTestId('island-card-skeleton')).toHaveCount(6);
  await expect(page.getByRole('heading', { level: 1, name: /Islands with Military History/ })).toBeVisible();
  await expect(page.getByText(`${islands.length} islands in the catalogue`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Key characteristics' })).toBeVisible();
  const stats = page.getByRole('region', { name: 'Statistics' });
  await expect(stats).toContainText(`Total islands${islands.length}`);
  await expect(stats).toContainText(`Inhabited${islands.filter((i) => i.isInhabited).length}`);
  await expect(stats).toContainText(`With airports${islands.filter((i) => i.hasAirport).length}`);
  const countries = new Set(islands.flatMap((i) => (i.country ? [i.country.trim().toLowerCase()] : [])));
  await expect(stats).toContainText(`Countries${countries.size}`);
  await expect(page.getByRole('region', { name: 'Notable examples' }).getByRole('link')).toHaveCount(
    Math.min(3, islands.length),
  );
  // Every card, in the catalogue's order by name, as the list scrolls (only rows near the screen are in the page).
  const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
  expect(await resultNames(page)).toEqual(islands.map((i) => i.name).sort(byName.compare));
});

test("an unknown slug shows 'Category Not Found' with links to every category, Explore and Home", async ({ page }) => {
  await page.goto('/category/volcanic');
  await expect(page.getByRole('heading', { level: 1, name: 'Category Not Found' })).toBeVisible();
  const links = page.getByRole('list', { name: 'Available categories' }).getByRole('link');
  await expect(links).toHaveCount(6);
  for (const slug of SLUGS) {
    await expect(page.locator(`a[href="/category/${slug}"]`).first()).toBeVisible();
  }
  await expect(page.getByRole('main').getByRole('link', { name: 'Explore Islands' })).toHaveAttribute(
    'href',
    '/explore',
  );
  await expect(page.getByRole('main').getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  await links.first().click();
  await expect(page).toHaveURL(/\/category\/tropical$/);
  await expect(page.getByRole('heading', { level: 1, name: /Tropical Islands/ })).toBeVisible();
});

test('a category page says how its islands are chosen: the first of the six that fits', async ({ page }) => {
  await page.goto('/category/tropical');
  const rule = page.getByTestId('category-rule');
  await expect(rule).toContainText('Filed here: the islands with a place within 23.44° of the equator');
  await expect(rule).toContainText(
    'Abandoned Airstrip, Arctic, Uninhabited, Military History, Active Airport, Tropical',
  );
  await page.goto('/category/abandoned-airstrip');
  await expect(page.getByTestId('category-rule')).toContainText('Filed here: every island with an abandoned airstrip');
  // Explore says its category menu counts differently from its feature chips.
  await page.goto('/explore');
  await expect(page.getByLabel('Category')).toHaveAccessibleDescription(
    'One per island; the features count every island',
  );
});

test("an empty category shows 'No Islands Found'", async ({ browser }) => {
  // A server of its own whose catalogue has no Tropical island, so the shared one stays intact.
  const server = await startExtraServer({
    editCatalog: (catalog) => {
      catalog.islands = catalog.islands.filter((i) => i.category !== 'Tropical');
    },
  });
  try {
    const page = await browser.newPage({ baseURL: server.url });
    await page.goto('/category/tropical');
    await expect(page.getByRole('heading', { level: 1, name: /Tropical Islands/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No Islands Found' })).toBeVisible();
    await expect(page.getByText('0 islands in the catalogue')).toBeVisible();
    await page.close();
  } finally {
    await server.stop();
  }
});

test('cards ask for no coastline the island record says does not exist', async ({ page }) => {
  // The coastlines are drawn where NASA's pictures cannot load.
  await blockSatellite(page);
  // Uninhabited, by name, starts with reefs and ice the coastline data lacks (African Banks...).
  const outlined = new Set(Object.keys(JSON.parse(readFileSync('data/outlines.topo.json', 'utf8')).objects));
  const lacking = catalogue().filter((island) => island.category === 'Uninhabited' && !outlined.has(island.id));
  expect(lacking.length).toBeGreaterThan(0);
  const outlines: { url: string; status: number }[] = [];
  page.on('response', (response) => {
    if (/\/api\/islands\/[^/]+\/outline$/.test(new URL(response.url()).pathname))
      outlines.push({ url: response.url(), status: response.status() });
  });
  // The category page's cards carry no sketch (its one answer holds every island); Explore's do, and
  // ask for nothing (explore.spec.ts).
  for (const path of ['/category/uninhabited']) {
    await page.goto(path);
    await expect(page.getByTestId('island-card').first()).toBeVisible();
    // The cards' drawings load as the cards come into view.
    await page.mouse.wheel(0, 2_000);
    await expect.poll(() => outlines.filter((o) => o.status === 200).length).toBeGreaterThan(0);
  }
  expect(outlines.filter((o) => o.status === 404)).toEqual([]);
});

test('a category asked by another spelling goes for good to its slug', async ({ page, request }) => {
  for (const asked of ['/category/Arctic', '/category/Active%20Airport']) {
    const answer = await request.get(asked, { maxRedirects: 0 });
    expect(answer.status()).toBe(301);
    // Twice: a redirect is never kept as a page the fast path would serve.
    expect((await request.get(asked, { maxRedirects: 0 })).status()).toBe(301);
  }
  await page.goto('/category/Arctic');
  await expect(page).toHaveURL(/\/category\/arctic$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Arctic');
});
