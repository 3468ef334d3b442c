import { z } from 'zod';
import { CATEGORIES, REGIONS, SORTS } from '../contract/enums';
import { FLAG_FILTERS } from './explore-counts';
import { cardIslandSchema } from './card-schemas';
import type { ExploreRequest } from './explore-page';
import { MAX_SEARCH_LENGTH } from '../search/island-search';
import { islandResultSchema } from '../contract/schemas';

/** The schemas of Explore's page and request, apart from explore-page.ts so a page's first script has no zod. */

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

const flag = z.boolean().optional();
const point = z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) });

/** A page as Explore asks for it: each island with its card's fields only (?fields=). */
export const exploreCardPageSchema = explorePageSchema.extend({ items: z.array(cardIslandSchema) });

/** What a page asks for, typed (the desktop's IPC checks it with this schema). */
export const exploreRequestSchema = z
  .object({
    q: z.string().max(MAX_SEARCH_LENGTH).optional(),
    region: z.enum(REGIONS).optional(),
    category: z.enum(CATEGORIES).optional(),
    country: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .optional(),
    hasAirport: flag,
    hasAbandonedAirstrip: flag,
    militaryHistory: flag,
    uninhabited: flag,
    near: point.optional(),
    bbox: z
      .object({
        west: z.number().min(-180).max(180),
        south: z.number().min(-90).max(90),
        east: z.number().min(-180).max(180),
        north: z.number().min(-90).max(90),
      })
      .optional(),
    sort: z.enum(SORTS).optional(),
    offset: z.number().int().min(0).max(9_999_999),
    limit: z.number().int().min(1).max(1000),
  })
  .strict() satisfies z.ZodType<ExploreRequest>;
