import type { ReviewMail } from '../../node/mail/review-mail';
import { createReviewMailer, readMailSettings, type MailSettings } from '../../node/mail/review-mailer';
import { CurateError, EXIT } from './curate-backend';

/** The SMTP settings, read before a decision is made: an unusable one stops it with nothing changed. */
export function reviewMailSettings(env: Record<string, string | undefined>): MailSettings | undefined {
  try {
    return readMailSettings(env);
  } catch (error) {
    throw new CurateError(EXIT.usage, (error as Error).message);
  }
}

/**
 * Tells the submitter of the decision by e-mail when SMTP is configured; otherwise, or when the send
 * fails, says on stderr that no e-mail went and whom to write to. The decision stands either way.
 */
export async function tellSubmitter(
  mail: ReviewMail,
  settings: MailSettings | undefined,
  err: (text: string) => void,
): Promise<boolean> {
  if (!settings) {
    err(`No e-mail was sent (SMTP_URL is not set): write to ${mail.to} yourself ("${mail.subject}").\n`);
    return false;
  }
  const mailer = createReviewMailer(settings);
  try {
    await mailer.send(mail);
    err(`E-mailed ${mail.to}: "${mail.subject}".\n`);
    return true;
  } catch (error) {
    err(
      `The decision is saved, but the e-mail to ${mail.to} failed (${(error as Error).message}): write to them yourself.\n`,
    );
    return false;
  } finally {
    mailer.close();
  }
}
