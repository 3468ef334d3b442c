import type { Island } from '@core/contract/schemas';
import { dateWords, MONTH_NAMES, PLACE_TEXT } from '../place-words';

// One decimal as the tables print them, with a true minus sign.
const celsius = (value: number) => `${value.toFixed(1).replace('-', '−')} °C`;
const millimetres = (value: number) => `${value.toFixed(1)} mm`;

/**
 * The island's published climate table, month by month, with its station, its years and the
 * page it was read from. Only the rows the met service's page gives; nothing where none is published.
 */
export function ClimateTable({ island }: { island: Island }) {
  const climate = island.climate;
  if (!climate) return null;
  const rows = [
    climate.meanMaxC && { label: PLACE_TEXT.climateHigh, values: climate.meanMaxC, format: celsius },
    climate.meanMinC && { label: PLACE_TEXT.climateLow, values: climate.meanMinC, format: celsius },
    climate.precipitationMm && { label: PLACE_TEXT.climateRain, values: climate.precipitationMm, format: millimetres },
  ].filter((row) => !!row);
  const { source } = climate;
  return (
    <section className="card place-card" aria-labelledby="climate-heading" data-testid="island-climate">
      <h2 id="climate-heading">{PLACE_TEXT.climateHeading}</h2>
      <table className="climate-table">
        <caption className="muted">
          Normals {climate.period} at {climate.station}
        </caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            {rows.map((row) => (
              <th scope="col" key={row.label}>
                {row.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {MONTH_NAMES.map((month, index) => (
            <tr key={month}>
              <th scope="row">{month}</th>
              {rows.map((row) => (
                <td key={row.label}>{row.format(row.values[index]!)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted place-card__source">
        {source.publisher}:{' '}
        <a href={source.url} rel="noopener">
          {source.title}
        </a>
        , read {dateWords(source.read)}.
      </p>
    </section>
  );
}
