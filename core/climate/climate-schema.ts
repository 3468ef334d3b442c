import { z } from 'zod';
import { pageSourceSchema } from '../contract/page-source';

/** Twelve monthly values, January first, as the published table prints them. */
const months = (unit: string, min: number, max: number) =>
  z
    .array(z.number().min(min).max(max))
    .length(12, `a climate row has twelve months, January to December (${unit})`)
    .describe(`January to December, ${unit}`);

/**
 * A weather station's published climate table (its normals): the monthly means of the day's
 * highest and lowest temperature and the monthly precipitation, as a national meteorological
 * service prints them, with the page they were read from. Hand-added, never computed: a row the
 * page does not give is left out, never estimated.
 */
export const islandClimateSchema = z
  .strictObject({
    station: z.string().min(2).max(120).describe("The station's name as the table gives it, e.g. Eureka, Nunavut"),
    period: z
      .string()
      .regex(/^\d{4}-\d{4}$/, 'climate.period must be the years of the normals, e.g. 1991-2020')
      .describe('The years the normals average, e.g. 1991-2020'),
    meanMaxC: months('mean daily maximum, °C', -90, 60).optional(),
    meanMinC: months('mean daily minimum, °C', -90, 60).optional(),
    precipitationMm: months('mean monthly precipitation, mm', 0, 3000).optional(),
    source: pageSourceSchema,
  })
  .refine((climate) => climate.meanMaxC ?? climate.meanMinC ?? climate.precipitationMm, {
    error: 'climate needs at least one row: meanMaxC, meanMinC or precipitationMm',
  })
  .refine(
    (climate) =>
      !climate.meanMaxC ||
      !climate.meanMinC ||
      climate.meanMaxC.every((high, month) => high >= climate.meanMinC![month]!),
    { error: 'climate.meanMinC must not exceed climate.meanMaxC in any month', path: ['meanMinC'] },
  )
  .describe("A nearby station's published climate normals, where a meteorological service publishes them");
export type IslandClimate = z.infer<typeof islandClimateSchema>;
