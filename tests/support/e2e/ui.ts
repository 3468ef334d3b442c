import type { Locator, Page } from '@playwright/test';
import { expect } from './app-test';

/**
 * Picks an option by its label, in a native select (Explore's filters) or a Radix select (a
 * combobox button with a listbox popup, the submission dialog). Options may carry their count:
 * 'Pacific Ocean (103)'.
 */
export async function choose(page: Page, combobox: Locator, option: string): Promise<void> {
  const escaped = option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const label = new RegExp(`^${escaped}( \\(\\d+\\))?$`);
  if ((await combobox.evaluate((element) => element.tagName)) === 'SELECT') {
    const labels = await combobox.locator('option').allTextContents();
    const found = labels.find((text) => label.test(text));
    if (!found) throw new Error(`No option ${option} among ${labels.join(', ')}`);
    await combobox.selectOption({ label: found });
    return;
  }
  await combobox.click();
  await page.getByRole('option', { name: label }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

/** The label of a native select's chosen option. */
export const chosen = (select: Locator): Locator => select.locator('option:checked');

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
export async function resultNames(page: Page, { first }: { first?: number } = {}): Promise<string[]> {
  const list = page.getByTestId('island-results');
  await expect(list).toBeVisible();
  // `first`: only the first results (past a page boundary is enough where the order is not the point).
  const total = Math.min(Number(await list.getAttribute('data-total')), first ?? Number.POSITIVE_INFINITY);
  const seen = new Map<number, string>();
  await page.evaluate("window.scrollTo({ top: 0, behavior: 'instant' })");
  let stalled = 0;
  let waited = 0;
  while ([...seen.keys()].filter((position) => position <= total).length < total && stalled < 20) {
    // One round trip: the cards in the page now, then a scroll of a screen and a half (the list
    // keeps three rows beyond each edge, so consecutive views overlap), then two frames for the
    // list to render what came into view.
    const step = (await page.evaluate(`(async () => {
      const items = [...document.querySelectorAll('[data-testid="island-results"] > li')];
      // A card whose page is still on its way is a skeleton: wait for it, do not scroll past.
      if (items.some((li) => li.getAttribute('aria-busy') === 'true')) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        return { shown: [], moved: false, pending: true };
      }
      const shown = items.map(
        (li) => [Number(li.getAttribute('aria-posinset')), li.querySelector('h2, h3, h4')?.textContent ?? '']);
      const y = window.scrollY;
      window.scrollTo({ top: y + window.innerHeight * 1.5, behavior: 'instant' });
      const moved = window.scrollY !== y;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return { shown, moved, pending: false };
    })()`)) as { shown: [number, string][]; moved: boolean; pending: boolean };
    for (const [position, name] of step.shown) seen.set(position, name);
    if (step.pending && waited++ < 200) continue;
    if (step.moved) stalled = 0;
    else {
      stalled += 1;
      await page.waitForTimeout(100);
    }
  }
  const wanted = [...seen.entries()].filter(([position]) => position <= total);
  expect(wanted.length, 'every result was rendered once while scrolling').toBe(total);
  return wanted.sort((a, b) => a[0] - b[0]).map(([, name]) => name);
}

/**
 * Waits until Explore's list starts with `names[0]`, then checks it in order: the first `first`
 * results (past a page boundary) and the very last one (scrolled to the bottom), or the whole list.
 * Scrolling through all 500-odd results takes ~20 s on a CI core; the order itself is core's,
 * tested there, so one whole-list check (Explore's first) is enough for the virtual list.
 */
export async function expectResults(page: Page, names: string[], { first }: { first?: number } = {}): Promise<void> {
  const list = page.getByTestId('island-results');
  // To the top, again until the first result shows: on a busy machine the new list can arrive (and
  // the page scroll with it) after a single scroll, which then waited on a row never rendered.
  await expect(async () => {
    await page.evaluate("window.scrollTo({ top: 0, behavior: 'instant' })");
    await expect(list.locator(':scope > li[aria-posinset="1"]').getByRole('heading')).toHaveText(names[0]!, {
      timeout: 1_000,
    });
  }).toPass({ timeout: 15_000 });
  await expect(list).toHaveAttribute('data-total', String(names.length));
  if (first === undefined || first >= names.length) {
    expect(await resultNames(page)).toEqual(names);
    return;
  }
  expect(await resultNames(page, { first })).toEqual(names.slice(0, first));
  await page.evaluate('window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" })');
  await expect(list.locator(`:scope > li[aria-posinset="${names.length}"]`).getByRole('heading')).toHaveText(
    names.at(-1)!,
  );
  await page.evaluate("window.scrollTo({ top: 0, behavior: 'instant' })");
}

/** Delays (never alters) the real server's answers to matching requests, to observe loading states. */
export async function delayResponses(page: Page, pattern: string | RegExp, ms: number): Promise<void> {
  await page.route(pattern, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

/**
 * Opens a page the way a link inside the app does (the router, no new document), from a page
 * that has not loaded its data: the loading states show there, not on a server-rendered visit.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** The toasts on screen (Radix renders each as a list item of the notifications region). */
export function toasts(page: Page): Locator {
  return page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');
}
