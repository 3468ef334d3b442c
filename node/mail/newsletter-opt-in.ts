import type { NewsletterOptIn } from '@core/inbox/inbox-operations';
import type { Logger } from '../logger';
import { confirmationMail } from './confirmation-mail';
import { createReviewMailer, type MailSettings } from './review-mailer';

/**
 * Double opt-in over the server's SMTP settings: each link is sent in the background, one
 * connection per message; a failure is logged (without the address) and the sign-up stays pending.
 */
export function newsletterOptIn(settings: MailSettings, siteUrl: string, logger: Logger): NewsletterOptIn {
  return {
    sendConfirmation(email, token) {
      const mailer = createReviewMailer(settings);
      mailer
        .send(confirmationMail(email, token, siteUrl))
        .then(
          () => logger.info('newsletter confirmation sent'),
          (error: unknown) =>
            logger.warn('newsletter confirmation not sent: the sign-up stays pending until signed up again', {
              reason: error instanceof Error ? error.message : String(error),
            }),
        )
        .finally(() => mailer.close());
    },
  };
}
