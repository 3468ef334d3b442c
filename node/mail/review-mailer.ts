import nodemailer from 'nodemailer';
import { z } from 'zod';
import type { ReviewMail } from './review-mail';

/**
 * Sends the team's decisions to submitters over SMTP, when the operator has configured it:
 * SMTP_URL (smtp:// or smtps://, credentials inside it, as nodemailer reads it) and MAIL_FROM.
 * Neither set: no mailer, and curate says whom to write to instead.
 */
export const mailEnvSchema = z.object({
  SMTP_URL: z
    .string()
    .optional()
    .transform((value) => (value?.trim() ? value.trim() : undefined))
    .refine((value) => value === undefined || /^smtps?:\/\/[^/]/.test(value), {
      message: 'SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtps://user:password@smtp.example.org',
    }),
  MAIL_FROM: z
    .string()
    .optional()
    .transform((value) => (value?.trim() ? value.trim() : undefined))
    .refine((value) => value === undefined || /^[^@\s<>]+@[^@\s<>]+$|<[^@\s<>]+@[^@\s<>]+>$/.test(value), {
      message: 'MAIL_FROM must be an address, e.g. Isolario <team@example.org>',
    }),
});

export interface MailSettings {
  url: string;
  from: string;
}

/** The settings, none when SMTP_URL is unset; an error naming the variable when one is unusable. */
export function readMailSettings(env: Record<string, string | undefined>): MailSettings | undefined {
  const parsed = mailEnvSchema.safeParse(env);
  if (!parsed.success) throw new Error(parsed.error.issues.map((issue) => issue.message).join('; '));
  const { SMTP_URL: url, MAIL_FROM: from } = parsed.data;
  if (!url) return undefined;
  if (!from) throw new Error('SMTP_URL is set but MAIL_FROM is not: say whom the e-mails come from');
  return { url, from };
}

export interface ReviewMailer {
  /** Resolves with the server's message id once the SMTP server has accepted the message. */
  send(mail: ReviewMail): Promise<string>;
  close(): void;
}

export function createReviewMailer(settings: MailSettings): ReviewMailer {
  // One connection for the command's one message; a slow server fails the send, not the decision.
  const transport = nodemailer.createTransport({
    url: settings.url,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  return {
    async send(mail) {
      const info = await transport.sendMail({
        from: settings.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
      });
      return info.messageId;
    },
    close: () => transport.close(),
  };
}
