import { expect, test } from '../../support/e2e/app-test';
import { catalogue, expectedIslands } from '../../support/e2e/catalogue';
import { cardNames, chosen, delayResponses, openInApp } from '../../support/e2e/ui';

test('statistics band, region tiles and category cards show live counts', async ({ page, request }) => {
  const statistics = await (await request.get('/api/statistics')).json();
  await page.goto('/');
  const format = (n: number) => n.toLocaleString('en');
  await expect(page.getByTestId('stat-totalIslands')).toContainText(format(statistics.totalIslands));
  await expect(page.getByTestId('stat-countries')).toContainText(format(statistics.countries));
  await expect(page.getByTestId('stat-withAirports')).toContainText(format(statistics.withAirports));
  await expect(page.getByTestId('stat-uninhabited')).toContainText(format(statistics.uninhabited));

  for (const [slug, region] of [
    ['pacific', 'Pacific'],
    ['atlantic', 'Atlantic'],
    ['indian-ocean', 'Indian Ocean'],
    ['arctic', 'Arctic'],
    ['antarctic', 'Antarctic'],
  ] as const) {
    const tile = page.getByTestId(`region-tile-${slug}`);
    await expect(tile).toContainText(`${format(statistics.byRegion[region])} islands`);
    await expect(tile.getByRole('link')).toHaveAttribute('href', `/explore?region=${slug}`);
  }

  const cards: [string, string][] = [
    ['tropical', 'Tropical'],
    ['abandoned-airstrip', 'Abandoned Airstrip'],
    ['uninhabited', 'Uninhabited'],
    ['active-airport', 'Active Airport'],
    ['military-history', 'Military History'],
    ['arctic', 'Arctic'],
  ];
  for (const [slug, category] of cards) {
    const card = page.getByTestId(`category-card-${slug}`);
    await expect(card).toHaveAttribute('href', `/category/${slug}`);
    await expect(card).toContainText(`${format(statistics.byCategory[category])} island`);
    await expect(card).toContainText('filed here');
  }
  // Each figure says what it counts: every island with the feature above, islands filed below.
  await expect(page.getByTestId('stat-uninhabited')).toContainText('No permanent residents');
  await expect(page.getByTestId('stat-withAirports')).toContainText('With an airport');
  await expect(page.getByTestId('category-rule')).toContainText(
    'the first of Abandoned Airstrip, Arctic, Uninhabited, Military History, Active Airport and Tropical that applies',
  );
});

test('featured grid shows the featured islands, with 6 skeletons while loading', async ({ page }) => {
  await delayResponses(page, '**/api/islands/featured', 800);
  await openInApp(page, '/');
  await expect(page.getByTestId('island-card-skeleton')).toHaveCount(6);
  const featured = catalogue()
    .filter((island) => island.featured)
    .map((island) => island.name);
  await expect(page.getByTestId('island-card')).toHaveCount(featured.length);
  expect((await cardNames(page)).sort()).toEqual([...featured].sort());
  await expect(page.getByTestId('island-card-skeleton')).toHaveCount(0);
  await page.getByRole('link', { name: 'View All Islands' }).click();
  await expect(page).toHaveURL(/\/explore$/);
});

test('a featured card links to its island page and shows the card access badge', async ({ page }) => {
  await page.goto('/');
  const card = page.getByTestId('island-card').filter({ hasText: 'Tristan da Cunha' });
  await expect(card).toContainText('Boat Only');
  await expect(card).toContainText('238 people');
  await expect(card.getByRole('img', { name: 'Satellite view of Tristan da Cunha' })).toBeVisible();
  await expect(card).toContainText('NASA GIBS');
  await card.getByRole('link', { name: 'Tristan da Cunha' }).click();
  await expect(page).toHaveURL(/\/island\/tristan-da-cunha$/);
});

test('home search hands off to Explore with Enter, leaving out region all', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('searchbox', { name: 'Search islands' }).fill('tristan');
  await page.getByRole('searchbox', { name: 'Search islands' }).press('Enter');
  await expect(page).toHaveURL(/\/explore\?q=tristan$/);
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('tristan');
  const expected = catalogue().filter((island) =>
    /tristan/i.test([island.name, island.description, island.region, island.country ?? ''].join(' ')),
  );
  await expect(page.getByRole('heading', { name: `${expected.length} Islands Found` })).toBeVisible();
  expect((await cardNames(page)).sort()).toEqual(expected.map((island) => island.name).sort());
  expect(await cardNames(page)).toContain('Tristan da Cunha');
});

