import { z } from 'zod';
import {
  COMPASS_BLACKOUT_NT,
  COMPASS_CAUTION_NT,
  DECLINATION_MODEL,
  TIDE_STATION_MAX_KM,
  type IslandPlaceFacts,
  type TideStation,
} from './place-facts-file';
import { polarRuns, solsticeDayMinutes } from './sunlight';
import { formatOffset, zoneYear } from './zone-clock';

const offset = z.string().regex(/^[+-]\d{2}:\d{2}$/);
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const run = z.strictObject({ from: date, to: date });

/**
 * What it is like to be on the island, as the API gives it on each island record: its zone and
 * offsets this year, its compass, the year's polar light and solstice days, and its tide station.
 * The day's own facts (the clock, today's sun and tides) are computed where they are shown.
 */
export const islandPlaceSchema = z
  .strictObject({
    timeZone: z.string().describe("The IANA time zone of the island's waters, e.g. Pacific/Chatham"),
    nauticalTime: z
      .boolean()
      .describe(
        "True when no country's zone reaches the island and the zone is the nautical Etc/GMT±n of its longitude",
      ),
    utcOffset: z
      .strictObject({
        standard: offset.describe('The offset from UTC without daylight saving, e.g. +12:45'),
        daylight: offset.optional().describe('The daylight-saving offset this year, where the zone keeps one'),
      })
      .describe('UTC offsets through the current year'),
    daylightSaving: z
      .strictObject({ starts: z.string(), ends: z.string() })
      .optional()
      .describe('When the clocks go forward (starts) and back (ends) this year, as UTC instants'),
    light: z
      .strictObject({
        year: z.number().int(),
        midnightSun: z
          .array(run)
          .describe('Runs of days the sun does not set that include a day of the year, as local dates'),
        polarNight: z
          .array(run)
          .describe('Runs of days the sun does not rise that include a day of the year, as local dates'),
        juneSolsticeDayMinutes: z.number().int().min(0).max(1440),
        decemberSolsticeDayMinutes: z.number().int().min(0).max(1440),
      })
      .describe('The sun through the year (suncalc 2)'),
    declination: z
      .strictObject({
        degrees: z.number().describe('Magnetic declination, degrees east of true north (negative: west), at the epoch'),
        yearlyChange: z.number().describe('How many degrees a year it moves (east positive)'),
        model: z.literal(DECLINATION_MODEL.name),
        epoch: z.number(),
        validUntil: z.number(),
        compass: z
          .enum(['reliable', 'caution', 'unreliable'])
          .describe(
            `How far a compass can be trusted: unreliable below ${COMPASS_BLACKOUT_NT} nT of horizontal field, caution below ${COMPASS_CAUTION_NT} nT (the model's own zones)`,
          ),
      })
      .describe('The compass, from the World Magnetic Model 2025'),
    tideStation: z
      .strictObject({
        id: z.string(),
        name: z.string(),
        km: z.number().nonnegative().describe("Distance from the island's coast (0: on the island)"),
        source: z.string(),
        sourceUrl: z.string(),
        licence: z.string(),
        attribution: z.string(),
      })
      .optional()
      .describe(
        `The nearest open tide station within ${TIDE_STATION_MAX_KM} km; GET /api/islands/{id}/tides predicts its day`,
      ),
  })
  .describe('Time, light, compass and tide: computed from open data (absent until computed)');
export type IslandPlace = z.infer<typeof islandPlaceSchema>;

function compass(horizontalNt: number): IslandPlace['declination']['compass'] {
  if (horizontalNt < COMPASS_BLACKOUT_NT) return 'unreliable';
  if (horizontalNt < COMPASS_CAUTION_NT) return 'caution';
  return 'reliable';
}

/** The island's place facts for a year, from data/place-facts.json's and the sun's. */
export function islandPlace(
  island: { latitude: number; longitude: number },
  facts: IslandPlaceFacts,
  station: TideStation | undefined,
  year: number,
): IslandPlace {
  const zone = zoneYear(facts.timeZone, year);
  const forward = zone.changes.find((change) => change.offsetMinutes === zone.daylightMinutes);
  const back = zone.changes.find((change) => change.offsetMinutes === zone.standardMinutes);
  const polar = polarRuns(island.latitude, island.longitude, facts.timeZone, year);
  const solstices = solsticeDayMinutes(island.latitude, island.longitude, facts.timeZone, year);
  return {
    timeZone: facts.timeZone,
    nauticalTime: facts.timeZone.startsWith('Etc/'),
    utcOffset: {
      standard: formatOffset(zone.standardMinutes),
      ...(zone.daylightMinutes === undefined ? {} : { daylight: formatOffset(zone.daylightMinutes) }),
    },
    ...(forward && back ? { daylightSaving: { starts: forward.at.toISOString(), ends: back.at.toISOString() } } : {}),
    light: {
      year,
      midnightSun: polar.midnightSun,
      polarNight: polar.polarNight,
      juneSolsticeDayMinutes: solstices.june,
      decemberSolsticeDayMinutes: solstices.december,
    },
    declination: {
      degrees: facts.declination.degrees,
      yearlyChange: facts.declination.yearlyChange,
      model: DECLINATION_MODEL.name,
      epoch: DECLINATION_MODEL.epoch,
      validUntil: DECLINATION_MODEL.validUntil,
      compass: compass(facts.declination.horizontalNt),
    },
    ...(facts.tide && station
      ? {
          tideStation: {
            id: station.id,
            name: station.name,
            km: facts.tide.km,
            source: station.source.name,
            sourceUrl: station.source.url,
            licence: station.licence.name,
            attribution: station.attribution,
          },
        }
      : {}),
  };
}
