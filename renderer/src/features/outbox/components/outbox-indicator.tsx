import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { OutboxItem, OutboxItemView, OutboxStatus } from '@core/outbox/outbox';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { DesktopCapabilities } from '@/lib/data-source';
import { useOutboxStatus } from '../api/get-outbox-status';
import { useOutboxActions } from '../api/outbox-actions';
import { OUTBOX_TEXT } from '../messages';
import { CataloguePanel } from './catalogue-panel';
import { OpenLogFolderButton } from './desktop-notices';
import { OutboxItemDetails } from './outbox-item-details';
import '../outbox.css';

const when = (iso: string) => new Date(iso).toLocaleString();

function summaryLabel(status: OutboxStatus): string {
  if (status.rejected > 0) return OUTBOX_TEXT.rejected(status.rejected);
  if (status.waiting > 0) return OUTBOX_TEXT.waiting(status.waiting);
  return OUTBOX_TEXT.allSent;
}

function ItemLine({ item }: { item: Pick<OutboxItemView, 'kind' | 'summary'> }) {
  return (
    <div className="outbox-item__what">
      <span className="outbox-item__kind">{OUTBOX_TEXT.kinds[item.kind]}</span>
      <span className="outbox-item__summary">{item.summary}</span>
    </div>
  );
}

/**
 * The desktop header's outbox: how many items wait, and a dialog with the last sync, the
 * rejected items with the server's reason (edit, retry or discard), every item's details, a
 * send-now, the export, the catalogue and the log. Shown only where the data source has desktop
 * capabilities. onEdit hands a rejected item to the form it came from (the layout knows the forms).
 */
