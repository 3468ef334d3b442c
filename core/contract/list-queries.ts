import { z } from 'zod';
import { POLAR_LIGHTS, SORTS } from './enums';
import { MAX_SEARCH_LENGTH } from '../search/island-search';
import { BOOLEAN_PARAM, integerParam, kilometresParam, numberListParam, wireType } from './query-wire-types';
import { ISLAND_FIELDS } from '../catalogue/catalogue-export';
import { isCalendarDate } from '../place-facts/zone-clock';
import { TIDE_YEARS } from '../place-facts/place-facts-file';

/*
 * The query parameters of the list reads, as the API documents them: the OpenAPI contract, the
 * server's parsers and the desktop's IPC contract read them from here.
 */

/** Query parameters of GET /api/islands (and the CSV / GeoJSON exports). */
export const islandListQuerySchema = z.object({
  q: z
    .string()
    .max(MAX_SEARCH_LENGTH, `q must be at most ${MAX_SEARCH_LENGTH} characters`)
    .optional()
    .describe('Search text: every word must match a name, the country, region or description; orders by relevance'),
  region: z.string().max(60).optional().describe('Region name, label or slug: Pacific, indian-ocean'),
  category: z.string().max(60).optional().describe('Category name or slug: Tropical, active-airport'),
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'country must be a two-letter ISO 3166-1 code, e.g. NO')
    .optional()
    .describe('ISO 3166-1 alpha-2 code of the sovereign or administering state: NO, GB, FR, AQ'),
  hasAirport: z
    .enum(['true', 'false'], { error: 'hasAirport must be true or false' })
    .optional()
    .describe('true: only islands with an airport; false: only those without')
    .meta(BOOLEAN_PARAM),
  hasAbandonedAirstrip: z
    .enum(['true', 'false'], { error: 'hasAbandonedAirstrip must be true or false' })
    .optional()
    .describe('true: only islands with an abandoned airstrip; false: only those without')
    .meta(BOOLEAN_PARAM),
  militaryHistory: z
    .enum(['true', 'false'], { error: 'militaryHistory must be true or false' })
    .optional()
    .describe('true: only islands with a military history; false: only those without')
    .meta(BOOLEAN_PARAM),
  uninhabited: z
    .enum(['true', 'false'], { error: 'uninhabited must be true or false' })
    .optional()
    .describe('true: only islands with no permanent population; false: only inhabited ones')
    .meta(BOOLEAN_PARAM),
  near: z
    .string()
    .max(60)
    .optional()
    .describe('A point, latitude,longitude: orders by great-circle distance from it and adds distanceKm to each island')
    .meta(numberListParam(2)),
  radius: z
    .string()
    .max(20)
    .optional()
    .describe('With near: only islands within this many kilometres')
    .meta(kilometresParam()),
  bbox: z
    .string()
    .max(100)
    .optional()
    .describe(
      'west,south,east,north in degrees (OGC API order): only islands inside; west > east crosses the antimeridian',
    )
    .meta(numberListParam(4)),
  minContinentKm: z
    .string()
    .max(20)
    .optional()
    .describe('Only islands at least this many km from a continent (remoteness.nearestContinent.km)')
    .meta(kilometresParam()),
  minInhabitedKm: z
    .string()
    .max(20)
    .optional()
    .describe('Only islands at least this many km from the nearest inhabited land (remoteness.nearestInhabited.km)')
    .meta(kilometresParam()),
  light: z
    .enum(POLAR_LIGHTS, { error: `light must be one of ${POLAR_LIGHTS.join(', ')}` })
    .optional()
    .describe(
      'midnight-sun: only islands where the sun does not set on some days of the year; polar-night: where it does not rise (with lightOn: on that date)',
    ),
  lightOn: z
    .string()
    .max(20)
    .refine(isCalendarDate, 'lightOn must be a calendar date written YYYY-MM-DD, e.g. 2026-12-21')
    .optional()
    .describe("With light: only islands with that light on this date, in each island's own time zone (YYYY-MM-DD)")
    .meta({ example: '2026-12-21' }),
  geometry: z
    .enum(['point', 'outline'], { error: 'geometry must be point or outline' })
    .optional()
    .describe(
      'GeoJSON only: outline gives each island its coastline (Polygon or MultiPolygon) where it has one, else its point',
    ),
  sort: z
    .enum(SORTS, { error: `sort must be one of ${SORTS.join(', ')}` })
    .optional()
    .describe(
      'Default: relevance with q, distance with near, else name. remoteness: most remote first, by the km to the nearest inhabited land (islands not yet measured last). utcOffset: west to east by the standard UTC offset (place.utcOffset.standard)',
    ),
  limit: z
    .string()
    .regex(/^\d{1,6}$/, { error: 'limit must be a whole number from 1 to 1000', abort: true })
    .refine((value) => Number(value) >= 1 && Number(value) <= 1000, 'limit must be a whole number from 1 to 1000')
    .optional()
    .describe('At most this many islands (a page); the Link header then names the other pages')
    .meta(integerParam(1, 1000)),
  offset: z
    .string()
    .regex(/^\d{1,7}$/, 'offset must be a whole number, 0 or more')
    .optional()
    .describe('Skip this many islands first (with limit, the page to start at)')
    .meta(integerParam(0, 9_999_999)),
  fields: z
    .string()
    .max(500)
    .optional()
    .describe(
      'Comma-separated Island fields to keep, e.g. id,name,latitude,longitude; at least one (an empty fields= is a 400)',
    )
    .meta(
      wireType({
        schema: { type: 'array', items: { type: 'string', enum: [...ISLAND_FIELDS, 'distanceKm'] }, minItems: 1 },
        list: true,
      }),
    ),
});
export type IslandListQueryParams = z.infer<typeof islandListQuerySchema>;

/** Query parameters of a route that takes only fields (a category's islands). */
export const fieldsQuerySchema = islandListQuerySchema.pick({ fields: true });

export const REMOTEST_MEASURES = ['inhabited', 'continent', 'isolation'] as const;

/** Query parameters of GET /api/remotest. */
export const remotestQuerySchema = z.object({
  measure: z
    .enum(REMOTEST_MEASURES, { error: `measure must be one of ${REMOTEST_MEASURES.join(', ')}` })
    .default('inhabited')
    .describe(
      'inhabited: inhabited islands by the km to the nearest inhabited land; continent: every island by the km to a continent; isolation: by isolation index',
    ),
  limit: z
    .string()
    .regex(/^\d{1,3}$/, { error: 'limit must be a whole number from 1 to 100', abort: true })
    .refine((value) => Number(value) >= 1 && Number(value) <= 100, 'limit must be a whole number from 1 to 100')
    .default('20')
    .meta(integerParam(1, 100, { default: 20 }))
    .transform(Number),
});

export type RemotestQuery = z.infer<typeof remotestQuerySchema>;

/** Query of GET /api/islands/{id}/tides: the island's local date, today there when left out. */
export const tidesQuerySchema = z.object({
  date: z
    .string()
    .max(20)
    .refine(isCalendarDate, 'date must be a calendar date written YYYY-MM-DD, e.g. 2026-12-01')
    .refine(
      (text) => text >= `${TIDE_YEARS.from}-01-01` && text <= `${TIDE_YEARS.to}-12-31`,
      `date must be in the years ${TIDE_YEARS.from} to ${TIDE_YEARS.to}`,
    )
    .optional()
    .describe("A date in the island's own time zone, YYYY-MM-DD; today there when left out")
    .meta({ example: '2026-12-01' }),
});
