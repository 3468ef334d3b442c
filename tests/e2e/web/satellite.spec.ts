import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/e2e/app-test';
import { startExtraServer } from '../../support/e2e/extra-server';
import { GIBS_STAND_IN } from '../../support/e2e/satellite';
import { startGibsStandIn } from '../../support/gibs-stand-in';
import { SATELLITE_WIDTHS } from '../../../core/satellite/satellite';
import { freePort } from '../../../node/free-port';

// NASA GIBS pictures on cards and heroes, against a local stand-in that answers only the shapes
// GIBS documents (tests/support/gibs-stand-in.ts): shown with their credit when it answers, and
// the island's outline, with no broken image, when it does not.

/** Every <img> the page shows has loaded a real picture: none is a broken-image icon. */
async function brokenImages(page: Page): Promise<string[]> {
  return page
    .locator('img')
    .evaluateAll((images) =>
      (images as HTMLImageElement[])
        .filter((img) => img.complete && img.naturalWidth === 0 && img.getBoundingClientRect().width > 0)
        .map((img) => img.currentSrc || img.src),
    );
}

function gibsRequests(page: Page, origin: string): URL[] {
  const seen: URL[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${origin}/`)) seen.push(new URL(request.url()));
  });
  return seen;
}

test('cards and the hero show NASA pictures, asked for in the documented WMS shape', async ({ page }) => {
  const asked = gibsRequests(page, GIBS_STAND_IN);
  await page.goto('/');
  const card = page.getByTestId('island-card').first();
  const picture = card.locator('img');
  await picture.scrollIntoViewIfNeeded();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(card).toContainText('NASA GIBS');
  await expect(picture).toHaveAttribute('loading', 'lazy');
  await expect(picture).toHaveAttribute('srcset', /400w, .* 640w, .* 750w, .* 828w, .* 1080w, .* 1200w, .* 1600w$/);
  await expect(card).not.toContainText('No Image Available');

  await page.goto('/island/saint-helena');
  const hero = page.locator('.island-hero');
  const heroPicture = hero.locator('img');
  await expect.poll(() => heroPicture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(heroPicture).toHaveAttribute('loading', 'eager');
  await expect(hero.locator('.island-image__credit')).toHaveAttribute(
    'title',
    /Global Imagery Browse Services \(GIBS\)/,
  );
  // The desktop-width hero asks for a wider frame than a card's, never a stretched one.
  const wide = asked.filter((url) => url.pathname.endsWith('/wms.cgi')).map((url) => url.searchParams);
  expect(wide.length).toBeGreaterThan(0);
  for (const params of wide) {
    expect(Object.fromEntries(params)).toMatchObject({
      SERVICE: 'WMS',
      REQUEST: 'GetMap',
      VERSION: '1.1.1',
      STYLES: '',
      FORMAT: 'image/jpeg',
    });
    const [minX, minY, maxX, maxY] = params.get('BBOX')!.split(',').map(Number);
    const shape = (maxX! - minX!) / (maxY! - minY!);
    expect(shape).toBeCloseTo(Number(params.get('WIDTH')) / Number(params.get('HEIGHT')), 1);
  }
  expect(wide.some((params) => Number(params.get('WIDTH')) / Number(params.get('HEIGHT')) > 2)).toBe(true);
  expect(await brokenImages(page)).toEqual([]);
});

test('a phone is sent a phone-sized picture, not a desktop hero', async ({ browser }) => {
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
  const asked = gibsRequests(phone, GIBS_STAND_IN);
  await phone.goto('/island/saint-helena');
  await expect
    .poll(() => phone.locator('.island-hero img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  // The 780 px its screen shows: the smallest width on offer that covers them (828), not 1600.
  const widths = asked.map((url) => Number(url.searchParams.get('WIDTH')));
  expect(Math.max(...widths)).toBe(SATELLITE_WIDTHS.find((width) => width >= 390 * 2));
  await phone.close();
});

test("a phone's Explore asks for its first picture alone, at the width the card shows", async ({ browser }) => {
  // A Moto G-sized phone (412 px at 1.75x, Lighthouse's mobile): its card is ~380 px wide.
  const phone = await browser.newPage({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
  const html = await (await phone.request.get('/explore')).text();
  expect(html).toContain(`<link rel="preconnect" href="${GIBS_STAND_IN}"/>`);
  const list = html.slice(html.indexOf('data-testid="island-results"'));
  expect(list.match(/<img /g)).toHaveLength(1);

  // Before the app starts (its scripts held back), only the first card's picture is fetched.
  const asked = gibsRequests(phone, GIBS_STAND_IN);
  await phone.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await phone.goto('/explore');
  const first = phone.getByTestId('island-card').first().locator('img');
  await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(asked.map((url) => Number(url.searchParams.get('WIDTH')))).toEqual([750]);

  // Once it has started, the cards below show theirs as they come into view.
  await phone.unrouteAll();
  await phone.goto('/explore');
  const third = phone.getByTestId('island-card').nth(2);
  await third.scrollIntoViewIfNeeded();
  await expect
    .poll(() => third.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(third).toContainText('NASA GIBS');
  await phone.close();
});

test('with the service stopped, every picture falls back to the outline: no broken image, no error', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const standIn = await startGibsStandIn(await freePort());
  const server = await startExtraServer({
    env: {
      GIBS_URL: standIn.origin,
      OUTLINES_FILE: path.resolve('data/outlines.topo.json'),
      REMOTENESS_FILE: path.resolve('data/remoteness.json'),
    },
  });
  const errors: string[] = [];
  const open = async () => {
    const opened = await browser.newPage({ baseURL: server.url });
    opened.on('pageerror', (error) => errors.push(error.message));
    opened.on('console', (message) => {
      // The browser's own line for a picture whose host is down is not an error of the page.
      if (message.type() === 'error' && !/Failed to load resource: net::ERR_CONNECTION_REFUSED/.test(message.text()))
        errors.push(message.text());
    });
    return opened;
  };
  let page = await open();
  try {
    await page.goto('/island/kerguelen-islands');
    const hero = page.locator('.island-hero');
    await expect
      .poll(() => hero.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(hero).toContainText('NASA GIBS');
    expect(standIn.requests.length).toBeGreaterThan(0);

    await standIn.close();
    // A new browser profile: the pictures seen above are not in its cache.
    await page.close();
    page = await open();
    for (const address of ['/island/kerguelen-islands', '/']) {
      await page.goto(address);
      const first = page.locator('.island-image').first();
      await expect(first).toHaveAccessibleName(/No Image Available/);
      await expect(first).toBeVisible();
      await expect(first).toContainText('Satellite imagery pending');
      // The hero draws the full coastline it asks for; a card the sketch its answer carries.
      if (address === '/') await expect(first.getByTestId('island-sketch')).toBeVisible();
      else await expect(first.getByTestId('island-outline')).toHaveAttribute('data-outline', 'drawn');
      await expect(page.locator('.island-image__credit')).toHaveCount(0);
      expect(await brokenImages(page)).toEqual([]);
    }
    expect(errors).toEqual([]);
  } finally {
    await page.close();
    await server.stop();
    await standIn.close().catch(() => undefined);
  }
});
