import type { IslandTravel as Travel } from '@core/contract/schemas';

/**
 * How to get there, where the catalogue knows: where the ship or plane leaves from, how often,
 * what permission a visit needs, with the year and the sources those facts come from.
 */
export function IslandTravel({ travel }: { travel: Travel | undefined }) {
  if (!travel) return null;
  const rows: [string, string | undefined][] = [
    ['Leaves from', travel.departure],
    ['How often', travel.frequency],
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
        {travel.asOf ? `As of ${travel.asOf}. ` : ''}
        {travel.sources.length === 1 ? 'Source: ' : 'Sources: '}
        {travel.sources.map((source, index) => (
          <span key={`${source.publisher}|${source.title}`}>
            {index > 0 ? '; ' : ''}
            {source.url ? (
              <a href={source.url} rel="noopener noreferrer" target="_blank">
                {source.title}, {source.publisher}
              </a>
            ) : (
              `${source.title}, ${source.publisher}`
            )}
          </span>
        ))}
      </p>
    </section>
  );
}
