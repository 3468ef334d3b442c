import { z } from 'zod';
import { CATEGORIES, REGIONS } from '../contract/enums';
import { countsOf } from './explore-page-schema';

/** GET /api/islands/facets: how many islands the filters let through, by region, category and flag. */
export const facetsSchema = z.object({
  total: z.number().int().min(0),
  region: countsOf(REGIONS),
  category: countsOf(CATEGORIES),
  hasAirport: z.number().int().min(0),
  hasAbandonedAirstrip: z.number().int().min(0),
  militaryHistory: z.number().int().min(0),
  uninhabited: z.number().int().min(0),
});
