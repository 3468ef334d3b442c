import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../../support/e2e/app-test';

/** The clock of a zone now, as the card writes it. */
const clockIn = (zone: string, at = new Date()) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);

test("the Chatham Islands' page gives their clock, zone, sun, compass and today's tides", async ({ page }) => {
  await page.goto('/island/chatham-islands');
  const card = page.getByRole('region', { name: 'Time and light' });
  await expect(card.getByTestId('time-zone')).toContainText('UTC+12:45, UTC+13:45 in summer');
  await expect(card.getByTestId('time-zone')).toContainText('Pacific/Chatham');
  // The minute may turn between reading the page and reading the clock here.
  const shown = await card.getByTestId('local-time').locator('time').textContent();
  expect([clockIn('Pacific/Chatham', new Date(Date.now() - 60_000)), clockIn('Pacific/Chatham')]).toContain(shown);
  await expect(card.getByTestId('sun-today')).toContainText(/↑ \d{2}:\d{2} · ↓ \d{2}:\d{2}/);
  await expect(card.getByTestId('declination')).toContainText(/\d+\.\d° E/);
  await expect(card.getByTestId('midnight-sun')).toHaveCount(0);

  const tides = page.getByRole('region', { name: 'Tides today' });
  await expect(tides).toContainText('not for navigation');
  await expect(tides).toContainText('Chatham');
  const rows = tides.getByRole('row').filter({ has: page.getByRole('rowheader') });
  expect(await rows.count()).toBeGreaterThanOrEqual(3);
  await expect(rows.first()).toContainText(/^(High|Low)\d{2}:\d{2}\d+\.\d m$/);
  const results = await new AxeBuilder({ page }).include('.place-card').analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
});

test("Sable Island's page gives Environment Canada's climate normals, month by month, with the page", async ({
  page,
  request,
}) => {
  const sable = await (await request.get('/api/islands/sable-island')).json();
  await page.goto('/island/sable-island');
  const card = page.getByRole('region', { name: 'Climate' });
  await expect(card.getByRole('table')).toContainText('Normals 1971-2000 at Sable Island, Nova Scotia');
  await expect(card.getByRole('columnheader')).toHaveText(['Month', 'Mean high', 'Mean low', 'Precipitation']);
  await expect(card.getByRole('row', { name: /^January/ })).toHaveText('January2.8 °C−3.5 °C146.4 mm');
  await expect(card.getByRole('rowheader')).toHaveCount(12);
  const link = card.getByRole('link', { name: 'Canadian Climate Normals 1971-2000' });
  await expect(link).toHaveAttribute('href', sable.climate.source.url);
  await expect(card).toContainText('read 2 December 2026');
  const results = await new AxeBuilder({ page }).include('[data-testid="island-climate"]').analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  // An island with no published table has no climate card.
  await page.goto('/island/tristan-da-cunha');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('island-climate')).toHaveCount(0);
});

test.describe('at midsummer in the Arctic (the browser’s clock on 21 June)', () => {
  test('Spitsbergen has midnight sun today, its polar night and a year of daylight in bars', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-06-21T10:00:00Z'));
    await page.goto('/island/spitsbergen');
    const card = page.getByRole('region', { name: 'Time and light' });
    await expect(card.getByTestId('sun-today')).toContainText('The sun does not set today');
    await expect(card.getByTestId('local-time')).toContainText('12:00');
    await expect(card.getByTestId('midnight-sun')).toContainText(/April to 2\d August/);
    await expect(card.getByTestId('polar-night')).toContainText(/October 20\d\d to 1\d February 20\d\d/);
    await expect(card.getByTestId('solstices')).toContainText('24 h in June');
    await expect(card.getByRole('figure')).toContainText('Hours of daylight through the year');
    // Today's tides are the browser's date on the island's clocks.
    await expect(page.getByRole('region', { name: 'Tides today' })).toContainText('21 June 2026 at Ny-Ålesund');
  });
});

test('Kiritimati, the first to see each day, is a calendar day ahead of UTC in the evening', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  // The server renders the page now; the reader's clock says otherwise: hydration must not stumble.
  await page.clock.setFixedTime(new Date('2026-12-01T11:30:00Z'));
  await page.goto('/island/kiritimati', { waitUntil: 'networkidle' });
  const card = page.getByRole('region', { name: 'Time and light' });
  await expect(card.getByTestId('local-time')).toContainText('01:30Wednesday 2 December');
  await expect(card.getByTestId('time-zone')).toContainText('UTC+14');
  await expect(page.getByRole('region', { name: 'Tides today' })).toContainText('2 December 2026 at');
  expect(problems).toEqual([]);
});

test('an island out of every country’s zone says its clock is nautical, and has no tides card', async ({ page }) => {
  await page.goto('/island/bouvet-island');
  await expect(page.getByRole('region', { name: 'Time and light' }).getByTestId('time-zone')).toContainText(
    'nautical time',
  );
  await expect(page.getByRole('region', { name: 'Tides today' })).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the time, light and tides are in the server-rendered page', async ({ page }) => {
    await page.goto('/island/tristan-da-cunha');
    await expect(page.getByRole('region', { name: 'Time and light' }).getByTestId('time-zone')).toContainText(
      'Atlantic/St Helena',
    );
    const tides = page.getByRole('region', { name: 'Tides today' });
    expect(await tides.getByRole('row').count()).toBeGreaterThanOrEqual(4);
  });
});

test('Explore filters by polar light, through the year or today, and sorts by time zone', async ({ page, request }) => {
  await page.goto('/explore');
  await page.getByRole('combobox', { name: 'Polar light' }).selectOption({ label: 'Polar night, some time of year' });
  await expect(page).toHaveURL(/light=polar-night/);
  const all = (await (await request.get('/api/islands?light=polar-night&fields=id')).json()) as unknown[];
  await expect(page.getByRole('heading', { name: `${all.length} Islands Found` })).toBeVisible();
  expect(all.length).toBeGreaterThan(10);

  await page.getByRole('combobox', { name: 'Polar light' }).selectOption({ label: 'Midnight sun today' });
  const now = new Date();
  const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  await expect(page).toHaveURL(new RegExp(`light=midnight-sun&lightOn=${today}`));
  const sunlit = (await (
    await request.get(`/api/islands?light=midnight-sun&lightOn=${today}&fields=id`)
  ).json()) as unknown[];
  await expect(
    page.getByRole('heading', { name: `${sunlit.length} ${sunlit.length === 1 ? 'Island' : 'Islands'} Found` }),
  ).toBeVisible();

  await page.goto('/explore?sort=utcOffset');
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('utcOffset');
  const first = (await (await request.get('/api/islands?sort=utcOffset&limit=1&fields=name')).json()) as Array<{
    name: string;
  }>;
  await expect(page.getByTestId('island-card').first()).toContainText(first[0]!.name);
});
