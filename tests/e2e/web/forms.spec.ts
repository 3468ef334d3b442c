import { expect, test } from '../../support/e2e/app-test';
import { inbox, unique } from '../../support/e2e/catalogue';
import { toasts } from '../../support/e2e/ui';

test('newsletter: invalid e-mail, success, then the same address answered as a new one', async ({ page }) => {
  const email = `${unique('reader')}@example.org`;
  await page.goto('/');
  const field = page.getByRole('textbox', { name: 'Email address' });
  const subscribe = page.getByRole('button', { name: 'Subscribe' });

  // The box keeps its size when the error appears: nothing below it jumps.
  const box = page.locator('section.newsletter');
  const before = (await box.boundingBox())!.height;
  await field.fill('not-an-email');
  await subscribe.click();
  await expect(page.getByText('Valid email is required')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  expect((await box.boundingBox())!.height).toBe(before);

  await field.fill(email);
  await subscribe.click();
  await expect(toasts(page)).toContainText('Successfully subscribed!');
  await expect(toasts(page)).toContainText("You'll receive updates about new island discoveries.");
  await expect(field).toHaveValue('');
  expect(inbox().newsletters.some((entry) => entry.email === email && entry.isActive)).toBe(true);

  // The same address again, in another case: answered as a new one, so the page tells no one who
  // is subscribed; the address is stored once.
  await field.fill(email.toUpperCase());
  await subscribe.click();
  // The field empties only on success; the toast is the success one, and no failure is shown.
  await expect(field).toHaveValue('');
  await expect(toasts(page).filter({ hasText: 'Successfully subscribed!' }).first()).toBeVisible();
  await expect(toasts(page).filter({ hasText: 'Subscription failed' })).toHaveCount(0);
  expect(inbox().newsletters.filter((entry) => entry.email.toLowerCase() === email.toLowerCase())).toHaveLength(1);
});

test('contact: validation messages, then a stored message and the success toast', async ({ page }) => {
  const subject = unique('Data correction');
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Name must be at least 2 characters')).toBeVisible();
  await expect(form.getByText('Valid email is required')).toBeVisible();
  await expect(form.getByText('Subject must be at least 5 characters')).toBeVisible();
  await expect(form.getByText('Message must be at least 20 characters')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Name' })).toBeFocused();
  await expect(form.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
    'Name must be at least 2 characters',
  );

  await form.getByRole('textbox', { name: 'Name' }).fill('Grace Hopper');
  await form.getByRole('textbox', { name: 'Email' }).fill('grace@example.org');
  await form.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await form.getByRole('textbox', { name: 'Message' }).fill('Too short.');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Message must be at least 20 characters')).toBeVisible();
  await expect(form.getByText('Name must be at least 2 characters')).toHaveCount(0);
  await expect(form.getByRole('textbox', { name: 'Message' })).toBeFocused();

  await form.getByRole('textbox', { name: 'Message' }).fill('The population figure for Pitcairn looks out of date.');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(toasts(page)).toContainText('Message sent successfully!');
  await expect(toasts(page)).toContainText("Thank you for contacting us. We'll get back to you soon.");
  await expect(form.getByRole('textbox', { name: 'Subject' })).toHaveValue('');
  const stored = inbox().contacts.find((contact) => contact.subject === subject);
  expect(stored).toMatchObject({ email: 'grace@example.org', status: 'unread' });
  // Something to keep: the stored message's reference, to quote when writing again.
  await expect(toasts(page)).toContainText(`Your reference: ${stored!.id}.`);
});

test('contact: a server refusal shows the server message in the failure toast', async ({ page }) => {
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByRole('textbox', { name: 'Name' }).fill('Ida Pfeiffer');
  await form.getByRole('textbox', { name: 'Email' }).fill('ida@example.org');
  await form.getByRole('textbox', { name: 'Subject' }).fill('Travel notes');
  await form.getByRole('textbox', { name: 'Message' }).fill('A message long enough to be accepted by the form.');
  // The same request sent from another site: the real server refuses it (writes are same-origin
  // only) and its answer goes back to the page unchanged.
  await page.route('**/api/contacts', async (route) => {
    const response = await route.fetch({
      headers: { ...route.request().headers(), origin: 'https://elsewhere.example' },
    });
    expect(response.status()).toBe(403);
    await route.fulfill({ response });
  });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(toasts(page)).toContainText('Failed to send message');
  await expect(toasts(page)).toContainText('Writes are accepted from this site only');
});

test('contact: Send pressed again after a lost answer gives back the stored message, not a second', async ({
  page,
}) => {
  const subject = unique('Lost answer');
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByRole('textbox', { name: 'Name' }).fill('Nellie Bly');
  await form.getByRole('textbox', { name: 'Email' }).fill('nellie@example.org');
  await form.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await form.getByRole('textbox', { name: 'Message' }).fill('Seventy-two days around the world, and one lost answer.');
  const keys: (string | undefined)[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/contacts'))
      keys.push(request.headers()['idempotency-key']);
  });
  // The real server stores the first one; its answer is lost on the way back to the page.
  await page.route(
    '**/api/contacts',
    async (route) => {
      const response = await route.fetch();
      expect(response.status()).toBe(201);
      await route.abort('connectionreset');
    },
    { times: 1 },
  );
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(toasts(page)).toContainText('Failed to send message');
  expect(inbox().contacts.filter((contact) => contact.subject === subject)).toHaveLength(1);
  await expect(form.getByRole('textbox', { name: 'Subject' })).toHaveValue(subject);

  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(toasts(page)).toContainText('Message sent successfully!');
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  expect(keys[1]).toBe(keys[0]);
  expect(inbox().contacts.filter((contact) => contact.subject === subject)).toHaveLength(1);
});

test('toasts: one at a time, F8 focuses the notification region, dismiss button', async ({ page }) => {
  await page.goto('/');
  const field = page.getByRole('textbox', { name: 'Email address' });
  await field.fill(`${unique('first')}@example.org`);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(toasts(page)).toContainText('Successfully subscribed!');
  await field.fill(`${unique('second')}@example.org`);
  // Wait for the second answer, or its toast could arrive after the dismissal below.
  const second = page.waitForResponse((response) => response.url().includes('/newsletter'));
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await second;
  await expect(toasts(page)).toHaveCount(1);
  await page.keyboard.press('F8');
  await expect(page.getByRole('region', { name: /Notifications/ }).locator('ol')).toBeFocused();
  await page.getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(toasts(page)).toHaveCount(0);
});
