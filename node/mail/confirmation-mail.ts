import type { ReviewMail } from './review-mail';

/**
 * The e-mail a new newsletter address is sent (double opt-in): the link that confirms it, and
 * that nothing happens if it is ignored. Plain text, no markup.
 */
export function confirmationMail(email: string, token: string, siteUrl: string): ReviewMail {
  const link = new URL(`/newsletter/confirm?token=${encodeURIComponent(token)}`, siteUrl).href;
  return {
    to: email,
    subject: 'Confirm your Isolario newsletter sign-up',
    text: [
      'Hello,',
      '',
      'Someone, probably you, asked for the Isolario newsletter at this address.',
      `To confirm, open this link within a week and press "Confirm": ${link}`,
      '',
      'If it was not you, ignore this message: the address is not subscribed and will not be written to again.',
      '',
      '-- ',
      'The Isolario team',
      '',
    ].join('\n'),
  };
}
