import type { IslandTravel as Travel } from '@core/contract/schemas';
import { travelAge } from '../travel-age';
import { SourceLinks } from './source-links';

/**
 * How to get there, where the catalogue knows: where the ship or plane leaves from, how often,
 * what permission a visit needs, with the year and the sources those facts come from.
 */
export function IslandTravel({ travel, today = new Date() }: { travel: Travel | undefined; today?: Date }) {
  if (!travel) return null;
  // A schedule whose period has passed is said to have ended, never shown as the current one.
  const age = travelAge(travel, today);
  const frequency =
    travel.frequency && age.ended
      ? `${travel.frequency}. That schedule ended in ${age.ended}; no newer one is recorded here.`
      : travel.frequency;
  const rows: [string, string | undefined][] = [
    ['Leaves from', travel.departure],
    ['How often', frequency],
    ['Permit', travel.permit],
  ];
  return (
    <section className="card island-travel" aria-labelledby="travel-heading" data-testid="island-travel">
      <h2 id="travel-heading">Getting there</h2>
      <dl className="island-travel__facts">
        {rows.map(([label, value]) =>
          value ? (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ) : null,
        )}
      </dl>
      <p className="muted island-travel__sources">
        {travel.asOf ? `As of ${travel.asOf}${age.stale ? ', and it may have changed since' : ''}. ` : ''}
        {travel.sources.length === 1 ? 'Source: ' : 'Sources: '}
        <SourceLinks sources={travel.sources} />
      </p>
    </section>
  );
}
