import { z } from 'zod';

/**
 * What it is like to be on each island, as `npm run data:build` computes it into
 * data/place-facts.json: the time zone of the island's waters (timezone-boundary-builder, through
 * geo-tz), the compass's declination (World Magnetic Model 2025) and the nearest open tide station
 * with the constituents its predictions need. The parts that change by the day (the clock, the
 * sun, today's tides) are computed from these where they are shown.
 */

export { TIDE_NOTICE, TIDE_STATION_MAX_KM, TIDE_YEARS } from './tide-terms';

/** The model the declinations are computed from, its epoch (decimal year) and the year it expires. */
export const DECLINATION_MODEL = { name: 'WMM2025', epoch: 2025, validUntil: 2030 } as const;

/**
 * Below this horizontal field (nT) the World Magnetic Model calls a compass unreliable (its
 * "blackout zone" near the magnetic poles); below the caution figure, to be used with care.
 */
export const COMPASS_BLACKOUT_NT = 2000;
export const COMPASS_CAUTION_NT = 6000;

const constituentSchema = z.strictObject({
  name: z.string().min(1),
  amplitude: z.number().finite(),
  phase: z.number().finite(),
  speed: z.number().finite().optional(),
});

const offsetsSchema = z.strictObject({
  reference: z.string().optional(),
  time: z.strictObject({ high: z.number().finite(), low: z.number().finite() }).optional(),
  height: z
    .strictObject({
      high: z.number().finite(),
      low: z.number().finite(),
      type: z.enum(['ratio', 'fixed']).optional(),
    })
    .optional(),
});

/** One tide station as its predictions need it: only what the catalogue's islands use. */
export const tideStationSchema = z.strictObject({
  id: z.string().min(1),
  name: z.string().min(1),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  country: z.string(),
  /** The station's own zone, as the database gives it (the island's zone is used for times). */
  timezone: z.string(),
  type: z.enum(['reference', 'subordinate']),
  /** The datum heights are given above (a chart datum such as LAT or MLLW); none: mean sea level. */
  chartDatum: z.string().optional(),
  /** Heights of the datums used above the station's zero, in metres: MSL and the chart datum. */
  datums: z.record(z.string(), z.number().finite()),
  constituents: z.array(constituentSchema).min(1),
  offsets: offsetsSchema.optional(),
  source: z.strictObject({ name: z.string(), url: z.string().url() }),
  licence: z.strictObject({ name: z.string(), url: z.string().url() }),
  attribution: z.string().min(1),
});
export type TideStation = z.infer<typeof tideStationSchema>;

export const islandPlaceFactsSchema = z.strictObject({
  /** The IANA zone of the island's waters; an Etc/GMT±n nautical zone where no country's zone reaches. */
  timeZone: z.string().min(1),
  declination: z.strictObject({
    /** Degrees east of true north (negative: west) at the model's epoch. */
    degrees: z.number().min(-180).max(180),
    /** Degrees a year the declination moves (east positive). */
    yearlyChange: z.number().finite(),
    /** The horizontal field strength in nT: weak near the magnetic poles, where a compass fails. */
    horizontalNt: z.number().nonnegative(),
  }),
  /** The nearest open tide station within TIDE_STATION_MAX_KM, and how far it is; none: no station near. */
  tide: z.strictObject({ station: z.string().min(1), km: z.number().nonnegative() }).optional(),
});
export type IslandPlaceFacts = z.infer<typeof islandPlaceFactsSchema>;

export const placeFactsFileSchema = z
  .strictObject({
    metadata: z.strictObject({
      sources: z.array(z.string()),
      attribution: z.string(),
      /** Fingerprint of the catalogue fields the facts were made from. */
      catalogueVersion: z.string(),
      definitions: z.record(z.string(), z.union([z.string(), z.number()])),
    }),
    stations: z.record(z.string(), tideStationSchema),
    islands: z.record(z.string(), islandPlaceFactsSchema),
  })
  .superRefine((file, context) => {
    for (const [id, facts] of Object.entries(file.islands)) {
      if (facts.tide && !file.stations[facts.tide.station]) {
        context.addIssue({
          code: 'custom',
          path: ['islands', id, 'tide'],
          message: `no station '${facts.tide.station}'`,
        });
      }
    }
  });
export type PlaceFactsFile = z.infer<typeof placeFactsFileSchema>;
