import type { DesktopCapabilities } from '@/lib/data-source';
import { useCatalogueInfo } from '../api/catalogue-info';
import { OUTBOX_TEXT } from '../messages';

const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

/** The header's line on the catalogue: bundled or updated, its date, and when it was last checked. */
export function CatalogueStatus({ desktop }: { desktop: DesktopCapabilities }) {
  const { data: info } = useCatalogueInfo(desktop);
  if (!info) return null;
  const dated = info.datedAt ? day(info.datedAt) : '';
  const checked = info.lastCheckedAt
    ? OUTBOX_TEXT.headerChecked(day(info.lastCheckedAt))
    : OUTBOX_TEXT.headerNeverChecked;
  return (
    <p className="catalogue-status" data-testid="catalogue-status">
      <span>{OUTBOX_TEXT.headerCatalogue(info.kind, dated)}</span>
      <span className="catalogue-status__checked"> · {checked}</span>
    </p>
  );
}
