import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  formatOffset,
  isCalendarDate,
  localDate,
  utcOffsetMinutes,
  zonedInstant,
  zoneYear,
} from './zone-clock';

const offsetOn = (zone: string, iso: string) => formatOffset(utcOffsetMinutes(zone, new Date(iso)));

describe("an island's clock", () => {
  // Published clocks: each on a southern summer and winter date, a year apart.
  it.each([
    ['Pacific/Chatham', '2025-01-15', '+13:45', '2026-07-15', '+12:45'],
    ['Australia/Lord_Howe', '2025-01-15', '+11:00', '2026-07-15', '+10:30'],
    ['Pacific/Marquesas', '2025-01-15', '-09:30', '2026-07-15', '-09:30'],
    ['Pacific/Kiritimati', '2025-01-15', '+14:00', '2026-07-15', '+14:00'],
    ['Pacific/Norfolk', '2025-01-15', '+12:00', '2026-07-15', '+11:00'],
  ])('%s is UTC%s… on %s and %s on %s', (zone, summer, summerOffset, winter, winterOffset) => {
    expect(offsetOn(zone, `${summer}T00:00:00Z`)).toBe(summerOffset);
    expect(offsetOn(zone, `${winter}T00:00:00Z`)).toBe(winterOffset);
  });

  it('knows Norfolk Island kept no daylight saving before 2019', () => {
    expect(offsetOn('Pacific/Norfolk', '2018-01-15T00:00:00Z')).toBe('+11:00');
    expect(zoneYear('Pacific/Norfolk', 2018).daylightMinutes).toBeUndefined();
    expect(zoneYear('Pacific/Norfolk', 2020).daylightMinutes).toBe(12 * 60);
  });

  it("finds Lord Howe's half-hour daylight shift and the minute the clocks change", () => {
    const year = zoneYear('Australia/Lord_Howe', 2026);
    expect(formatOffset(year.standardMinutes)).toBe('+10:30');
    expect(formatOffset(year.daylightMinutes!)).toBe('+11:00');
    // First Sunday of October, 2:00 local standard time = 15:30 UTC the day before.
    expect(year.changes.map((change) => change.at.toISOString())).toContain('2026-10-03T15:30:00.000Z');
  });

  it('tells the local date across the antimeridian: Kiritimati is a day ahead of Howland’s nautical zone by 26 hours', () => {
    const at = new Date('2026-12-01T11:00:00Z');
    expect(localDate('Pacific/Kiritimati', at)).toBe('2026-12-02');
    expect(localDate('Etc/GMT+12', at)).toBe('2026-11-30');
  });

  it('finds the instant of a wall-clock time, whatever the zone and date (outside the hour clocks skip)', () => {
    const zones = ['Pacific/Chatham', 'Australia/Lord_Howe', 'Pacific/Kiritimati', 'Etc/GMT+12', 'Arctic/Longyearbyen'];
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.date({ min: new Date('2000-01-01'), max: new Date('2040-12-31'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 1439 }),
        (zone, day, minutes) => {
          const date = day.toISOString().slice(0, 10);
          const instant = zonedInstant(zone, date, minutes);
          const offset = utcOffsetMinutes(zone, instant);
          const wall = new Date(instant.getTime() + offset * 60_000);
          const shown = wall.getUTCHours() * 60 + wall.getUTCMinutes();
          if (shown === minutes) expect(localDate(zone, instant)).toBe(date);
          // In the hour (Lord Howe: half hour) the clocks skip, the time is never shown: it lands after.
          else expect([30, 60]).toContain((shown - minutes + 1440) % 1440);
        },
      ),
    );
  });

  it('reads dates strictly', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-2-1')).toBe(false);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});
