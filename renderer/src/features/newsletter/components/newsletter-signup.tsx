import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { MailIcon } from '@/components/ui/icons';
import { HoneypotField, withHoneypot } from '@/components/ui/honeypot-field';
import { successText } from '@/lib/delivery-note';
import { showToast } from '@/components/ui/toast-store';
import { failureText } from '@/lib/api-error';
import { OUTBOX_EDIT_TEXT, useOutboxEdit } from '@/lib/outbox-edit';
import { OutboxEditNotice } from '@/components/ui/outbox-edit-notice';
import { useSubscribe } from '../api/subscribe';
import '../newsletter.css';

export const NEWSLETTER_TEXT = {
  heading: 'Stay in the loop',
  lede: 'New islands, fresh satellite imagery and stories from the edges of the map, about once a month.',
  successTitle: 'Successfully subscribed!',
  successText: "You'll receive updates about new island discoveries.",
  failureTitle: 'Subscription failed',
  failureText: 'Failed to subscribe. Please try again.',
  // Double opt-in (a server that sends mail): said alike for every address, new or not.
  confirmTitle: 'Check your e-mail',
  confirmText: 'We have sent a link to confirm your address; you are subscribed once you open it.',
} as const;

export function NewsletterSignup() {
  // A rejected outbox sign-up being corrected opens with its address.
  const { editing, setEditing, save } = useOutboxEdit('newsletter');
  const [email, setEmail] = useState('');
  // Filled in when the outbox hands an item over, even with the form already on screen.
  const [filledFrom, setFilledFrom] = useState<string | undefined>(undefined);
  if (editing && editing.id !== filledFrom) {
    setFilledFrom(editing.id);
    setEmail(typeof editing.payload.email === 'string' ? editing.payload.email : '');
  }
  const [error, setError] = useState<string>();
  const mutation = useSubscribe();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    // The schema (and zod) load on the first submit, not with the home page.
    const { newsletterPayloadSchema } = await import('@core/contract/schemas');
    const parsed = newsletterPayloadSchema.safeParse({ email });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Valid email is required');
    setError(undefined);
    if (editing) {
      save.mutate(
        { kind: 'newsletter', payload: parsed.data },
        {
          onSuccess: () => {
            setEmail('');
            showToast({ title: OUTBOX_EDIT_TEXT.saved, description: OUTBOX_EDIT_TEXT.savedText });
          },
          onError: (failure) =>
            showToast({
              title: NEWSLETTER_TEXT.failureTitle,
              description: failureText(failure, NEWSLETTER_TEXT.failureText),
              variant: 'destructive',
            }),
        },
      );
      return;
    }
    mutation.mutate(withHoneypot(parsed.data, form), {
      onSuccess: (delivery) => {
        setEmail('');
        const confirming = delivery.status === 'stored' && delivery.record.status === 'confirmation-sent';
        showToast(
          confirming
            ? { title: NEWSLETTER_TEXT.confirmTitle, description: NEWSLETTER_TEXT.confirmText }
            : { title: NEWSLETTER_TEXT.successTitle, description: successText(NEWSLETTER_TEXT.successText, delivery) },
        );
      },
      onError: (failure) =>
        showToast({
          title: NEWSLETTER_TEXT.failureTitle,
          description: failureText(failure, NEWSLETTER_TEXT.failureText),
          variant: 'destructive',
        }),
    });
  };

  return (
    <section className="newsletter" id="newsletter" aria-labelledby="newsletter-heading">
      <div className="container newsletter__inner">
        <div className="newsletter__copy">
          <MailIcon className="newsletter__icon" />
          <h2 id="newsletter-heading">{NEWSLETTER_TEXT.heading}</h2>
          <p>{NEWSLETTER_TEXT.lede}</p>
          {editing ? (
            <OutboxEditNotice
              reason={editing.rejection?.message}
              onStop={() => {
                setEditing(undefined);
                setEmail('');
              }}
            />
          ) : null}
        </div>
        <form
          className="newsletter__form"
          onSubmit={(event) => void onSubmit(event)}
          noValidate
          aria-label="Newsletter signup"
        >
          <HoneypotField />
          <label htmlFor="newsletter-email" className="visually-hidden">
            Email address
          </label>
          <input
            id="newsletter-email"
            type="email"
            required
            className="input"
            placeholder="you@example.org"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'newsletter-error' : undefined}
          />
          <Button type="submit" disabled={mutation.isPending || save.isPending}>
            {mutation.isPending || save.isPending ? 'Subscribing...' : editing ? OUTBOX_EDIT_TEXT.send : 'Subscribe'}
          </Button>
          {/* Always there, empty until needed, so an error does not push the page down. */}
          <p id="newsletter-error" className="field__error newsletter__error">
            {error ?? ''}
          </p>
        </form>
      </div>
    </section>
  );
}
