import { z } from 'zod';
import { CATEGORIES, REGIONS } from '../contract/enums';
import { FLAG_FILTERS } from './explore-counts';
import { islandResultSchema } from '../contract/schemas';

/** The schema of Explore's page, apart from explore-page.ts so a page's first script has no zod. */

export const countsOf = <K extends string>(keys: readonly K[]) =>
  z.object(Object.fromEntries(keys.map((key) => [key, z.number().int().min(0)])) as Record<K, z.ZodNumber>);

export const exploreCountsSchema = z.object({
  region: countsOf(REGIONS).describe('Islands in each region with every other filter on and region off'),
  category: countsOf(CATEGORIES).describe('Islands in each category with every other filter on and category off'),
  flags: countsOf(FLAG_FILTERS).describe('Islands the other filters let through with this flag also true'),
  countries: z
    .array(z.object({ code: z.string(), label: z.string(), count: z.number().int().min(0) }))
    .describe('Each state with islands among the results (country off), alphabetically by its English name'),
});

export const explorePageSchema = z.object({
  total: z.number().int().min(0).describe('Islands matching every filter'),
  offset: z.number().int().min(0),
  limit: z.number().int().min(1),
  items: z.array(islandResultSchema),
  counts: exploreCountsSchema,
});
