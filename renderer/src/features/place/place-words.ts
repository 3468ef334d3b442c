import type { IslandPlace } from '@core/place-facts/island-place';
import { clockTime, inZone } from '@core/place-facts/zone-clock';

/** What the time, light, compass and tide cards say, in one place for the tests and the pages. */
export const PLACE_TEXT = {
  timeHeading: 'Time and light',
  localTime: 'Local time',
  zone: 'Time zone',
  nautical: 'nautical time: no country keeps a clock here',
  sun: 'Today’s sun',
  noSet: 'The sun does not set today',
  noRise: 'The sun does not rise today',
  midnightSun: 'Midnight sun',
  polarNight: 'Polar night',
  solstices: 'Daylight at the solstices',
  yearChart: 'Hours of daylight through the year',
  compass: 'Compass',
  tidesHeading: 'Tides today',
  tidesLoading: 'Predicting today’s tides…',
  tidesFailed: 'Today’s tides could not be predicted.',
  lightSource: 'Sun from suncalc; time zones from timezone-boundary-builder (© OpenStreetMap contributors).',
  compassSource: 'World Magnetic Model 2025 (NOAA and the British Geological Survey).',
  climateHeading: 'Climate',
  climateHigh: 'Mean high',
  climateLow: 'Mean low',
  climateRain: 'Precipitation',
} as const;

/** The months, January first, as the year's tables and chart name them. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** An ISO offset as people read it: UTC+12:45, UTC−9:30, UTC (true minus sign, no leading zero). */
export function offsetWords(offset: string): string {
  if (offset === '+00:00' || offset === '-00:00') return 'UTC';
  const [hours, minutes] = [Number(offset.slice(1, 3)), offset.slice(4, 6)];
  return `UTC${offset.startsWith('-') ? '−' : '+'}${hours}${minutes === '00' ? '' : `:${minutes}`}`;
}

const dayMonth = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' });
const dayMonthYear = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A YYYY-MM-DD date as words: 19 April in `year`, 19 April 2027 otherwise (or with no year given). */
export function dateWords(date: string, year?: number): string {
  const at = new Date(`${date}T12:00:00Z`);
  return (at.getUTCFullYear() === year ? dayMonth : dayMonthYear).format(at);
}

/** A run of dates as words: 19 April to 24 August in the year; 27 October 2026 to 15 February 2027 across one. */
export function runWords(run: { from: string; to: string }, year: number): string {
  const within = run.from.startsWith(`${year}-`) && run.to.startsWith(`${year}-`);
  return within
    ? `${dateWords(run.from, year)} to ${dateWords(run.to, year)}`
    : `${dateWords(run.from)} to ${dateWords(run.to)}`;
}

/** Minutes of daylight as words: 14 h 31 min, 24 h, none. */
export function durationWords(minutes: number): string {
  if (minutes <= 0) return 'none';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : hours === 0 ? `${rest} min` : `${hours} h ${rest} min`;
}

/** A declination as a navigator says it: 22.6° E, 4.1° W, 0°. */
export function declinationWords(degrees: number): string {
  const rounded = Math.abs(degrees).toFixed(1);
  if (rounded === '0.0') return '0°';
  return `${rounded}° ${degrees > 0 ? 'E' : 'W'}`;
}

/** The compass's yearly drift in words: moving 0.1° east a year; steady. */
export function driftWords(yearlyChange: number): string {
  const rounded = Math.abs(yearlyChange).toFixed(2);
  if (Number(rounded) === 0) return 'steady from year to year';
  return `moving ${rounded}° ${yearlyChange > 0 ? 'east' : 'west'} a year`;
}

/** What a compass's trust level means for a reader; nothing when it is trustworthy. */
export function compassWarning(compass: IslandPlace['declination']['compass']): string | undefined {
  if (compass === 'unreliable') return 'Close to the magnetic pole: a compass is unreliable here.';
  if (compass === 'caution') return 'The horizontal magnetic field is weak here: use a compass with care.';
  return undefined;
}

/** HH:MM on the zone's clocks. */
export const clockWords = clockTime;

/** The day in the zone in words: Tuesday 1 December. */
export const longDateWords = (zone: string, at: Date) =>
  inZone(zone, at, { weekday: 'long', day: 'numeric', month: 'long' });

/** Whether a year's daylight changes enough for the year's chart to say something (4 hours or more). */
export const CHART_MIN_RANGE_MINUTES = 240;
