import { expect, test } from '../../support/e2e/app-test';

/** Every route of the spec's table: its main heading, a meaningful title and a description. */
const ROUTES: { path: string; heading: string | RegExp; title: RegExp }[] = [
  { path: '/', heading: "Discover the world's most remote islands", title: /^Isolario · / },
  { path: '/explore', heading: 'Explore Islands', title: /^Explore Islands · Isolario$/ },
  { path: '/about', heading: 'Mapping the edges of the world', title: /^About · Isolario$/ },
  { path: '/contact', heading: 'Get in touch', title: /^Contact · Isolario$/ },
  { path: '/category/tropical', heading: /Tropical Islands/, title: /^Tropical Islands · Isolario$/ },
  { path: '/travel-guides', heading: 'Guides for remote island travel', title: /^Travel Guides · Isolario$/ },
  { path: '/api-access', heading: 'API Access', title: /^API Access · Isolario$/ },
  { path: '/privacy', heading: 'Privacy Policy', title: /^Privacy Policy · Isolario$/ },
  { path: '/terms', heading: 'Terms of Service', title: /^Terms of Service · Isolario$/ },
  { path: '/cookies', heading: 'Cookie Policy', title: /^Cookie Policy · Isolario$/ },
  { path: '/island/tristan-da-cunha', heading: 'Tristan da Cunha', title: /^Tristan da Cunha · Isolario$/ },
  { path: '/no/such/page', heading: 'Island Not Found', title: /^Island Not Found · Isolario$/ },
];

for (const route of ROUTES) {
  test(`${route.path} renders its screen with title and description`, async ({ page }) => {
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
    await expect(page).toHaveTitle(route.title);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length ?? 0).toBeGreaterThan(20);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('© 2024 Isolario');
  });
}

test('descriptions differ from page to page', async ({ page }) => {
  const seen = new Set<string>();
  for (const path of ['/', '/explore', '/about', '/api-access', '/island/tristan-da-cunha']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    seen.add((await page.locator('meta[name="description"]').getAttribute('content')) ?? '');
  }
  expect(seen.size).toBe(5);
});

