import { useMemo } from 'react';
import type { Island } from '@core/contract/schemas';
import { declinationOn } from '@core/place-facts/declination-on';
import { monthlyDayMinutes, sunDay, type DateRun } from '@core/place-facts/sunlight';
import { localDate } from '@core/place-facts/zone-clock';
import {
  CHART_MIN_RANGE_MINUTES,
  clockWords,
  compassWarning,
  declinationWords,
  driftWords,
  durationWords,
  longDateWords,
  offsetWords,
  PLACE_TEXT,
  runWords,
} from '../place-words';
import { useHydrated } from '@/lib/use-hydrated';
import { useMinute } from '@/lib/use-minute';
import { DayLengthChart } from './day-length-chart';
import '../place.css';

/** A row of the year's runs of midnight sun or polar night; none where the island has none. */
function PolarRuns({
  label,
  runs,
  year,
  testId,
}: {
  label: string;
  runs: readonly DateRun[];
  year: number;
  testId: string;
}) {
  if (runs.length === 0) return null;
  return (
    <div>
      <dt>{label}</dt>
      <dd data-testid={testId}>
        {runs.map((run) => (
          <span key={run.from} className="place-card__run">
            {runWords(run, year)}
          </span>
        ))}
      </dd>
    </div>
  );
}

/**
 * What it is like to be there now: the island's clock and zone, today's sun in island time, the
 * year's polar light and solstice days (a chart where they differ a lot) and the compass. Computed
 * where it is shown, from the record's place facts: the same on the server, online and offline.
 */
export function TimeAndLight({ island }: { island: Island }) {
  const now = useMinute();
  // Hydration keeps the server's minute in the suppressed texts; new ones after it show the reader's.
  const live = useHydrated() ? 'live' : 'served';
  const place = island.place;
  const zone = place?.timeZone ?? 'UTC';
  const year = place?.light.year ?? now.getUTCFullYear();
  const today = localDate(zone, now);
  const { latitude, longitude } = island;
  // Kept across the re-render after hydration: only the clock's texts change then.
  const sun = useMemo(() => sunDay(latitude, longitude, zone, today), [latitude, longitude, zone, today]);
  const months = useMemo(() => monthlyDayMinutes(latitude, longitude, zone, year), [latitude, longitude, zone, year]);
  if (!place) return null;
  const { light, declination } = place;
  const range = Math.max(...months) - Math.min(...months);
  const warning = compassWarning(declination.compass);
  return (
    <section className="card place-card" aria-labelledby="time-heading" data-testid="time-and-light">
      <h2 id="time-heading">{PLACE_TEXT.timeHeading}</h2>
      <dl className="figure-list">
        <div>
          <dt>{PLACE_TEXT.localTime}</dt>
          {/* The minute differs between the server's render and the reader's clock: only the texts
              that move with it are drawn again once hydrated, not the card. */}
          <dd key={live} suppressHydrationWarning data-testid="local-time">
            <time dateTime={now.toISOString()} suppressHydrationWarning>
              {clockWords(zone, now)}
            </time>
            <span className="place-card__date" suppressHydrationWarning>
              {longDateWords(zone, now)}
            </span>
          </dd>
        </div>
        <div>
          <dt>{PLACE_TEXT.zone}</dt>
          <dd data-testid="time-zone">
            {offsetWords(place.utcOffset.standard)}
            {place.utcOffset.daylight ? `, ${offsetWords(place.utcOffset.daylight)} in summer` : ''}
            <span className="place-card__date">
              {place.nauticalTime ? PLACE_TEXT.nautical : zone.replace(/_/g, ' ')}
            </span>
          </dd>
        </div>
        <div>
          <dt>{PLACE_TEXT.sun}</dt>
          <dd key={live} suppressHydrationWarning data-testid="sun-today">
            {sun.midnightSun
              ? PLACE_TEXT.noSet
              : sun.polarNight
                ? PLACE_TEXT.noRise
                : `${sun.sunrise ? `↑ ${clockWords(zone, sun.sunrise)}` : ''}${sun.sunrise && sun.sunset ? ' · ' : ''}${sun.sunset ? `↓ ${clockWords(zone, sun.sunset)}` : ''}`}
            <span className="place-card__date" suppressHydrationWarning>
              {durationWords(sun.dayMinutes)} of daylight
            </span>
          </dd>
        </div>
        <PolarRuns label={PLACE_TEXT.midnightSun} runs={light.midnightSun} year={year} testId="midnight-sun" />
        <PolarRuns label={PLACE_TEXT.polarNight} runs={light.polarNight} year={year} testId="polar-night" />
        <div>
          <dt>{PLACE_TEXT.solstices}</dt>
          <dd data-testid="solstices">
            {durationWords(light.juneSolsticeDayMinutes)} in June
            <span className="place-card__date">{durationWords(light.decemberSolsticeDayMinutes)} in December</span>
          </dd>
        </div>
        <div>
          <dt>{PLACE_TEXT.compass}</dt>
          <dd data-testid="declination">
            {declinationWords(declinationOn(declination, now))}
            <span className="place-card__date">
              {driftWords(declination.yearlyChange)} ({declination.model})
            </span>
          </dd>
        </div>
      </dl>
      {warning ? (
        <p className="place-card__warning" data-testid="compass-warning">
          {warning}
        </p>
      ) : null}
      {range >= CHART_MIN_RANGE_MINUTES ? <DayLengthChart minutes={months} /> : null}
      <p className="muted place-card__source">
        {PLACE_TEXT.lightSource} {PLACE_TEXT.compassSource} Polar light and solstices for {year}.
      </p>
    </section>
  );
}
