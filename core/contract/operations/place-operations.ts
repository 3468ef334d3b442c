import { islandTidesSchema } from '../../place-facts/island-tides-schema';
import { TIDE_STATION_MAX_KM } from '../../place-facts/place-facts-file';
import { API_ERRORS } from '../api-errors';
import { tidesQuerySchema } from '../list-queries';
import { defineOperations } from '../operation';
import { islandIdParams } from '../path-params';

/** What it is like to be on an island, where it changes by the day: its tides. */
export const PLACE_OPERATIONS = defineOperations({
  islandTides: {
    summary: "A day's tides at an island",
    description: `The high and low waters on one day (the island's own date; today there when date is left out) at the nearest open tide station within ${TIDE_STATION_MAX_KM} km of its coast, predicted from the station's harmonic constituents by @neaps/tide-predictor: times as UTC instants and on the island's clocks, heights in metres above the station's chart datum. Astronomical tides only; not for navigation. 404 for an unknown island or one with no station near (the message says which).`,
    tag: 'Islands',
    http: {
      method: 'get',
      path: '/api/islands/{id}/tides',
      answers: "The day's high and low waters",
      documented: true,
      example: '/api/islands/tristan-da-cunha/tides?date=2026-12-01',
    },
    channel: 'islands:tides',
    params: islandIdParams,
    query: tidesQuerySchema,
    output: islandTidesSchema,
    errors: [
      API_ERRORS.validation,
      API_ERRORS.moved,
      { status: 404, description: 'No such island, or no tide station near it' },
    ],
    tools: [
      {
        name: 'island_tides',
        title: "A day's tides at an island",
        description: `The high and low waters at an island on a date (YYYY-MM-DD in the island's own time zone; today there if left out), from the nearest open tide station within ${TIDE_STATION_MAX_KM} km: times on the island's clocks and in UTC, heights in metres above the station's chart datum. Astronomical predictions, not for navigation. get_island's place.tideStation says whether an island has a station.`,
      },
    ],
  },
});
