import { test as base, expect } from '@playwright/test';
import type { Page, Response } from '@playwright/test';

export { expect };

/**
 * Waits until the app has taken over a page it opened: the server's HTML is readable at once,
 * but its buttons and fields answer only once the code (fetched after the first paint) has
 * hydrated it, which #root's data-hydrated marks. Documents other than the app's pages (the
 * API's JSON, files) are left alone.
 */
export async function waitForApp(page: Page, response: Response | null): Promise<void> {
  if (!response || !(response.headers()['content-type'] ?? '').startsWith('text/html')) return;
  await page.locator('#root[data-hydrated="true"]').waitFor({ state: 'attached' });
}

/** Every page of the test's context opens and reloads through waitForApp. */
export function waitingForApp(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await waitForApp(page, response);
    return response;
  };
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    await waitForApp(page, response);
    return response;
  };
}

/**
 * Playwright's test, whose pages wait for the app after each navigation they start (unless the
 * test turned JavaScript off, to read the server's HTML alone).
 */
export const test = base.extend({
  context: async ({ context, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      context.on('page', waitingForApp);
      for (const page of context.pages()) waitingForApp(page);
    }
    await use(context);
  },
});
