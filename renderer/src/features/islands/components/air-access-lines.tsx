import { AIR_WAY_LABELS } from '@core/contract/enums';
import type { IslandAirWay } from '@core/contract/schemas';
import { PlaneIcon } from '@/components/ui/icons';
import { SourceLinks } from './source-links';

/**
 * The ways in by air on the island page's access list, one line each: how, where from, how
 * often, and the page that says so, so the access line and the note never disagree.
 */
export function AirAccessLines({ ways }: { ways: readonly IslandAirWay[] | undefined }) {
  return (ways ?? []).map((way) => (
    <li key={way.by} data-testid="air-access-line">
      <PlaneIcon />
      <span>
        <strong>{AIR_WAY_LABELS[way.by]}</strong>
        {way.from ? ` from ${way.from}` : ''}
        {way.frequency ? `: ${way.frequency}` : ''}.{' '}
        <span className="muted air-access__source">
          Source: <SourceLinks sources={way.sources} />
        </span>
      </span>
    </li>
  ));
}
