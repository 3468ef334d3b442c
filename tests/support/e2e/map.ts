import type { Locator, Page } from '@playwright/test';
import { expect, test } from './app-test';

/**
 * Only the local server is reachable: every other request is aborted and recorded, so a spec can
 * show the map needs no tile server, font host or CDN.
 */
async function offlineExceptLocal(page: Page): Promise<string[]> {
  const blocked: string[] = [];
  await page.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (url.hostname === '127.0.0.1' || url.hostname === 'localhost' || url.protocol === 'data:') {
      await route.continue();
    } else {
      blocked.push(url.href);
      await route.abort('internetdisconnected');
    }
  });
  return blocked;
}

/**
 * For every test of the enclosing describe: only the local server is reachable, and the test
 * fails if the page asked for anything else (`what` names what must not need the network).
 */
export function onlyLocalServer(what: string): void {
  let blocked: string[] = [];
  test.beforeEach(async ({ page }) => {
    blocked = await offlineExceptLocal(page);
  });
  test.afterEach(() => {
    expect(blocked, `${what} must not need the network`).toEqual([]);
  });
}

/** The Leaflet container of a map frame (it carries data-land, data-center and data-zoom). */
export function leafletOf(map: Locator): Locator {
  return map.locator('.leaflet-container');
}

/** How many islands the markers and clusters drawn on a map stand for. */
export async function islandsDrawn(map: Locator): Promise<number> {
  const counts = await map
    .locator('.island-marker [data-count], .island-cluster [data-count]')
    .evaluateAll((spans) => spans.map((span) => Number(span.getAttribute('data-count'))));
  return counts.reduce((sum, count) => sum + count, 0);
}

export async function centre(map: Locator): Promise<[number, number]> {
  const value = (await leafletOf(map).getAttribute('data-center')) ?? '';
  const [lat, lng] = value.split(',').map(Number);
  return [lat!, lng!];
}

/**
 * From a focused map, Tab until its list's summary has focus (a few stops: the map's own controls
 * come first), and fail if eight do not reach it. The list is the markers' keyboard twin.
 */
export async function tabToMapList(page: Page): Promise<Locator> {
  const summary = page.getByTestId('map-island-list').locator('summary');
  let reached = false;
  for (let step = 0; step < 8 && !reached; step += 1) {
    await page.keyboard.press('Tab');
    reached = await summary.evaluate((element) => element === document.activeElement);
  }
  expect(reached, 'Tab leaves the map and reaches its list').toBe(true);
  return summary;
}
