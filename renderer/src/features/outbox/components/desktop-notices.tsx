import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { failureText } from '@/lib/api-error';
import type { DesktopNotice } from '@core/contract/desktop-status';
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

const NOTICES_EVERY_MS = 5_000;

function noticeText(notice: DesktopNotice): string {
  return notice.kind === 'outbox-set-aside'
    ? OUTBOX_TEXT.outboxSetAside(notice.fileName, notice.folder)
    : OUTBOX_TEXT.settingsRefused(notice.fileName, notice.folder, notice.reason);
}

/**
 * What went wrong at start-up without stopping the app (a damaged outbox kept aside), shown
 * under the header until the person dismisses it, with the way to the log.
 */
export function DesktopNotices({ desktop }: { desktop: DesktopCapabilities }) {
  // Asked again now and then: a settings.json edited while the app runs is refused at any time.
  const { data: notices = [] } = useQuery({
    queryKey: ['outbox', 'notices'],
    queryFn: () => desktop.desktopNotices(),
    refetchInterval: NOTICES_EVERY_MS,
  });
  // Dismissed notices by what they say, so a new one still shows.
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(new Set());
  const shown = notices.filter((notice) => !dismissed.has(noticeText(notice)));
  if (shown.length === 0) return null;
  return (
    <section className="desktop-notices" aria-label={OUTBOX_TEXT.noticesLabel} data-testid="desktop-notices">
      <div className="container desktop-notices__inner">
        {shown.map((notice) => (
          <p key={noticeText(notice)} role="alert" className="outbox__notice outbox__notice--error">
            {noticeText(notice)}
          </p>
        ))}
        <div className="outbox-item__actions">
          <OpenLogFolderButton desktop={desktop} />
          <Button
            size="sm"
            variant="ghost"
            onClick={() => setDismissed(new Set([...dismissed, ...shown.map(noticeText)]))}
          >
            {OUTBOX_TEXT.dismiss}
          </Button>
        </div>
      </div>
    </section>
  );
}
