import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** Picks an option of a Radix select (a combobox button with a listbox popup) by its label. */
export async function choose(page: Page, combobox: Locator, option: string): Promise<void> {
  await combobox.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

/** The island cards currently shown, by name. */
export async function cardNames(page: Page): Promise<string[]> {
  return page.getByTestId('island-card').getByRole('heading').allTextContents();
}

/**
 * Every result of Explore's list, in order, however long: the list renders only the rows near the
 * screen, so this scrolls it from top to bottom and collects each card by its aria-posinset.
 * (In-page code is passed as a string: the test runner's transpiler would otherwise inject helpers
 * the page does not have.)
 */
export async function resultNames(page: Page): Promise<string[]> {
  const list = page.getByTestId('island-results');
  await expect(list).toBeVisible();
  const total = Number(await list.getAttribute('data-total'));
  const seen = new Map<number, string>();
  await page.evaluate("window.scrollTo({ top: 0, behavior: 'instant' })");
  let stalled = 0;
  while (seen.size < total && stalled < 20) {
    const shown = (await page.evaluate(`[...document.querySelectorAll('[data-testid="island-results"] > li')].map(
      (li) => [Number(li.getAttribute('aria-posinset')), li.querySelector('h3, h2, h4')?.textContent ?? ''])`)) as [
      number,
      string,
    ][];
    for (const [position, name] of shown) seen.set(position, name);
    if (seen.size >= total) break;
    const moved = (await page.evaluate(
      `(() => {
        const y = window.scrollY;
        window.scrollTo({ top: y + window.innerHeight * 0.8, behavior: 'instant' });
        return window.scrollY !== y;
      })()`,
    )) as boolean;
    // Let the list render the rows that came into view.
    await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))');
    if (moved) stalled = 0;
    else {
      stalled += 1;
      await page.waitForTimeout(100);
    }
  }
  expect(seen.size, 'every result was rendered once while scrolling').toBe(total);
  return [...seen.entries()].sort((a, b) => a[0] - b[0]).map(([, name]) => name);
}

/** Delays (never alters) the real server's answers to matching requests, to observe loading states. */
export async function delayResponses(page: Page, pattern: string | RegExp, ms: number): Promise<void> {
  await page.route(pattern, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

/** The toasts on screen (Radix renders each as a list item of the notifications region). */
export function toasts(page: Page): Locator {
  return page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');
}
