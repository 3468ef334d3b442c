import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { failureText } from '@/lib/api-error';
import { usePageMeta } from '@/lib/use-page-meta';
import { useConfirmSubscription } from '@/features/newsletter/api/confirm';

export const CONFIRM_TEXT = {
  title: 'Confirm your newsletter sign-up',
  lede: 'Press the button to confirm this address. Nothing is sent to it until you do.',
  button: 'Confirm',
  done: 'You are subscribed. The next newsletter will reach you.',
  noToken: 'This page needs the link from your confirmation e-mail. Open the link from the e-mail again.',
  failed: 'Confirming failed. Please try again.',
} as const;

/**
 * The page a confirmation e-mail links to. It confirms on a press, not on opening: a mail
 * scanner that opens every link must not subscribe anyone.
 */
export function NewsletterConfirmRoute() {
  usePageMeta(CONFIRM_TEXT.title, 'Confirm the address you signed up to the Isolario newsletter with.');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const confirm = useConfirmSubscription();
  return (
    <>
      <header className="page-hero page-hero--compact">
        <div className="container">
          <p className="page-hero__eyebrow">Newsletter</p>
          <h1 className="page-hero__title">{CONFIRM_TEXT.title}</h1>
        </div>
      </header>
      <div className="container prose-page">
        {/* Announced when it changes: the result of the press. */}
        <div aria-live="polite" data-testid="confirm-result">
          {confirm.isSuccess ? (
            <p>
              {CONFIRM_TEXT.done} <Link to="/explore">Explore the islands</Link>
            </p>
          ) : confirm.isError ? (
            <p className="field__error">{failureText(confirm.error, CONFIRM_TEXT.failed)}</p>
          ) : null}
        </div>
        {token === '' ? (
          <p>{CONFIRM_TEXT.noToken}</p>
        ) : confirm.isSuccess ? null : (
          <>
            <p>{CONFIRM_TEXT.lede}</p>
            <Button type="button" disabled={confirm.isPending} onClick={() => confirm.mutate(token)}>
              {confirm.isPending ? 'Confirming...' : CONFIRM_TEXT.button}
            </Button>
          </>
        )}
      </div>
    </>
  );
}
