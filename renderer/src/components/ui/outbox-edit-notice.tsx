import { OUTBOX_EDIT_TEXT } from '@/lib/outbox-edit';
import { Button } from './button';

/**
 * Above a form correcting a refused outbox item: why it came back, and a way to stop editing.
 * One notice for the contact form and the newsletter sign-up, so they read and behave the same.
 */
export function OutboxEditNotice({
  reason,
  onStop,
  className,
}: {
  reason: string | undefined;
  onStop: () => void;
  className?: string;
}) {
  return (
    <div className={className} role="note" data-testid="outbox-edit-notice">
      <p>{OUTBOX_EDIT_TEXT.notice(reason ?? '')}</p>
      <Button variant="outline" size="sm" onClick={onStop}>
        {OUTBOX_EDIT_TEXT.cancel}
      </Button>
    </div>
  );
}
