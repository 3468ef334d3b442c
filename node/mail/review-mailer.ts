import { Socket } from 'node:net';
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
  MAIL_DEADLINE_MS: z
    .string()
    .optional()
    .refine((value) => value === undefined || (/^\d{1,6}$/.test(value) && Number(value) >= 500), {
      message: 'MAIL_DEADLINE_MS must be a whole number of milliseconds, at least 500',
    }),
});

/** How long a send may take in all, however the server keeps answering: a minute. */
export const MAIL_DEADLINE_MS = 60_000;

export interface MailSettings {
  url: string;
  from: string;
  /** The whole send's deadline, past which it counts as failed (a server that trickles forever). */
  deadlineMs: number;
}

/** The settings, none when SMTP_URL is unset; an error naming the variable when one is unusable. */
export function readMailSettings(env: Record<string, string | undefined>): MailSettings | undefined {
  const parsed = mailEnvSchema.safeParse(env);
  if (!parsed.success) throw new Error(parsed.error.issues.map((issue) => issue.message).join('; '));
  const { SMTP_URL: url, MAIL_FROM: from, MAIL_DEADLINE_MS: deadline } = parsed.data;
  if (!url) return undefined;
  if (!from) throw new Error('SMTP_URL is set but MAIL_FROM is not: say whom the e-mails come from');
  return { url, from, deadlineMs: deadline === undefined ? MAIL_DEADLINE_MS : Number(deadline) };
}

export interface ReviewMailer {
  /** Resolves with the server's message id once the SMTP server has accepted the message. */
  send(mail: ReviewMail): Promise<string>;
  close(): void;
}

export function createReviewMailer(settings: MailSettings): ReviewMailer {
  // The sockets of the send, handed to nodemailer, so a send past its deadline can be cut off
  // (nodemailer's own timeouts are for silence, which a trickling server never gives).
  const sockets = new Set<Socket>();
  const cutOff = () => sockets.forEach((socket) => socket.destroy());
  // One connection for the command's one message; a slow server fails the send, not the decision.
  const transport = nodemailer.createTransport({
    url: settings.url,
    // The deadline comes first, and these end a second after it: a timer of nodemailer's own,
    // left running once the socket is cut, would otherwise keep the command waiting.
    connectionTimeout: Math.min(15_000, settings.deadlineMs + 1_000),
    greetingTimeout: Math.min(15_000, settings.deadlineMs + 1_000),
    socketTimeout: Math.min(30_000, settings.deadlineMs + 1_000),
    getSocket: (_options, callback) => {
      const socket = new Socket();
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
      callback(null, { socket });
    },
  });
  return {
    async send(mail) {
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          cutOff();
          reject(new Error(`the SMTP server did not take the message within ${settings.deadlineMs / 1000} s`));
        }, settings.deadlineMs);
      });
      try {
        const sent = transport.sendMail({ from: settings.from, to: mail.to, subject: mail.subject, text: mail.text });
        // The send's own failure, once cut off, is the deadline's: nothing is left unhandled.
        sent.catch(() => undefined);
        const info = await Promise.race([sent, deadline]);
        return info.messageId;
      } finally {
        clearTimeout(timer);
      }
    },
    close: () => {
      transport.close();
      cutOff();
    },
  };
}
