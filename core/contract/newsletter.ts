import { z } from 'zod';

/**
 * The answer to a sign-up: the same for a new address and for one already subscribed, so that it
 * tells no one who reads the newsletter (issue 42; the spec shows nothing beyond success). Where
 * the server sends mail, a new address must confirm by the link it is sent (double opt-in), and
 * every sign-up is answered 'confirmation-sent' alike.
 */
export const newsletterReceiptSchema = z.object({
  status: z
    .enum(['subscribed', 'confirmation-sent'])
    .describe(
      "'subscribed': the address is subscribed, now or already before; 'confirmation-sent': where the server sends mail, a new address is sent a link to confirm it (answered alike for every address)",
    ),
});
export type NewsletterReceipt = z.infer<typeof newsletterReceiptSchema>;

/** A confirmation link's code: 32 random bytes, base64url. */
export const NEWSLETTER_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const newsletterConfirmPayloadSchema = z.object({
  token: z
    .string({ error: 'token is required: the code in the confirmation link' })
    .trim()
    .regex(NEWSLETTER_TOKEN_PATTERN, 'token must be the code in the confirmation link (43 letters, digits, - or _)')
    .describe('The code after ?token= in the link the confirmation e-mail carries'),
});

export const newsletterConfirmedSchema = z.object({
  status: z.literal('confirmed').describe('The address is subscribed'),
});
