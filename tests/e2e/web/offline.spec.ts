import { expect, test } from '../../support/e2e/app-test';

test('offline, a page whose code has not come yet says so inside the site, and loads once back online', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect(page.locator('#root')).toHaveAttribute('data-hydrated', 'true');
  await context.setOffline(true);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  const alert = page.getByRole('alert').filter({ has: page.getByRole('heading', { level: 1 }) });
  await expect(alert.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
  await expect(alert).toContainText('You seem to be offline');
  // The site around it stays: its header and its links.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: 'Mapping the edges of the world' })).toBeVisible();
  await expect(page).toHaveURL(/\/about$/);
});
