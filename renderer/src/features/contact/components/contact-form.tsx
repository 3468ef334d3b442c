import { useState } from 'react';
import type { FormEvent } from 'react';
import { contactPayloadSchema } from '@core/contract/schemas';
import type { ContactPayload } from '@core/contract/schemas';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { HoneypotField, withHoneypot } from '@/components/ui/honeypot-field';
import { referenceText, successText } from '@/lib/delivery-note';
import { showToast } from '@/components/ui/toast-store';
import { failureText } from '@/lib/api-error';
import { OUTBOX_EDIT_TEXT, useOutboxEdit } from '@/lib/outbox-edit';
import { OutboxEditNotice } from '@/components/ui/outbox-edit-notice';
import { useSendContact } from '../api/send-contact';
import '../contact.css';

export const CONTACT_TEXT = {
  successTitle: 'Message sent successfully!',
  successText: "Thank you for contacting us. We'll get back to you soon.",
  failureTitle: 'Failed to send message',
  failureText: 'Please check your information and try again.',
} as const;

const EMPTY: ContactPayload = { name: '', email: '', subject: '', message: '' };
type Errors = Partial<Record<keyof ContactPayload, string>>;

/** A kept payload back in the form's fields; a field it lacks stays empty. */
const valuesFrom = (payload: Record<string, unknown>): ContactPayload => ({
  name: typeof payload.name === 'string' ? payload.name : '',
  email: typeof payload.email === 'string' ? payload.email : '',
  subject: typeof payload.subject === 'string' ? payload.subject : '',
  message: typeof payload.message === 'string' ? payload.message : '',
});

export function ContactForm() {
  // A rejected outbox message being corrected opens with what it held.
  const { editing, setEditing, save } = useOutboxEdit('contact');
  const [values, setValues] = useState<ContactPayload>(EMPTY);
  // Filled in when the outbox hands an item over, even with the form already on screen.
  const [filledFrom, setFilledFrom] = useState<string | undefined>(undefined);
  if (editing && editing.id !== filledFrom) {
    setFilledFrom(editing.id);
    setValues(valuesFrom(editing.payload));
  }
  const [errors, setErrors] = useState<Errors>({});
  const mutation = useSendContact();
  const set = (key: keyof ContactPayload, value: string) => setValues((previous) => ({ ...previous, [key]: value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = contactPayloadSchema.safeParse(values);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof ContactPayload;
        found[key] ??= issue.message;
      }
      setErrors(found);
      const first = (['name', 'email', 'subject', 'message'] as const).find((key) => found[key]);
      if (first) event.currentTarget.querySelector<HTMLElement>(`#contact-${first}`)?.focus();
      return;
    }
    setErrors({});
    if (editing) {
      save.mutate(
        { kind: 'contact', payload: parsed.data },
        {
          onSuccess: () => {
            setValues(EMPTY);
            showToast({ title: OUTBOX_EDIT_TEXT.saved, description: OUTBOX_EDIT_TEXT.savedText });
          },
          onError: (failure) =>
            showToast({
              title: CONTACT_TEXT.failureTitle,
              description: failureText(failure, CONTACT_TEXT.failureText),
              variant: 'destructive',
            }),
        },
      );
      return;
    }
    mutation.mutate(withHoneypot(parsed.data, event.currentTarget), {
      onSuccess: (delivery) => {
        setValues(EMPTY);
        showToast({
          title: CONTACT_TEXT.successTitle,
          description: successText(CONTACT_TEXT.successText, delivery) + referenceText(delivery),
        });
      },
      onError: (failure) =>
        showToast({
          title: CONTACT_TEXT.failureTitle,
          description: failureText(failure, CONTACT_TEXT.failureText),
          variant: 'destructive',
        }),
    });
  };

  return (
    <form className="contact-form card" onSubmit={onSubmit} noValidate aria-labelledby="contact-form-heading">
      <HoneypotField />
      <h2 id="contact-form-heading">Send us a message</h2>
      {editing ? (
        <OutboxEditNotice
          className="form-errors"
          reason={editing.rejection?.message}
          onStop={() => {
            setEditing(undefined);
            setValues(EMPTY);
          }}
        />
      ) : null}
      <div className="field-row">
        <Field id="contact-name" label="Name" required error={errors.name}>
          {(control) => (
            <input
              {...control}
              className="input"
              autoComplete="name"
              value={values.name}
              onChange={(event) => set('name', event.target.value)}
            />
          )}
        </Field>
        <Field id="contact-email" label="Email" required error={errors.email}>
          {(control) => (
            <input
              {...control}
              className="input"
              type="email"
              autoComplete="email"
              value={values.email}
              onChange={(event) => set('email', event.target.value)}
            />
          )}
        </Field>
      </div>
      <Field id="contact-subject" label="Subject" required error={errors.subject}>
        {(control) => (
          <input
            {...control}
            className="input"
            value={values.subject}
            onChange={(event) => set('subject', event.target.value)}
          />
        )}
      </Field>
      <Field id="contact-message" label="Message" required hint="At least 20 characters." error={errors.message}>
        {(control) => (
          <textarea
            {...control}
            className="input textarea"
            rows={6}
            value={values.message}
            onChange={(event) => set('message', event.target.value)}
          />
        )}
      </Field>
      <div className="contact-form__actions">
        <Button type="submit" size="lg" disabled={mutation.isPending || save.isPending}>
          {mutation.isPending || save.isPending ? 'Sending...' : editing ? OUTBOX_EDIT_TEXT.send : 'Send Message'}
        </Button>
      </div>
    </form>
  );
}
