import { find } from 'geo-tz/all';

/**
 * The IANA zone at a point, from timezone-boundary-builder's comprehensive set (one zone per
 * country at least, so Norfolk is Pacific/Norfolk and not Sydney's). Its boundaries follow the
 * territorial sea, so an island's point in its lagoon or just off its coast finds its own zone;
 * open sea and unclaimed land give the nautical Etc/GMT±n zone of their longitude.
 */
export function timeZoneAt(latitude: number, longitude: number): string {
  const zones = find(latitude, longitude);
  // On a border two zones can answer: a country's zone over a nautical one, then by name.
  const [zone] = [...zones].sort(
    (a, b) => Number(a.startsWith('Etc/')) - Number(b.startsWith('Etc/')) || a.localeCompare(b),
  );
  if (!zone) throw new Error(`no time zone at ${latitude}, ${longitude}`);
  return zone;
}