test('home search hands off the region with the search button', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('searchbox', { name: 'Search islands' }).fill('volcanic');
  // Home's region picker is the browser's own select.
  await page.getByRole('combobox', { name: 'Region' }).selectOption({ label: 'Atlantic Ocean' });
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/explore\?q=volcanic&region=atlantic$/);
  await expect(chosen(page.getByRole('combobox', { name: 'Region' }))).toHaveText(/Atlantic Ocean/);
  const expected = expectedIslands({ q: 'volcanic', region: 'Atlantic' });
  await expect(page.getByRole('heading', { name: `${expected.length} Islands Found` })).toBeVisible();
});

test("'Know a Remote Island?' scrolls to the top, then opens the submission dialog", async ({ page }) => {
  await page.goto('/');
  const cta = page.getByRole('button', { name: 'Submit an Island' });
  await cta.scrollIntoViewIfNeeded();
  await expect(page.getByRole('heading', { name: 'Know a Remote Island?' })).toBeVisible();
  await cta.click();
  await expect(page.getByRole('dialog', { name: 'Submit a Remote Island' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the footer link /#submit-island opens the dialog', async ({ page }) => {
  await page.goto('/about');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Submit Island' }).click();
  await expect(page.getByRole('dialog', { name: 'Submit a Remote Island' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('newsletter signup sits on the home page with a required e-mail field', async ({ page }) => {
  await page.goto('/');
  const email = page.getByRole('textbox', { name: 'Email address' });
  await expect(email).toHaveAttribute('type', 'email');
  await expect(email).toHaveAttribute('required', '');
});

test('category cards draw their icons as SVG, with no emoji font needed', async ({ page }) => {
  await page.goto('/');
  const cards = page.locator('[data-testid^="category-card-"]');
  await expect(cards).toHaveCount(6);
  for (let i = 0; i < 6; i++) {
    await expect(cards.nth(i).locator('svg[data-icon]')).toHaveCount(1);
    expect(await cards.nth(i).textContent()).not.toMatch(/\p{Extended_Pictographic}/u);
  }
});

test("the header's Categories link lands on its heading, not short of it", async ({ page }) => {
  await page.goto('/about');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Categories' }).click();
  await expect(page).toHaveURL(/\/#categories$/);
  const headerBottom = await page
    .locator('header')
    .first()
    .evaluate((el) => el.getBoundingClientRect().bottom);
  // Held while the cards and the map above it load and grow: just under the sticky header.
  await expect
    .poll(() => page.locator('#categories-heading').evaluate((el) => el.getBoundingClientRect().top), {
      timeout: 10_000,
    })
    .toBeLessThan(headerBottom + 150);
  const top = await page.locator('#categories-heading').evaluate((el) => el.getBoundingClientRect().top);
  expect(top).toBeGreaterThan(headerBottom);
  await page.waitForTimeout(1000);
  const settled = await page.locator('#categories-heading').evaluate((el) => el.getBoundingClientRect().top);
  expect(settled).toBeGreaterThan(headerBottom);
  expect(settled).toBeLessThan(headerBottom + 150);
});

// Issue 42: on a phone the two-line label "Countries & Territories" pushed its neighbour's figure
// out of line. The figures of one row share their top, at a desktop's width and a phone's.
for (const width of [1280, 390]) {
  test(`${width} px: the statistics band's figures of a row sit in line`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/');
    await expect(page.getByTestId('stat-totalIslands').locator('dd')).toHaveText(/\d/);
    const items = await page.locator('.stats-band__item').all();
    expect(items).toHaveLength(4);
    // Rows by their cells' top edge (a grid row's cells share it): the figures in each.
    const rows = new Map<number, number[]>();
    for (const item of items) {
      const cell = Math.round((await item.boundingBox())!.y);
      const figure = (await item.locator('.stats-band__value').boundingBox())!.y;
      rows.set(cell, [...(rows.get(cell) ?? []), figure]);
    }
    expect(rows.size).toBe(width >= 640 ? 1 : 2);
    for (const tops of rows.values()) expect(Math.max(...tops) - Math.min(...tops)).toBeLessThan(1);
  });
}
