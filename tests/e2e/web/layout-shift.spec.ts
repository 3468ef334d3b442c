import { expect, test } from '../../support/e2e/app-test';
import { delayResponses } from '../../support/e2e/ui';

/** Cumulative layout shift after the page starts, as the browser measures it. */
async function layoutShift(page: import('@playwright/test').Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );
}

for (const path of ['/', '/explore', '/island/tristan-da-cunha', '/category/arctic']) {
  test(`no layout shift when data arrives on ${path}`, async ({ page }) => {
    // Slow answers make the skeleton-to-content swap happen well after the first paint.
    await delayResponses(page, /\/api\//, 700);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[aria-busy="true"], [data-testid="island-card-skeleton"], .skeleton')).toHaveCount(0);
    // Nothing on screen moves: skeletons hold the place of what replaces them.
    expect(await layoutShift(page)).toBe(0);
  });
}
