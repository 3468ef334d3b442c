import type { Island } from '@core/contract/schemas';
import { TIDE_NOTICE } from '@core/place-facts/tide-terms';
import { localDate } from '@core/place-facts/zone-clock';
import { kmWords } from '@/lib/remoteness-words';
import { useMinute } from '@/lib/use-minute';
import { useHydrated } from '@/lib/use-hydrated';
import { useIslandTides, useServedTidesDate } from '../api/get-island-tides';
import { dateWords, PLACE_TEXT } from '../place-words';

/** Room for four tides, so the list arriving after the page moves nothing below it. */
const ROWS = 4;

/**
 * Today's high and low waters at the island's nearest open tide station, in island time, with the
 * station, its distance, its credit and "not for navigation". Nothing where no station is near.
 */
export function TidesToday({ island }: { island: Island }) {
  const now = useMinute();
  const station = island.place?.tideStation;
  const zone = island.place?.timeZone ?? 'UTC';
  // While hydrating, the day the server rendered; after it, the reader's day on the island's clocks.
  const served = useServedTidesDate(island.id);
  const hydrated = useHydrated();
  const date = hydrated || !served ? localDate(zone, now) : served;
  const tides = useIslandTides(island.id, date, station !== undefined);
  if (!station) return null;
  const answer = tides.data;
  return (
    <section className="card place-card" aria-labelledby="tides-heading" data-testid="tides-today">
      <h2 id="tides-heading">{PLACE_TEXT.tidesHeading}</h2>
      <p className="muted place-card__station">
        {dateWords(date)} at {station.name}
        {station.km > 0 ? `, ${kmWords(station.km)} from the coast` : ''}
      </p>
      {answer ? (
        <table className="tide-table">
          <caption className="visually-hidden">
            High and low waters on {dateWords(date)}, island time, metres above {answer.datum}
          </caption>
          <thead>
            <tr>
              <th scope="col">Tide</th>
              <th scope="col">Time</th>
              <th scope="col">Height</th>
            </tr>
          </thead>
          <tbody>
            {answer.extremes.map((extreme) => (
              <tr key={extreme.time}>
                <th scope="row">{extreme.type === 'high' ? 'High' : 'Low'}</th>
                <td>
                  <time dateTime={extreme.time}>{extreme.localTime}</time>
                </td>
                <td>{extreme.heightM.toFixed(1)} m</td>
              </tr>
            ))}
            {Array.from({ length: Math.max(0, ROWS - answer.extremes.length) }, (_, i) => (
              <tr key={`room-${i}`} className="tide-table__room" aria-hidden="true">
                <td colSpan={3} />
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="tide-table tide-table--waiting" role="status">
          {tides.isError ? PLACE_TEXT.tidesFailed : PLACE_TEXT.tidesLoading}
        </p>
      )}
      <p className="place-card__warning">{TIDE_NOTICE}</p>
      <p className="muted place-card__source">
        Heights in metres above {answer?.datum ?? 'the chart datum'}. {station.attribution} Licence: {station.licence}.{' '}
        <a href={station.sourceUrl} rel="noopener">
          The station’s source
        </a>
      </p>
    </section>
  );
}
