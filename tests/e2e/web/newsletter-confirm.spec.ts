import AxeBuilder from '@axe-core/playwright';
import { startSmtpCatcher } from '../../support/smtp-catcher';
import { expect, test } from '../../support/e2e/app-test';
import { startExtraServer } from '../../support/e2e/extra-server';
import { toasts } from '../../support/e2e/ui';
import { freePort } from '../../../node/free-port';

/**
 * Double opt-in as a reader meets it: a server that sends mail (a real SMTP server on a local
 * port), the sign-up in the page, the link out of the mail, and the confirm page's button.
 */
test('newsletter with mail: "check your e-mail", then the link confirms it on a press', async ({ page }) => {
  const smtp = await startSmtpCatcher();
  const port = await freePort();
  const site = `http://127.0.0.1:${port}`;
  const server = await startExtraServer({
    env: {
      PORT: String(port),
      PUBLIC_URL: site,
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Isolario <team@isolario.example>',
    },
  });
  try {
    await page.goto(`${server.url}/`);
    await page.getByRole('textbox', { name: 'Email address' }).fill('petrel@example.org');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(toasts(page)).toContainText('Check your e-mail');
    await expect(toasts(page)).not.toContainText('Successfully subscribed!');

    const { text } = await smtp.mailTo('petrel@example.org');
    const link = new RegExp(`${site}/newsletter/confirm\\?token=[A-Za-z0-9_-]{43}`).exec(text)?.[0];
    expect(link, 'the mail carries the confirmation link').toBeDefined();

    // Opening the link confirms nothing by itself (a mail scanner opens links too): the press does.
    await page.goto(link!);
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm your newsletter sign-up' })).toBeVisible();
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByTestId('confirm-result')).toContainText('You are subscribed.');

    // The same link again: it has been used, said plainly.
    await page.reload();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByTestId('confirm-result')).toContainText('used already');
  } finally {
    await server.stop();
    await smtp.close();
  }
});
