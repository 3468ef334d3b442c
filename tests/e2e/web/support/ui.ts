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
