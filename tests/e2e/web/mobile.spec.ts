import { expect, test } from '../../support/e2e/app-test';

test.use({ viewport: { width: 360, height: 740 } });

const ROUTES = [
  '/',
  '/explore',
  '/island/tristan-da-cunha',
  '/category/arctic',
  '/about',
  '/contact',
  '/travel-guides',
  '/api-access',
  '/privacy',
  '/nowhere',
];

for (const route of ROUTES) {
  test(`360 px: ${route} fits the screen without sideways scrolling`, async ({ page }) => {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[aria-busy="true"], [data-testid="island-card-skeleton"]')).toHaveCount(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

test('360 px: the side menu holds the header links and the submit button', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'Explore' })).toHaveAttribute('href', '/explore');
  await expect(menu.getByRole('link', { name: 'Categories' })).toHaveAttribute('href', '/#categories');
  await expect(menu.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
  await menu.getByRole('link', { name: 'Explore' }).click();
  await expect(menu).toHaveCount(0);
  await expect(page).toHaveURL(/\/explore$/);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Submit Island' }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit a Remote Island' });
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(360);
});

test('360 px: island cards stack in one column', async ({ page }) => {
  await page.goto('/explore');
  const cards = page.getByTestId('island-card');
  await expect(cards.first()).toBeVisible();
  const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
  expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
  expect(first!.width).toBeGreaterThan(300);
});

test.describe('on a phone (touch, iPhone-sized)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('latitude and longitude ask for a keyboard with a minus key, and take south and west', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Submit Island' }).last().click();
    const d = page.getByRole('dialog', { name: 'Submit a Remote Island' });
    await d.getByRole('textbox', { name: 'Island name' }).fill('Signed Test Rock');
    await d.getByRole('textbox', { name: 'Country or territory' }).fill('Kiribati');
    await d.getByRole('textbox', { name: 'Description' }).fill('A rock far to the south and west of anywhere.');
    await d.getByRole('button', { name: 'Next' }).click();
    for (const [name, value] of [
      ['Latitude', '-37.1052'],
      ['Longitude', '-12.2777'],
    ] as const) {
      const input = d.getByRole('textbox', { name });
      // An iPhone's decimal and numeric pads have no minus key; the text keyboard's numbers do.
      await expect(input).toHaveAttribute('inputmode', 'text');
      await input.fill(value);
      await expect(input).toHaveValue(value);
    }
    await d.getByRole('button', { name: 'Next' }).click();
    await expect(d.getByText('Step 3 of 4')).toBeVisible();
  });

  test('an island page gives its facts right after About, not after the map and the sources', async ({ page }) => {
    await page.goto('/island/tristan-da-cunha');
    const about = (await page.getByRole('region', { name: 'About Tristan da Cunha' }).boundingBox())!;
    const facts = (await page.getByRole('region', { name: 'Quick Facts' }).boundingBox())!;
    const map = (await page.getByRole('region', { name: 'Location' }).boundingBox())!;
    // One column: About, the gap between cards, Quick Facts; the map and the rest after the facts.
    expect(facts.y - (about.y + about.height)).toBeGreaterThan(0);
    expect(facts.y - (about.y + about.height)).toBeLessThan(40);
    expect(facts.y).toBeLessThan(2 * 844);
    expect(map.y).toBeGreaterThan(facts.y);
  });

  test("a search from Home's hero shows its first result, named, in the first screen", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('searchbox', { name: 'Search islands' }).fill('kerguelen');
    await page.getByRole('searchbox', { name: 'Search islands' }).press('Enter');
    await expect(page).toHaveURL(/\/explore\?q=kerguelen$/);
    const first = page.getByTestId('island-card').first();
    // Before: its top at y = 916 on this 844 px screen, below the lede and two rows of buttons.
    await expect(first.locator('.island-card__title')).toBeInViewport();
    await expect(first).toContainText('Kerguelen');
    // The downloads keep their whole names for screen readers.
    await expect(page.getByRole('button', { name: 'Download GeoJSON' })).toBeVisible();
  });

  test('Explore keeps the results in the first screen: the filters fold behind one button', async ({ page }) => {
    await page.goto('/explore?q=tristan&region=atlantic');
    const toggle = page.getByRole('button', { name: 'Filters (1 active)' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByLabel('Region')).toBeHidden();
    // The results, not two screens of filters, are what the phone shows first.
    await expect(page.getByRole('heading', { name: /\d+ Islands Found/ })).toBeInViewport();
    await expect(page.getByTestId('island-card').first()).toBeInViewport({ ratio: 0.3 });

    // Keyboard: the button opens the choices, which then work as before.
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByLabel('Region')).toBeVisible();
    await page.getByLabel('Region').selectOption('all');
    await expect(page).toHaveURL(/\/explore\?q=tristan$/);
    await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Military History', exact: false }).first().click();
    await expect(page.getByRole('button', { name: 'Filters (1 active)' })).toBeVisible();
  });

  test('the Arctic on a phone fills the map with its band of latitude, not a strip along the top', async ({ page }) => {
    await page.goto('/explore?view=map&region=arctic');
    const map = page.getByTestId('island-map');
    const markers = map.locator('.leaflet-marker-icon');
    await expect(markers.first()).toBeVisible();
    await map.scrollIntoViewIfNeeded();
    // Fitting every longitude (before) put the markers in the top 22% of the map, on each other.
    await expect
      .poll(async () => {
        const frame = (await map.boundingBox())!;
        const tops = await markers.evaluateAll((icons) =>
          icons.map((icon) => icon.getBoundingClientRect()).map((box) => box.top + box.height / 2),
        );
        const inside = tops.filter((top) => top >= frame.y && top <= frame.y + frame.height);
        return (Math.max(...inside) - Math.min(...inside)) / frame.height;
      })
      .toBeGreaterThan(0.35);
  });

  test("'Search this area' sits above the map on a phone, on one line, over no marker", async ({ page }) => {
    await page.goto('/explore?view=map&region=arctic');
    const map = page.getByTestId('island-map');
    await expect(map.locator('.leaflet-marker-icon').first()).toBeVisible();
    const button = page.getByRole('button', { name: 'Search this area' });
    const box = (await button.boundingBox())!;
    const mapBox = (await map.boundingBox())!;
    // Entirely above the map, so no marker can be under it; one line of text, not two.
    expect(box.y + box.height).toBeLessThanOrEqual(mapBox.y);
    expect(box.height).toBeLessThan(56);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  });
});
