import type { Page } from '@playwright/test';
import { expect, test } from '../../support/e2e/app-test';
import { inbox, unique } from '../../support/e2e/catalogue';
import { toasts } from '../../support/e2e/ui';

/** What a form-filling bot does: fill every input by name, the hidden one included. */
async function fillTrap(page: Page, formSelector: string) {
  await page.locator(`${formSelector} input[name="website"]`).evaluate((input) => {
    (input as HTMLInputElement).value = 'https://spam.example';
  });
}

test('people never meet the honeypot: off screen, out of the tab order and the accessibility tree', async ({
  page,
}) => {
  await page.goto('/contact');
  const trap = page.locator('form.contact-form input[name="website"]');
  await expect(trap).toHaveCount(1);
  await expect(trap).toHaveAttribute('tabindex', '-1');
  const box = await trap.boundingBox();
  expect(box === null || box.x + box.width <= 0).toBe(true);
  // Not exposed: no textbox called Website anywhere on the page.
  await expect(page.getByRole('textbox', { name: /website/i })).toHaveCount(0);
  // Tabbing through the whole form never lands on it.
  await page.getByRole('textbox', { name: 'Name' }).focus();
  for (let step = 0; step < 8; step += 1) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate('document.activeElement?.getAttribute("name")')).not.toBe('website');
  }
});

test('a bot that fills the honeypot sees the success toast and nothing is stored', async ({ page }) => {
  const email = `${unique('bot')}@example.org`;
  await page.goto('/');
  await fillTrap(page, 'form.newsletter__form');
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(toasts(page)).toContainText('Successfully subscribed!');

  const subject = unique('Cheap flights');
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Send us a message' });
  await fillTrap(page, 'form.contact-form');
  await form.getByRole('textbox', { name: 'Name' }).fill('Spam Bot');
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await form.getByRole('textbox', { name: 'Message' }).fill('Buy now, a message long enough to pass validation.');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(toasts(page)).toContainText('Message sent successfully!');

  expect(inbox().newsletters.some((entry) => entry.email === email)).toBe(false);
  expect(inbox().contacts.some((contact) => contact.subject === subject)).toBe(false);
});

test('the same forms filled by a person are stored', async ({ page }) => {
  const email = `${unique('person')}@example.org`;
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(toasts(page)).toContainText('Successfully subscribed!');
  await expect.poll(() => inbox().newsletters.some((entry) => entry.email === email)).toBe(true);
});