export function OutboxIndicator({
  desktop,
  onEdit,
}: {
  desktop: DesktopCapabilities;
  onEdit?: (item: OutboxItem) => void;
}) {
  const { data: status } = useOutboxStatus(desktop);
  const { retry, discard, sendNow } = useOutboxActions(desktop);
  // The rejected item whose discard is being confirmed.
  const [confirming, setConfirming] = useState<string | undefined>(undefined);
  const [open, setOpen] = useState(false);
  const exportOutbox = useMutation({ mutationFn: () => desktop.exportOutbox() });
  const edit = useMutation({
    mutationFn: (id: string) => desktop.outboxItem({ id }),
    onSuccess: (item) => {
      setOpen(false);
      onEdit?.(item);
    },
  });
  if (!status) return null;

  const label = summaryLabel(status);
  const rejected = status.items.filter((item) => item.state === 'rejected');
  const waiting = status.items.filter((item) => item.state !== 'rejected');
  const tone = status.rejected > 0 ? 'rejected' : status.waiting > 0 ? 'waiting' : 'sent';
  const failed = retry.isError || discard.isError || sendNow.isError || edit.isError || exportOutbox.isError;

  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className={`outbox-indicator outbox-indicator--${tone}`}
        data-testid="outbox-indicator"
        aria-label={`${OUTBOX_TEXT.buttonLabel}: ${label}`}
        onClick={() => setOpen(true)}
      >
        <span className="outbox-indicator__dot" aria-hidden="true" />
        <span className="outbox-indicator__label">{label}</span>
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={OUTBOX_TEXT.dialogTitle}
        description={OUTBOX_TEXT.dialogDescription}
      >
        <div className="outbox" data-testid="outbox-panel">
          {status.online ? null : (
            <p className="outbox__notice" role="status">
              {OUTBOX_TEXT.offline}
            </p>
          )}
          <dl className="outbox__sync">
            <dt>{OUTBOX_TEXT.lastSync}</dt>
            <dd data-testid="outbox-last-sync">{status.lastSyncAt ? when(status.lastSyncAt) : OUTBOX_TEXT.never}</dd>
            {status.lastSyncError ? (
              <>
                <dt>{OUTBOX_TEXT.lastSyncError}</dt>
                <dd>{status.lastSyncError}</dd>
              </>
            ) : null}
          </dl>

          {rejected.length > 0 ? (
            <section aria-labelledby="outbox-rejected">
              <h3 id="outbox-rejected" className="outbox__heading">
                {OUTBOX_TEXT.rejectedHeading}
              </h3>
              <ul className="outbox__list">
                {rejected.map((item) => (
                  <li key={item.id} className="outbox-item outbox-item--rejected" data-testid="outbox-rejected-item">
                    <ItemLine item={item} />
                    <p className="outbox-item__reason">{item.rejection?.message}</p>
                    {item.rejection?.issues?.length ? (
                      <ul className="outbox-item__issues">
                        {item.rejection.issues.map((issue) => (
                          <li key={`${issue.path}:${issue.message}`}>{issue.message}</li>
                        ))}
                      </ul>
                    ) : null}
                    {confirming === item.id ? (
                      // Discarding loses what the person wrote: it is asked once more, in words.
                      <div className="outbox-item__confirm" role="group" aria-label={OUTBOX_TEXT.discard}>
                        <p>{OUTBOX_TEXT.confirmDiscard(item.summary)}</p>
                        <div className="outbox-item__actions">
                          <Button
                            size="sm"
                            variant="outline"
                            disabled={discard.isPending}
                            onClick={() => {
                              setConfirming(undefined);
                              discard.mutate(item.id);
                            }}
                          >
                            {OUTBOX_TEXT.discardForGood}
                          </Button>
                          <Button size="sm" autoFocus onClick={() => setConfirming(undefined)}>
                            {OUTBOX_TEXT.keepIt}
                          </Button>
                        </div>
                      </div>
                    ) : (
                      <div className="outbox-item__actions">
                        {onEdit ? (
                          <Button size="sm" disabled={edit.isPending} onClick={() => edit.mutate(item.id)}>
                            {OUTBOX_TEXT.edit}
                          </Button>
                        ) : null}
                        <Button size="sm" disabled={retry.isPending} onClick={() => retry.mutate(item.id)}>
                          {OUTBOX_TEXT.retry}
                        </Button>
                        <Button size="sm" variant="outline" onClick={() => setConfirming(item.id)}>
                          {OUTBOX_TEXT.discard}
                        </Button>
                      </div>
                    )}
                    <OutboxItemDetails desktop={desktop} id={item.id} summary={item.summary} />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          <section aria-labelledby="outbox-waiting">
            <h3 id="outbox-waiting" className="outbox__heading">
              {OUTBOX_TEXT.waitingHeading}
            </h3>
            {waiting.length === 0 ? (
              <p className="outbox__empty">{OUTBOX_TEXT.empty}</p>
            ) : (
              <ul className="outbox__list">
                {waiting.map((item) => (
                  <li key={item.id} className="outbox-item" data-testid="outbox-waiting-item">
                    <ItemLine item={item} />
                    <p className="outbox-item__meta">
                      {when(item.queuedAt)}
                      {item.attempts > 0 ? ` · ${OUTBOX_TEXT.attempts(item.attempts)}` : ''}
                      {item.lastError ? ` · ${item.lastError}` : ''}
                    </p>
                    <OutboxItemDetails desktop={desktop} id={item.id} summary={item.summary} />
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section aria-labelledby="outbox-sent">
            <h3 id="outbox-sent" className="outbox__heading">
              {OUTBOX_TEXT.sentHeading}
            </h3>
            {status.sent.length === 0 ? (
              <p className="outbox__empty">{OUTBOX_TEXT.sentEmpty}</p>
            ) : (
              <ul className="outbox__list">
                {status.sent.map((item) => (
                  <li key={item.id} className="outbox-item" data-testid="outbox-sent-item">
                    <ItemLine item={item} />
                    <p className="outbox-item__meta">
                      {when(item.sentAt)} · {OUTBOX_TEXT.sentAs(item.remoteId)}
                    </p>
                    <OutboxItemDetails desktop={desktop} id={item.id} summary={item.summary} />
                  </li>
                ))}
              </ul>
            )}
          </section>

          {failed ? (
            <p className="outbox__notice outbox__notice--error" role="alert">
              {OUTBOX_TEXT.actionFailed}
            </p>
          ) : null}
          <CataloguePanel desktop={desktop} online={status.online} />

          {exportOutbox.isSuccess && exportOutbox.data.saved ? (
            <p role="status">{OUTBOX_TEXT.exported(exportOutbox.data.items, exportOutbox.data.file)}</p>
          ) : null}
          <div className="outbox__footer">
            <OpenLogFolderButton desktop={desktop} />
            <Button variant="outline" disabled={exportOutbox.isPending} onClick={() => exportOutbox.mutate()}>
              {OUTBOX_TEXT.exportOutbox}
            </Button>
            <Button
              variant="secondary"
              disabled={status.waiting === 0 || sendNow.isPending}
              onClick={() => sendNow.mutate()}
            >
              {sendNow.isPending ? OUTBOX_TEXT.sending : OUTBOX_TEXT.sendNow}
            </Button>
          </div>
        </div>
      </Dialog>
    </>
  );
}
