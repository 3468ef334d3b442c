/** What a declination's reading on a date needs: the model's value at its epoch and its drift. */
export interface DeclinationAtEpoch {
  degrees: number;
  yearlyChange: number;
  epoch: number;
}

/**
 * The declination on a date, moved on from the epoch by the yearly change (how WMM values are
 * read). Apart from the place schema, so a page that shows it does not load zod to do so.
 */
export function declinationOn(declination: DeclinationAtEpoch, at: Date): number {
  const years = (at.getTime() - Date.UTC(declination.epoch, 0, 1)) / (365.25 * 86_400_000);
  return Number((declination.degrees + declination.yearlyChange * years).toFixed(1)) + 0;
}