test('the server answers 404 for unknown paths and the app shows the not-found page', async ({ page }) => {
  const response = await page.goto('/atlantis');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Island Not Found' })).toBeVisible();
  await expect(page.getByText('drifted away')).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Tropical Islands' })).toHaveAttribute('href', '/category/tropical');
  await expect(main.getByRole('link', { name: 'Arctic Islands' })).toHaveAttribute('href', '/category/arctic');
  await expect(main.getByRole('link', { name: 'About Isolario' })).toHaveAttribute('href', '/about');
  await main.getByRole('link', { name: 'Explore Islands' }).click();
  await expect(page).toHaveURL(/\/explore$/);
  await page.goBack();
  await page.getByRole('main').getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the header links go where the spec says', async ({ page }) => {
  await page.goto('/about');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Explore' }).click();
  await expect(page).toHaveURL(/\/explore$/);
  await expect(nav.getByRole('link', { name: 'Explore' })).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('link', { name: 'Categories' }).click();
  await expect(page).toHaveURL(/\/#categories$/);
  await expect(page.getByRole('heading', { name: 'Browse by category' })).toBeInViewport();
  await nav.getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await page.getByRole('banner').getByRole('link', { name: 'Isolario home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the footer has every link of the spec', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const expected: [string, string][] = [
    ['All Islands', '/explore'],
    ['By Region', '/explore?filter=region'],
    ['With Airports', '/explore?filter=airports'],
    ['Military History', '/explore?filter=military'],
    ['Uninhabited', '/explore?filter=uninhabited'],
    ['Travel Guides', '/travel-guides'],
    ['Submit Island', '/#submit-island'],
    ['API Access', '/api-access'],
    ['About Us', '/about'],
    ['Contact', '/contact'],
    ['Privacy Policy', '/privacy'],
    ['Terms of Service', '/terms'],
    ['Cookie Policy', '/cookies'],
  ];
  for (const [name, href] of expected) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await expect(footer.getByRole('list', { name: 'Follow Isolario' }).getByRole('link')).toHaveCount(2);
});

test('the skip link jumps to the main content', async ({ page }) => {
  await page.goto('/explore');
  // The page loads its code on demand: a person presses Tab once it is on screen.
  await expect(page.getByRole('heading', { level: 1, name: 'Explore Islands' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
});

test('static pages carry the spec figures', async ({ page }) => {
  await page.goto('/contact');
  for (const time of ['1-2 business days', '3-5 business days', '1 week', '24-48 hours']) {
    await expect(page.getByRole('complementary').getByText(time)).toBeVisible();
  }
  for (const path of ['/privacy', '/terms', '/cookies']) {
    await page.goto(path);
    await expect(page.getByText('Last updated: January 14, 2025')).toBeVisible();
  }
  await page.goto('/terms');
  await expect(page.getByText(/at least 30 days' notice/)).toBeVisible();
  await expect(page.getByText(/at least 13 years old/)).toBeVisible();
  await page.goto('/cookies');
  await expect(page.getByText(/typically last 1-2 years/)).toBeVisible();
  await page.goto('/privacy');
  await expect(page.getByText(/children under 13/)).toBeVisible();
  await expect(page.getByText(/within\s+24-48 hours/)).toBeVisible();
});

test('travel guides: six guides, category chips with counts, a link to suggest a topic', async ({ page }) => {
  await page.goto('/travel-guides');
  const guides = page.getByRole('main').getByRole('heading', { level: 2 }).filter({ hasNotText: 'Missing a topic?' });
  await expect(guides).toHaveCount(6);
  const chips = page.getByRole('list', { name: 'Guide categories' });
  await expect(chips.getByRole('button', { name: 'Planning 2' })).toBeVisible();
  for (const name of ['Safety 1', 'Photography 1', 'History 1', 'Conservation 1']) {
    await expect(chips.getByRole('button', { name })).toBeVisible();
  }
  await chips.getByRole('button', { name: 'Planning 2' }).click();
  await expect(guides).toHaveCount(2);
  await expect(chips.getByRole('button', { name: 'Planning 2' })).toHaveAttribute('aria-pressed', 'true');
  await chips.getByRole('button', { name: 'All 6' }).click();
  await expect(guides).toHaveCount(6);
  const read = page.getByRole('button', { name: 'Read Guide' }).first();
  await read.click();
  await expect(page.getByRole('button', { name: 'Close Guide' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('heading', { name: 'In this guide' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Suggest a topic' })).toHaveAttribute('href', '/contact');
});

test('about shows the live island count and links to explore', async ({ page, request }) => {
  const statistics = await (await request.get('/api/statistics')).json();
  await page.goto('/about');
  await expect(page.getByTestId('about-islands-count')).toHaveText(String(statistics.totalIslands));
  await expect(page.getByText('islands cataloged')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start exploring' })).toHaveAttribute('href', '/explore');
  for (const category of [
    'Tropical',
    'Abandoned Airstrip',
    'Uninhabited',
    'Active Airport',
    'Military History',
    'Arctic',
  ]) {
    await expect(page.getByRole('main').getByRole('link', { name: category, exact: true })).toBeVisible();
  }
});

test('after a link is followed, focus moves to the main content', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mapping the edges of the world' })).toBeVisible();
  await expect(page.locator('#main-content')).toBeFocused();
});

test('an island page links the guides that concern it, and each link opens its guide in view', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  await page.goto('/island/wrangel-island');
  const guides = page.getByTestId('island-guides');
  // Arctic and uninhabited: Arctic safety and fragile ecosystems, and getting there, as every island.
  await expect(guides.getByRole('link')).toHaveText([
    'Arctic Island Safety Essentials',
    'Visiting Fragile Island Ecosystems',
    'Getting There: Ships, Planes and Supply Runs',
  ]);
  await guides.getByRole('link', { name: 'Arctic Island Safety Essentials' }).click();
  await expect(page).toHaveURL(/\/travel-guides#arctic-safety$/);
  const card = page.locator('#arctic-safety');
  await expect(card.getByRole('button', { name: 'Close Guide' })).toHaveAttribute('aria-expanded', 'true');
  await expect(card.getByRole('heading', { name: 'In this guide' })).toBeInViewport();

  // Loaded from the address: the server renders every guide closed, the browser opens the linked one.
  await page.goto('/travel-guides#wwii-history');
  const war = page.locator('#wwii-history');
  await expect(war.getByRole('button', { name: 'Close Guide' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close Guide' })).toHaveCount(1);
  expect(problems).toEqual([]);

  // Honest read times: what a guide shows takes a minute to read, not the 8 to 15 it once claimed.
  await expect(page.locator('.guide-card__read')).toHaveText(Array(6).fill('1 min read'));
  await page.goto('/island/tristan-da-cunha');
  await expect(page.getByTestId('island-guides').getByRole('link')).toHaveText([
    'Getting There: Ships, Planes and Supply Runs',
  ]);
});
