/**
 * Clock arithmetic in an IANA zone with nothing but Intl (every runtime of ours carries the full
 * time zone database): a zone's UTC offset at an instant, the local calendar date of an instant,
 * and the instant of a local wall-clock time.
 */

const offsetFormats = new Map<string, Intl.DateTimeFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function offsetFormat(zone: string) {
  let format = offsetFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone: zone, timeZoneName: 'longOffset' });
    offsetFormats.set(zone, format);
  }
  return format;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** An instant written on the zone's clocks in British English, one formatter kept per zone and style. */
export function inZone(zone: string, at: Date, options: Intl.DateTimeFormatOptions): string {
  const key = `${zone} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { ...options, timeZone: zone });
    formats.set(key, format);
  }
  return format.format(at);
}

/** HH:MM on the zone's clocks. */
export const clockTime = (zone: string, at: Date) =>
  inZone(zone, at, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** Whether the runtime knows the zone (a zone name from an old data file might not be). */
export function knownZone(zone: string): boolean {
  try {
    offsetFormat(zone);
    return true;
  } catch {
    return false;
  }
}

/** The zone's offset from UTC at the instant, in minutes (east positive). */
export function utcOffsetMinutes(zone: string, at: Date): number {
  const name = offsetFormat(zone)
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  // 'GMT' alone is UTC itself; otherwise 'GMT+12:45', 'GMT-09:30'.
  const match = /^GMT(?:([+-−])(\d{1,2})(?::(\d{2}))?)?$/.exec(name ?? '');
  if (!match) throw new Error(`unreadable offset '${name}' for ${zone}`);
  if (!match[1]) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '+' ? minutes : -minutes;
}

/** An offset as ISO 8601 writes it: +12:45, -09:30, +00:00. */
export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const whole = Math.abs(minutes);
  return `${sign}${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

/** The local calendar date (YYYY-MM-DD) in the zone at the instant. */
export function localDate(zone: string, at: Date): string {
  let format = dateFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dateFormats.set(zone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(at).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/**
 * The instant the zone's clocks show `minutes` past midnight on the date. Two passes settle the
 * offset, so a time just after a daylight-saving change is read with the offset then in force.
 */
export function zonedInstant(zone: string, date: string, minutes = 0): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, day, 0, minutes);
  let instant = wall - utcOffsetMinutes(zone, new Date(wall)) * 60_000;
  instant = wall - utcOffsetMinutes(zone, new Date(instant)) * 60_000;
  return new Date(instant);
}

/** The date a number of days after (or before) a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** Whether the text is a real calendar date written YYYY-MM-DD. */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  return addDays(text, 0) === text;
}

export interface ZoneYear {
  /** The offset in force for the larger part of the year without daylight saving (the smaller one). */
  standardMinutes: number;
  /** The daylight-saving offset, where the zone keeps one that year. */
  daylightMinutes?: number;
  /** Each change of the clocks that year, to the minute, with the offset after it. */
  changes: Array<{ at: Date; offsetMinutes: number }>;
}

const zoneYears = new Map<string, ZoneYear>();

/** The zone's offsets through a year and the instants its clocks change (kept: zones are few). */
export function zoneYear(zone: string, year: number): ZoneYear {
  const key = `${zone} ${year}`;
  let known = zoneYears.get(key);
  if (!known) {
    known = measureZoneYear(zone, year);
    zoneYears.set(key, known);
  }
  return known;
}

const WEEK_MS = 7 * 86_400_000;

function measureZoneYear(zone: string, year: number): ZoneYear {
  const start = Date.UTC(year, 0, 1);
  const end = Date.UTC(year + 1, 0, 1);
  const changes: ZoneYear['changes'] = [];
  const offsets = new Set<number>();
  let before = utcOffsetMinutes(zone, new Date(start));
  offsets.add(before);
  // Clocks change a few times a year and no zone keeps an offset for less than a week: a weekly
  // look finds each change, and halving finds its minute (a daily look cost 126 zones 0.3 s).
  for (let t = start; t < end;) {
    const next = Math.min(t + WEEK_MS, end);
    const after = utcOffsetMinutes(zone, new Date(next));
    if (after !== before) {
      let low = t;
      let high = next;
      while (high - low > 60_000) {
        const middle = low + Math.floor((high - low) / 120_000) * 60_000;
        if (utcOffsetMinutes(zone, new Date(middle)) === before) low = middle;
        else high = middle;
      }
      if (high < end) changes.push({ at: new Date(high), offsetMinutes: after });
      offsets.add(after);
      before = after;
    }
    t = next;
  }
  const sorted = [...offsets].sort((a, b) => a - b);
  return {
    standardMinutes: sorted[0]!,
    ...(sorted.length > 1 ? { daylightMinutes: sorted[sorted.length - 1]! } : {}),
    changes,
  };
}
