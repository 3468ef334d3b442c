import type { IslandTravel } from '@core/contract/schemas';

/** A travel fact this many years old or more is said to be possibly out of date. */
export const TRAVEL_STALE_YEARS = 3;

export interface TravelAge {
  /** The schedule's last month, in words, when it has passed: "April 2024". */
  ended?: string;
  /** The facts describe a year at least TRAVEL_STALE_YEARS before today's. */
  stale: boolean;
}

const MONTHS = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * How current a record's travel facts are on a given day: a schedule whose period has passed is
 * said to have ended (issue 42: Pitcairn's May 2023 – April 2024 was shown as current), and facts
 * of an old year as possibly changed.
 */
export function travelAge(travel: Pick<IslandTravel, 'asOf' | 'until'>, today: Date): TravelAge {
  const month = today.toISOString().slice(0, 7);
  const ended =
    travel.until !== undefined && travel.until < month
      ? MONTHS.format(new Date(`${travel.until}-01T00:00:00Z`))
      : undefined;
  const stale = travel.asOf !== undefined && today.getUTCFullYear() - travel.asOf >= TRAVEL_STALE_YEARS;
  return { ...(ended ? { ended } : {}), stale };
}
