import { z } from 'zod';
import { CATEGORIES, REGIONS } from './enums';

/** GET /api/statistics: the catalogue counted, as the home page's band and the category pages show it. */
const regionCounts = z.object(
  Object.fromEntries(REGIONS.map((r) => [r, z.number().int()])) as {
    [K in (typeof REGIONS)[number]]: z.ZodNumber;
  },
);
const categoryCounts = z.object(
  Object.fromEntries(CATEGORIES.map((c) => [c, z.number().int()])) as {
    [K in (typeof CATEGORIES)[number]]: z.ZodNumber;
  },
);

export const statisticsSchema = z.object({
  totalIslands: z.number().int(),
  countries: z.number().int(),
  withAirports: z.number().int(),
  uninhabited: z.number().int(),
  byRegion: regionCounts,
  byCategory: categoryCounts,
  /** Islands with at least one verified NASA image. */
  withImages: z.number().int().optional(),
  /** Islands whose coastline can be drawn (where the server or app has the outlines). */
  withOutlines: z.number().int().optional(),
  /** Why the others have none: joined in the source to larger land, or not held by it near their point. */
  withoutOutlines: z.object({ joined: z.number().int(), notInSource: z.number().int() }).optional(),
  /** The remotest inhabited island by the nearest inhabited land (where the figures are loaded). */
  remotestInhabited: z
    .object({ id: z.string(), name: z.string(), km: z.number().nonnegative(), nearest: z.string() })
    .optional(),
});
export type Statistics = z.infer<typeof statisticsSchema>;
