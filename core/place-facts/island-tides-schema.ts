import { z } from 'zod';
import { TIDE_NOTICE } from './place-facts-file';

/** GET /api/islands/{id}/tides: a day's high and low waters at the island's nearest open tide station. */
export const islandTidesSchema = z.strictObject({
  islandId: z.string(),
  date: z.string().describe("The local date in the island's zone, YYYY-MM-DD"),
  timeZone: z.string(),
  station: z.strictObject({
    id: z.string(),
    name: z.string(),
    km: z.number().nonnegative().describe("Distance from the island's coast (0: on the island)"),
    latitude: z.number(),
    longitude: z.number(),
    source: z.string(),
    sourceUrl: z.string(),
    licence: z.string(),
    attribution: z.string(),
  }),
  datum: z.string().describe('What heights are above: the chart datum (LAT, MLLW, CD) or MSL'),
  extremes: z.array(
    z.strictObject({
      type: z.enum(['high', 'low']),
      time: z.string().describe('UTC instant, ISO 8601'),
      localTime: z
        .string()
        .regex(/^\d{2}:\d{2}$/)
        .describe("The time on the island's clocks, HH:MM"),
      heightM: z.number().describe('Metres above the datum'),
    }),
  ),
  notice: z.literal(TIDE_NOTICE),
});
export type IslandTides = z.infer<typeof islandTidesSchema>;
