// The tide card's fixed terms, apart from the place-facts schema: the page that shows a tide
// must not load zod for a sentence and two numbers.

/** How far a tide station may be from an island's coast (its point, without an outline) to be shown. */
export const TIDE_STATION_MAX_KM = 50;

/** Said wherever a tide is shown: the predictions are astronomical, and a chart-table's are not these. */
export const TIDE_NOTICE =
  'Predicted from harmonic constituents; not for navigation. Weather, surges and local effects are not included.';

/** The years a prediction is offered for: astronomy holds far longer, the stations' datums do not. */
export const TIDE_YEARS = { from: 1970, to: 2100 } as const;
