import { useEffect, useState } from 'react';
import type { CatalogueProgress } from '@core/contract/desktop-status';
import { Button } from '@/components/ui/button';
import { failureText } from '@/lib/api-error';
import type { DesktopCapabilities } from '@/lib/data-source';
import { useCatalogueInfo } from '../api/catalogue-info';
import { useRefreshCatalogue } from '../api/refresh-catalogue';
import { byteSize } from '../byte-size';
import { OUTBOX_TEXT } from '../messages';

const when = (iso: string | undefined) => (iso ? new Date(iso).toLocaleString() : OUTBOX_TEXT.never);

/** Tens of percent: a screen reader hears ten steps, not one per pushed chunk. */
const decile = (progress: CatalogueProgress | undefined) =>
  progress?.total ? Math.floor((progress.received / progress.total) * 10) * 10 : undefined;

/**
 * The catalogue in the outbox dialog: which one is in use and since when, the update with its
 * progress (bytes received of the total) and a Cancel that leaves the local copy as it was.
 */
export function CataloguePanel({ desktop, online }: { desktop: DesktopCapabilities; online: boolean }) {
  const refresh = useRefreshCatalogue(desktop);
  const { data: info } = useCatalogueInfo(desktop);
  const [progress, setProgress] = useState<CatalogueProgress | undefined>(undefined);
  const [cancelled, setCancelled] = useState(false);
  useEffect(() => desktop.onCatalogueProgress(setProgress), [desktop]);

  const start = () => {
    setProgress(undefined);
    setCancelled(false);
    refresh.mutate();
  };
  const cancel = () => {
    setCancelled(true);
    void desktop.cancelCatalogueUpdate();
  };

  return (
    <section aria-labelledby="outbox-catalogue" className="outbox__catalogue" data-testid="catalogue-panel">
      <h3 id="outbox-catalogue" className="outbox__heading">
        {OUTBOX_TEXT.catalogueHeading}
      </h3>
      <p className="outbox__empty">{OUTBOX_TEXT.catalogueNote}</p>
      {info ? (
        <dl className="outbox__sync" data-testid="catalogue-info">
          <dt>{OUTBOX_TEXT.catalogueInUse}</dt>
          <dd>{OUTBOX_TEXT.catalogueKinds[info.kind]}</dd>
          <dt>{OUTBOX_TEXT.catalogueDated}</dt>
          <dd>{when(info.datedAt)}</dd>
          <dt>{OUTBOX_TEXT.catalogueChecked}</dt>
          <dd>{when(info.lastCheckedAt)}</dd>
        </dl>
      ) : null}

      {refresh.isPending ? (
        <div className="outbox__progress">
          <progress
            aria-label={OUTBOX_TEXT.downloadLabel}
            max={progress?.total ?? undefined}
            value={progress?.total ? progress.received : undefined}
          />
          <p className="outbox-item__meta" data-testid="catalogue-progress">
            {progress
              ? OUTBOX_TEXT.downloaded(
                  byteSize(progress.received),
                  progress.total ? byteSize(progress.total) : undefined,
                )
              : OUTBOX_TEXT.updatingCatalogue}
          </p>
          <p className="visually-hidden" role="status">
            {OUTBOX_TEXT.downloadAnnounce(decile(progress))}
          </p>
          <Button size="sm" variant="outline" onClick={cancel} disabled={cancelled}>
            {OUTBOX_TEXT.cancelUpdate}
          </Button>
        </div>
      ) : null}

      {refresh.isSuccess ? (
        <p role="status">
          {(refresh.data.unchanged ? OUTBOX_TEXT.catalogueCurrent : OUTBOX_TEXT.catalogueUpdated)(refresh.data.islands)}
        </p>
      ) : null}
      {refresh.isError && cancelled ? <p role="status">{OUTBOX_TEXT.catalogueCancelled}</p> : null}
      {refresh.isError && !cancelled ? (
        <p className="outbox__notice outbox__notice--error" role="alert">
          {failureText(refresh.error, OUTBOX_TEXT.catalogueFailed)}
        </p>
      ) : null}
      {refresh.isPending ? null : (
        <Button size="sm" variant="outline" disabled={!online} onClick={start}>
          {OUTBOX_TEXT.updateCatalogue}
        </Button>
      )}
    </section>
  );
}
