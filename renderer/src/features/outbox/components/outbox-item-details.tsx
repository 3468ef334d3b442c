import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { OutboxItem } from '@core/outbox/outbox';
import { Button } from '@/components/ui/button';
import type { DesktopCapabilities } from '@/lib/data-source';
import { OUTBOX_TEXT } from '../messages';

const when = (iso: string) => new Date(iso).toLocaleString();

function valueText(value: unknown): string {
  if (typeof value === 'boolean') return value ? OUTBOX_TEXT.yes : OUTBOX_TEXT.no;
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

/** Every field of the item, in words, in the order a person asks about them. */
function rows(item: OutboxItem): [string, string][] {
  const text = OUTBOX_TEXT.fields;
  const found: [string, string | undefined][] = [
    [text.kind, OUTBOX_TEXT.kinds[item.kind]],
    [text.state, OUTBOX_TEXT.states[item.state]],
    [text.queuedAt, when(item.queuedAt)],
    [text.editedAt, item.editedAt && when(item.editedAt)],
    [text.attempts, String(item.attempts)],
    [text.lastAttemptAt, item.lastAttemptAt && when(item.lastAttemptAt)],
    [text.nextAttemptAt, item.nextAttemptAt && when(item.nextAttemptAt)],
    [text.lastError, item.lastError],
    [
      text.rejection,
      item.rejection &&
        [
          `${item.rejection.message} (${item.rejection.status})`,
          ...(item.rejection.issues ?? []).map((i) => i.message),
        ].join(' · '),
    ],
    [text.sentAt, item.sentAt && when(item.sentAt)],
    [text.remoteId, item.remoteId],
    [text.id, item.id],
  ];
  return found.filter((row): row is [string, string] => row[1] !== undefined && row[1] !== '');
}

/**
 * "Details" under an outbox item: opens the whole item (read from the main process) and copies
 * it as JSON, so nothing the app holds for the person is out of their sight.
 */
export function OutboxItemDetails({
  desktop,
  id,
  summary,
}: {
  desktop: DesktopCapabilities;
  id: string;
  summary: string;
}) {
  const [open, setOpen] = useState(false);
  const [copy, setCopy] = useState<'copied' | 'failed' | undefined>(undefined);
  const panelId = useId();
  const { data: item } = useQuery({
    queryKey: ['outbox', 'item', id],
    queryFn: () => desktop.outboxItem({ id }),
    enabled: open,
  });

  const copyItem = async () => {
    if (!item) return;
    try {
      await navigator.clipboard.writeText(JSON.stringify(item, null, 2));
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  return (
    <div className="outbox-details">
      <Button
        size="sm"
        variant="ghost"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setOpen(!open);
          setCopy(undefined);
        }}
      >
        {open ? OUTBOX_TEXT.hideDetails : OUTBOX_TEXT.details}
      </Button>
      {open ? (
        <div id={panelId} role="region" aria-label={OUTBOX_TEXT.detailsOf(summary)} className="outbox-details__panel">
          {item ? (
            <>
              <dl className="outbox__sync" data-testid="outbox-item-fields">
                {rows(item).map(([label, value]) => (
                  <div key={label} className="outbox-details__row">
                    <dt>{label}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
              <h4 className="outbox-details__heading">{OUTBOX_TEXT.fields.payload}</h4>
              <dl className="outbox__sync" data-testid="outbox-item-payload">
                {Object.entries(item.payload).map(([field, value]) => (
                  <div key={field} className="outbox-details__row">
                    <dt>{field}</dt>
                    <dd>{valueText(value)}</dd>
                  </div>
                ))}
              </dl>
              <div className="outbox-item__actions">
                <Button size="sm" variant="outline" onClick={() => void copyItem()}>
                  {OUTBOX_TEXT.copy}
                </Button>
                <span role="status">
                  {copy === 'copied' ? OUTBOX_TEXT.copied : copy === 'failed' ? OUTBOX_TEXT.copyFailed : ''}
                </span>
              </div>
            </>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
