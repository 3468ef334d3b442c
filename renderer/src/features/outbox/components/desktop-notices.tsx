import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { failureText } from '@/lib/api-error';
import type { DesktopCapabilities } from '@/lib/data-source';
import { OUTBOX_TEXT } from '../messages';

/** Opens the log folder; the answer (or why not) is shown where the button is. */
export function useOpenLogFolder(desktop: DesktopCapabilities) {
  return useMutation({ mutationFn: () => desktop.openLogFolder() });
}

export function OpenLogFolderButton({ desktop }: { desktop: DesktopCapabilities }) {
  const open = useOpenLogFolder(desktop);
  return (
    <span className="outbox-item__actions">
      <Button size="sm" variant="outline" onClick={() => open.mutate()} disabled={open.isPending}>
        {OUTBOX_TEXT.openLogFolder}
      </Button>
      {open.isSuccess || open.isError ? (
        <span role="status">
          {open.isSuccess ? OUTBOX_TEXT.logFolderOpened(open.data) : failureText(open.error, OUTBOX_TEXT.actionFailed)}
        </span>
      ) : null}
    </span>
  );
}

/**
 * What went wrong at start-up without stopping the app (a damaged outbox kept aside), shown
 * under the header until the person dismisses it, with the way to the log.
 */
export function DesktopNotices({ desktop }: { desktop: DesktopCapabilities }) {
  const { data: notices = [] } = useQuery({ queryKey: ['outbox', 'notices'], queryFn: () => desktop.desktopNotices() });
  const [dismissed, setDismissed] = useState(false);
  if (dismissed || notices.length === 0) return null;
  return (
    <section className="desktop-notices" aria-label={OUTBOX_TEXT.noticesLabel} data-testid="desktop-notices">
      <div className="container desktop-notices__inner">
        {notices.map((notice) => (
          <p key={notice.fileName} role="alert" className="outbox__notice outbox__notice--error">
            {OUTBOX_TEXT.outboxSetAside(notice.fileName, notice.folder)}
          </p>
        ))}
        <div className="outbox-item__actions">
          <OpenLogFolderButton desktop={desktop} />
          <Button size="sm" variant="ghost" onClick={() => setDismissed(true)}>
            {OUTBOX_TEXT.dismiss}
          </Button>
        </div>
      </div>
    </section>
  );
}
