import type { Page } from '@playwright/test';
import { test } from './app-test';

/** The GIBS stand-in the e2e server names in every island's picture (playwright.config.ts). */
export const GIBS_STAND_IN = `http://127.0.0.1:${process.env.E2E_GIBS_PORT}`;

/** NASA's service cannot be reached from this page: its pictures fail, as offline or when blocked. */
export async function blockSatellite(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.route(`${GIBS_STAND_IN}/**`, async (route) => {
    asked.push(route.request().url());
    await route.abort('internetdisconnected');
  });
  return asked;
}

/** For every test of the enclosing describe: the satellite pictures cannot load. */
export function withoutSatellite(): void {
  test.beforeEach(async ({ page }) => {
    await blockSatellite(page);
  });
}
