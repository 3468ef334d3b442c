import { getTimes } from 'suncalc';
import { addDays, zonedInstant } from './zone-clock';

/**
 * The sun on an island, from suncalc 2 (Meeus's algorithms; its README states it is checked
 * against JPL Horizons and the US Naval Observatory): rise and set for a local date, the runs of
 * midnight sun and polar night, and how long the days are through the year.
 */

export interface SunDay {
  /** The local date (YYYY-MM-DD) these times are for. */
  date: string;
  /** Absent when the sun does not rise (polar night) or set (midnight sun) that day. */
  sunrise?: Date;
  sunset?: Date;
  /** Minutes of the day the sun is up: 1440 under midnight sun, 0 in polar night. */
  dayMinutes: number;
  midnightSun: boolean;
  polarNight: boolean;
}

/** Sunrise and sunset on a local date: suncalc's solar day about the zone's noon that day. */
export function sunDay(latitude: number, longitude: number, zone: string, date: string): SunDay {
  const times = getTimes(zonedInstant(zone, date, 12 * 60), latitude, longitude);
  if (times.alwaysUp || times.alwaysDown) {
    const midnightSun = times.alwaysUp === true;
    return { date, dayMinutes: midnightSun ? 1440 : 0, midnightSun, polarNight: !midnightSun };
  }
  // A high-latitude day can have a rise without a set (or the reverse) on the day the sun first stays up.
  const { sunrise, sunset } = times;
  const dayMinutes =
    sunrise && sunset ? Math.round((sunset.getTime() - sunrise.getTime()) / 60_000) : sunrise ? 1440 : 0;
  return {
    date,
    ...(sunrise ? { sunrise } : {}),
    ...(sunset ? { sunset } : {}),
    dayMinutes: Math.max(0, Math.min(1440, dayMinutes)),
    midnightSun: false,
    polarNight: false,
  };
}

/** A run of days, first and last local dates included. */
export interface DateRun {
  from: string;
  to: string;
}

/** The latitude below which neither midnight sun nor polar night can happen (the polar circles less refraction). */
export const POLAR_LIGHT_MIN_LATITUDE = 64.5;

type PolarKind = 'midnightSun' | 'polarNight';

/**
 * The run of `kind` about a solstice (midnight sun and polar night each gather about one), found by
 * halving from the solstice towards the equinoxes either side; none when the solstice has none.
 */
function runAbout(
  latitude: number,
  longitude: number,
  zone: string,
  solstice: string,
  kind: PolarKind,
): DateRun | undefined {
  const holds = (date: string) => sunDay(latitude, longitude, zone, date)[kind];
  if (!holds(solstice)) return undefined;
  // The last day that holds, going `step` days at a time (±1) from the solstice, within a season.
  const edge = (direction: 1 | -1) => {
    let inside = 0;
    let outside = 120;
    if (holds(addDays(solstice, direction * outside))) return addDays(solstice, direction * outside);
    while (outside - inside > 1) {
      const middle = Math.floor((inside + outside) / 2);
      if (holds(addDays(solstice, direction * middle))) inside = middle;
      else outside = middle;
    }
    return addDays(solstice, direction * inside);
  };
  return { from: edge(-1), to: edge(1) };
}

/**
 * Each run of midnight sun and of polar night that includes a day of the year, whole (so the
 * polar night that spans New Year runs from November of one year to January of the next). Each
 * run gathers about a solstice, so its ends are found by halving, a few dozen suns an island.
 */
export function polarRuns(
  latitude: number,
  longitude: number,
  zone: string,
  year: number,
): { midnightSun: DateRun[]; polarNight: DateRun[] } {
  const runs = { midnightSun: [] as DateRun[], polarNight: [] as DateRun[] };
  if (Math.abs(latitude) < POLAR_LIGHT_MIN_LATITUDE) return runs;
  const north = latitude > 0;
  const around = (solstice: string, kind: PolarKind) => {
    const found = runAbout(latitude, longitude, zone, solstice, kind);
    if (found && found.to >= `${year}-01-01` && found.from <= `${year}-12-31`) runs[kind].push(found);
  };
  around(`${year - 1}-12-21`, north ? 'polarNight' : 'midnightSun');
  around(`${year}-06-21`, north ? 'midnightSun' : 'polarNight');
  around(`${year}-12-21`, north ? 'polarNight' : 'midnightSun');
  return runs;
}

/** The day length on the 21st of June and of December: within a minute of the solstices' own. */
export function solsticeDayMinutes(latitude: number, longitude: number, zone: string, year: number) {
  return {
    june: sunDay(latitude, longitude, zone, `${year}-06-21`).dayMinutes,
    december: sunDay(latitude, longitude, zone, `${year}-12-21`).dayMinutes,
  };
}

/** The day length on the 15th of each month, January first: the year's light in twelve bars. */
export function monthlyDayMinutes(latitude: number, longitude: number, zone: string, year: number): number[] {
  return Array.from(
    { length: 12 },
    (_, month) => sunDay(latitude, longitude, zone, `${year}-${String(month + 1).padStart(2, '0')}-15`).dayMinutes,
  );
}
