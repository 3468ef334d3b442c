import { durationWords, MONTH_NAMES, PLACE_TEXT } from '../place-words';

const MONTHS = MONTH_NAMES.map((name) => name[0]!);

/**
 * The year's daylight as twelve bars (the 15th of each month), drawn at a fixed size so it moves
 * nothing as it appears; a screen reader gets the same figures as a table.
 */
export function DayLengthChart({ minutes }: { minutes: readonly number[] }) {
  const width = 240;
  const height = 72;
  const bar = width / 12;
  return (
    <figure className="day-chart">
      <figcaption className="day-chart__caption">{PLACE_TEXT.yearChart}</figcaption>
      <svg viewBox={`0 0 ${width} ${height + 14}`} width="100%" height="86" aria-hidden="true" focusable="false">
        {minutes.map((value, month) => {
          const tall = Math.max(1, (value / 1440) * height);
          return (
            <g key={month}>
              <rect
                x={month * bar + 2}
                y={height - tall}
                width={bar - 4}
                height={tall}
                rx="2"
                className="day-chart__bar"
              />
              <text x={month * bar + bar / 2} y={height + 12} textAnchor="middle" className="day-chart__month">
                {MONTHS[month]}
              </text>
            </g>
          );
        })}
      </svg>
      {/* Hidden by its wrapper: a table is as wide as its rows whatever width it is given. */}
      <div className="visually-hidden">
        <table>
          <caption>{PLACE_TEXT.yearChart}, on the 15th of each month</caption>
          <tbody>
            {minutes.map((value, month) => (
              <tr key={month}>
                <th scope="row">{MONTH_NAMES[month]}</th>
                <td>{durationWords(value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
