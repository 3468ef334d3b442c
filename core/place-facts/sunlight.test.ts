import * as Astronomy from 'astronomy-engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { monthlyDayMinutes, polarRuns, solsticeDayMinutes, sunDay, type DateRun } from './sunlight';
import { addDays, localDate, zonedInstant } from './zone-clock';

/** astronomy-engine's sunrise and sunset after the zone's midnight: an independent reckoning of the same sun. */
function reference(latitude: number, longitude: number, zone: string, date: string) {
  const observer = new Astronomy.Observer(latitude, longitude, 0);
  const midnight = zonedInstant(zone, date);
  const rise = Astronomy.SearchRiseSet(Astronomy.Body.Sun, observer, +1, midnight, 1);
  const set = Astronomy.SearchRiseSet(Astronomy.Body.Sun, observer, -1, midnight, 1);
  return { sunrise: rise?.date, sunset: set?.date };
}

/** Every run, found by looking at each day in turn: the slow way polarRuns must agree with. */
function scannedRuns(latitude: number, longitude: number, zone: string, year: number) {
  const runs = { midnightSun: [] as DateRun[], polarNight: [] as DateRun[] };
  let open: { kind: 'midnightSun' | 'polarNight'; from: string; to: string } | undefined;
  const close = () => {
    if (open && open.to >= `${year}-01-01` && open.from <= `${year}-12-31`)
      runs[open.kind].push({ from: open.from, to: open.to });
    open = undefined;
  };
  for (let date = `${year - 1}-07-01`; date <= `${year + 1}-06-30`; date = addDays(date, 1)) {
    const day = sunDay(latitude, longitude, zone, date);
    const kind = day.midnightSun ? 'midnightSun' : day.polarNight ? 'polarNight' : undefined;
    if (open && open.kind === kind) open.to = date;
    else {
      close();
      if (kind) open = { kind, from: date, to: date };
    }
  }
  close();
  return runs;
}

const addHours = (at: Date, hours: number) => new Date(at.getTime() + hours * 3_600_000);

const minutesApart = (a: Date | undefined, b: Date | undefined) => Math.abs(a!.getTime() - b!.getTime()) / 60_000;

describe('the sun on an island', () => {
  it.each([
    ['Kiritimati (tropical, UTC+14)', 1.87, -157.4, 'Pacific/Kiritimati', '2026-12-01'],
    ['Tristan da Cunha', -37.07, -12.31, 'Atlantic/St_Helena', '2026-06-21'],
    ['the Chatham Islands', -43.95, -176.56, 'Pacific/Chatham', '2026-12-21'],
    ['Longyearbyen in March', 78.22, 15.65, 'Arctic/Longyearbyen', '2026-03-10'],
  ])('rises and sets at %s within two minutes of astronomy-engine', (_name, latitude, longitude, zone, date) => {
    const day = sunDay(latitude, longitude, zone, date);
    const theirs = reference(latitude, longitude, zone, date);
    expect(minutesApart(day.sunrise, theirs.sunrise)).toBeLessThan(2);
    expect(minutesApart(day.sunset, theirs.sunset)).toBeLessThan(2);
    expect(localDate(zone, day.sunrise!)).toBe(date);
  });

  it('has midnight sun and polar night at Longyearbyen, each starting and ending where astronomy-engine says', () => {
    const runs = polarRuns(78.22, 15.65, 'Arctic/Longyearbyen', 2026);
    expect(runs.midnightSun).toHaveLength(1);
    // The polar night that ends in February and the one that begins in October.
    expect(runs.polarNight).toHaveLength(2);
    const observer = new Astronomy.Observer(78.22, 15.65, 0);
    // Over the solar day about the date's noon, as suncalc reckons a day: a set just after midnight is the day before's.
    const noon = (date: string) => zonedInstant('Arctic/Longyearbyen', date, 12 * 60);
    const setsOn = (date: string) => Astronomy.SearchRiseSet(Astronomy.Body.Sun, observer, -1, noon(date), 1) !== null;
    const risesOn = (date: string) =>
      Astronomy.SearchRiseSet(Astronomy.Body.Sun, observer, +1, addHours(noon(date), -12), 1) !== null;
    const { from, to } = runs.midnightSun[0]!;
    // A day either side of each end, for the engines' different refraction at a grazing sun.
    expect(setsOn(addDays(from, -2))).toBe(true);
    expect(setsOn(addDays(from, 1))).toBe(false);
    expect(setsOn(addDays(to, -1))).toBe(false);
    expect(setsOn(addDays(to, 2))).toBe(true);
    const night = runs.polarNight[1]!;
    expect(risesOn(addDays(night.from, -2))).toBe(true);
    expect(risesOn(addDays(night.from, 1))).toBe(false);
  });

  it('finds the same runs by halving as a day-by-day look, north and south', () => {
    for (const [latitude, longitude] of [
      [66, -20],
      [70.98, -8.53],
      [81, 55],
      [-68, 78],
      [-77.5, 168],
      [89.9, 0],
    ] as const) {
      expect(polarRuns(latitude, longitude, 'UTC', 2026), `${latitude}`).toEqual(
        scannedRuns(latitude, longitude, 'UTC', 2026),
      );
    }
  });

  it('has no polar light away from the poles, and twelve-hour days at the equator all year', () => {
    expect(polarRuns(60, 10, 'UTC', 2026)).toEqual({ midnightSun: [], polarNight: [] });
    for (const minutes of monthlyDayMinutes(0, -30, 'UTC', 2026)) expect(Math.abs(minutes - 727)).toBeLessThan(6);
  });

  it('has day lengths within a day and the longest day in June north, December south', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -89, max: 89, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        (latitude, longitude) => {
          const { june, december } = solsticeDayMinutes(latitude, longitude, 'UTC', 2026);
          expect(june).toBeGreaterThanOrEqual(0);
          expect(june).toBeLessThanOrEqual(1440);
          if (latitude > 1) expect(june).toBeGreaterThanOrEqual(december);
          if (latitude < -1) expect(december).toBeGreaterThanOrEqual(june);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('sees the same sun from either side of the antimeridian', () => {
    const east = sunDay(-16, 179.999, 'Pacific/Fiji', '2026-12-01');
    const west = sunDay(-16, -179.999, 'Pacific/Fiji', '2026-12-01');
    expect(minutesApart(east.sunrise, west.sunrise)).toBeLessThan(1);
    expect(minutesApart(east.sunset, west.sunset)).toBeLessThan(1);
  });
});
