import { z } from 'zod';
import { API_PATHS } from './api-paths';
import { islandOutlineSchema } from './outline-schema';
import { CATEGORIES, REGIONS, categorySlug, regionSlug } from './enums';
import { islandListQuerySchema, remotestQuerySchema } from './list-queries';
import {
  contactPayloadSchema,
  errorBodySchema,
  islandImagePayloadSchema,
  islandImageSchema,
  islandResultSchema,
  islandSchema,
  newsletterPayloadSchema,
  publicContactSchema,
  publicNewsletterSchema,
  publicSubmissionSchema,
  statisticsSchema,
  submissionPayloadSchema,
} from './schemas';
import { ADMIN_ENDPOINTS } from './admin-endpoints';
import { coverageSummarySchema } from './coverage-summary';
import { ADMIN_ERRORS, API_ERRORS, BODY_ERRORS, idParam, type Endpoint } from './api-endpoint';

const countsOf = <K extends string>(keys: readonly K[]) =>
  z.object(Object.fromEntries(keys.map((key) => [key, z.number().int().min(0)])) as Record<K, z.ZodNumber>);

export const facetsSchema = z.object({
  total: z.number().int().min(0),
  region: countsOf(REGIONS),
  category: countsOf(CATEGORIES),
  hasAirport: z.number().int().min(0),
  hasAbandonedAirstrip: z.number().int().min(0),
  militaryHistory: z.number().int().min(0),
  uninhabited: z.number().int().min(0),
});

const geoJsonSchema = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(
    z.object({
      type: z.literal('Feature'),
      id: z.string(),
      geometry: z.union([
        z.object({ type: z.literal('Point'), coordinates: z.tuple([z.number(), z.number()]) }),
        islandOutlineSchema.shape.geometry,
      ]),
      properties: islandSchema,
    }),
  ),
});

/** The public endpoints and the image administration; the curation endpoints are in admin-endpoints.ts. */
const PUBLIC_ENDPOINTS: Endpoint[] = [
  {
    id: 'listIslands',
    method: 'get',
    path: API_PATHS.listIslands,
    summary: 'List islands',
    description:
      'All islands, sorted by name. q searches: every word must match the name, an alternate name, the country, region or description (or the words military and uninhabited, by flag), by the start of a word, ignoring case and accents, forgiving a typo in words of 5 letters or more (two from 8); with q the order is by relevance. near=lat,lon orders by great-circle distance and adds distanceKm; radius=km keeps those within it; bbox=west,south,east,north keeps those inside (west > east crosses the antimeridian). Also region, category, country (ISO code), flag filters, sort, limit, offset and fields; the total matching count is in the X-Total-Count header. Parameters not listed here are ignored.',
    tag: 'Islands',
    query: islandListQuerySchema,
    response: { status: 200, schema: z.array(islandResultSchema), description: 'A JSON array of islands' },
    errors: [API_ERRORS.validation],
    example: '/api/islands',
    documented: true,
  },
  {
    id: 'islandFacets',
    method: 'get',
    path: API_PATHS.islandFacets,
    summary: 'Counts of the filtered islands',
    description:
      'How many islands the same filters as /api/islands let through, in all and by region, category and feature: what a search page shows beside its filters.',
    tag: 'Islands',
    query: islandListQuerySchema,
    response: { status: 200, schema: facetsSchema, description: 'Counts for the filtered set' },
    errors: [API_ERRORS.validation],
    example: '/api/islands/facets?q=volcanic',
    documented: true,
  },
  {
    id: 'exportGeoJson',
    method: 'get',
    path: API_PATHS.exportGeoJson,
    summary: 'Islands as GeoJSON',
    description:
      'A GeoJSON FeatureCollection of points (longitude, latitude) with every island field as properties. Takes the same filters as /api/islands.',
    tag: 'Islands',
    query: islandListQuerySchema,
    response: {
      status: 200,
      schema: geoJsonSchema,
      contentType: 'application/geo+json',
      description: 'A GeoJSON FeatureCollection',
    },
    errors: [API_ERRORS.validation],
    example: '/api/islands.geojson?region=arctic',
    documented: true,
  },
  {
    id: 'exportCsv',
    method: 'get',
    path: API_PATHS.exportCsv,
    summary: 'Islands as CSV',
    description:
      'RFC 4180 CSV in UTF-8 with a header row of island fields. Takes the same filters as /api/islands, including fields.',
    tag: 'Islands',
    query: islandListQuerySchema,
    response: { status: 200, contentType: 'text/csv', description: 'CSV with a header row' },
    errors: [API_ERRORS.validation],
    example: '/api/islands.csv?category=military-history',
    documented: true,
  },
  {
    id: 'featuredIslands',
    method: 'get',
    path: API_PATHS.featuredIslands,
    summary: 'Featured islands',
    description: 'The islands the team features on the home page.',
    tag: 'Islands',
    response: { status: 200, schema: z.array(islandSchema), description: 'A JSON array of islands' },
    errors: [],
    example: '/api/islands/featured',
    documented: true,
  },
  {
    id: 'getIsland',
    method: 'get',
    path: API_PATHS.getIsland,
    summary: 'One island',
    description: 'A single island by its id.',
    tag: 'Islands',
    params: [idParam],
    response: { status: 200, schema: islandSchema, description: 'The island' },
    errors: [API_ERRORS.moved, API_ERRORS.notFound],
    example: '/api/islands/tristan-da-cunha',
    documented: true,
  },
  {
    id: 'islandsByCategory',
    method: 'get',
    path: API_PATHS.islandsByCategory,
    summary: 'Islands by category',
    description: `Islands of one category, by name or slug: ${CATEGORIES.map(categorySlug).join(', ')}.`,
    tag: 'Islands',
    params: [{ name: 'category', description: 'Category name or slug', example: 'military-history' }],
    response: { status: 200, schema: z.array(islandSchema), description: 'A JSON array of islands' },
    errors: [{ status: 404, description: 'Unknown category' }],
    example: '/api/islands/category/military-history',
    documented: true,
  },
  {
    id: 'islandsByRegion',
    method: 'get',
    path: API_PATHS.islandsByRegion,
    summary: 'Islands by region',
    description: `Islands of one region, by name, label or slug in any case: ${REGIONS.map(regionSlug).join(', ')}.`,
    tag: 'Islands',
    params: [{ name: 'region', description: 'Region name, label or slug', example: 'pacific' }],
    response: { status: 200, schema: z.array(islandSchema), description: 'A JSON array of islands' },
    errors: [{ status: 404, description: 'Unknown region' }],
    example: '/api/islands/region/pacific',
    documented: true,
  },
  {
    id: 'searchIslands',
    method: 'get',
    path: API_PATHS.searchIslands,
    summary: 'Search islands',
    description:
      'The islands matching every word of the query, most relevant first: the name itself, then names starting with it, alternate names, name words, then country, region and description; results that need a typo forgiven come last. Case- and accent-insensitive, words matched by their start, St/Saint, Mt/Mount and Is./Island alike. The words military and uninhabited also match islands with military history or no inhabitants.',
    tag: 'Islands',
    params: [{ name: 'query', description: 'Search text', example: 'military' }],
    response: { status: 200, schema: z.array(islandSchema), description: 'A JSON array of islands' },
    errors: [API_ERRORS.validation],
    example: '/api/islands/search/military',
    documented: true,
  },
  {
    id: 'islandOutline',
    method: 'get',
    path: API_PATHS.islandOutline,
    summary: 'Outline of an island',
    description:
      "The island's coastline as a GeoJSON Feature (Polygon or MultiPolygon), from OpenStreetMap land polygons (© OpenStreetMap contributors, ODbL 1.0), with its source and licence in the properties. 404 for an unknown island or one the data does not outline (the message says why).",
    tag: 'Islands',
    params: [idParam],
    response: {
      status: 200,
      schema: islandOutlineSchema,
      contentType: 'application/geo+json',
      description: 'A GeoJSON Feature',
    },
    errors: [API_ERRORS.moved, { status: 404, description: 'No such island, or no outline for it' }],
    example: '/api/islands/tristan-da-cunha/outline',
    documented: true,
  },
  {
    id: 'islandImages',
    method: 'get',
    path: API_PATHS.islandImages,
    summary: 'Images of an island',
    description: 'Satellite images of one island, primary first.',
    tag: 'Images',
    params: [idParam],
    response: { status: 200, schema: z.array(islandImageSchema), description: 'A JSON array of images' },
    errors: [API_ERRORS.moved, API_ERRORS.notFound],
    example: '/api/islands/tristan-da-cunha/images',
    documented: true,
  },
  {
    id: 'remotest',
    method: 'get',
    path: API_PATHS.remotest,
    summary: 'The remotest islands',
    description:
      "The catalogue's islands ranked on one remoteness measure, remotest first, each with its remoteness figures and its rank. Distances are computed from OpenStreetMap coastlines (© OpenStreetMap contributors, ODbL 1.0) and GeoNames places (CC BY 4.0), coast to coast.",
    tag: 'Islands',
    query: remotestQuerySchema,
    response: { status: 200, schema: z.array(islandSchema), description: 'A JSON array of islands, remotest first' },
    errors: [API_ERRORS.validation],
    example: '/api/remotest?measure=inhabited&limit=10',
    documented: true,
  },
  {
    id: 'coverage',
    method: 'get',
    path: API_PATHS.coverage,
    summary: 'How complete the catalogue is',
    description:
      "How much of the world's remote land the catalogue holds: of the land masses in OpenStreetMap's land polygons (© OpenStreetMap contributors, ODbL 1.0) that lie farther than remoteKm from any GeoNames place of 1,000 people (CC BY 4.0), the share held by a catalogued island or group, by ocean and by size, with the floor the catalogue is held to and the largest land still missing, each with its reviewed reason. Measured by npm run data:build; 404 when it has not been.",
    tag: 'Statistics',
    response: { status: 200, schema: coverageSummarySchema, description: 'The coverage report' },
    errors: [API_ERRORS.notFound],
    example: '/api/coverage',
    documented: true,
  },
  {
    id: 'statistics',
    method: 'get',
    path: API_PATHS.statistics,
    summary: 'Catalogue statistics',
    description:
      'Totals of the catalogue: islands, countries, with airports, uninhabited, and counts by region and category.',
    tag: 'Statistics',
    response: { status: 200, schema: statisticsSchema, description: 'The statistics' },
    errors: [],
    example: '/api/statistics',
    documented: true,
  },
  {
    id: 'createSubmission',
    method: 'post',
    path: API_PATHS.createSubmission,
    summary: 'Submit an island',
    description: 'Suggest an island for review. Stored as pending. Send an Idempotency-Key header to retry safely.',
    tag: 'Inbox',
    body: submissionPayloadSchema,
    response: { status: 201, schema: publicSubmissionSchema, description: 'The stored submission' },
    errors: [...BODY_ERRORS, API_ERRORS.idempotency, API_ERRORS.unavailable],
    documented: true,
  },
  {
    id: 'createContact',
    method: 'post',
    path: API_PATHS.createContact,
    summary: 'Send a contact message',
    description: 'A message to the team. Stored as unread.',
    tag: 'Inbox',
    body: contactPayloadSchema,
    response: { status: 201, schema: publicContactSchema, description: 'The stored message' },
    errors: [...BODY_ERRORS, API_ERRORS.idempotency, API_ERRORS.unavailable],
    documented: true,
  },
  {
    id: 'createNewsletter',
    method: 'post',
    path: API_PATHS.createNewsletter,
    summary: 'Subscribe to the newsletter',
    description: 'Subscribe an e-mail address. The same address twice, ignoring case and spaces, is a 409.',
    tag: 'Inbox',
    body: newsletterPayloadSchema,
    response: { status: 201, schema: publicNewsletterSchema, description: 'The subscription' },
    errors: [
      ...BODY_ERRORS,
      { status: 409, description: 'Already subscribed' },
      API_ERRORS.idempotency,
      API_ERRORS.unavailable,
    ],
    documented: true,
  },
  {
    id: 'addImage',
    method: 'post',
    path: API_PATHS.addImage,
    summary: 'Add an image (admin)',
    description: 'Adds a NASA image to an island. Needs Authorization: Bearer ADMIN_TOKEN.',
    tag: 'Images',
    params: [idParam],
    body: islandImagePayloadSchema,
    response: { status: 201, schema: islandImageSchema, description: 'The stored image' },
    errors: [...BODY_ERRORS, ...ADMIN_ERRORS, API_ERRORS.notFound, API_ERRORS.catalogueChanged],
    admin: true,
    documented: false,
  },
  {
    id: 'deleteImage',
    method: 'delete',
    path: API_PATHS.deleteImage,
    summary: 'Delete an image (admin)',
    description: 'Removes an image. Needs Authorization: Bearer ADMIN_TOKEN.',
    tag: 'Images',
    params: [{ name: 'imageId', description: 'Image id', example: 'img-1' }],
    response: { status: 204, description: 'Deleted' },
    errors: [...ADMIN_ERRORS, API_ERRORS.notFound, API_ERRORS.catalogueChanged],
    admin: true,
    documented: false,
  },
  {
    id: 'setPrimaryImage',
    method: 'post',
    path: API_PATHS.setPrimaryImage,
    summary: 'Make an image primary (admin)',
    description: "Makes the image the island's primary image. Needs Authorization: Bearer ADMIN_TOKEN.",
    tag: 'Images',
    params: [idParam, { name: 'imageId', description: 'Image id', example: 'img-1' }],
    response: { status: 200, schema: islandImageSchema, description: 'The primary image' },
    errors: [...ADMIN_ERRORS, API_ERRORS.notFound, API_ERRORS.catalogueChanged],
    admin: true,
    documented: false,
  },
  {
    id: 'openapi',
    method: 'get',
    path: API_PATHS.openapi,
    summary: 'This API as OpenAPI 3.1',
    description: 'The machine-readable description of every public endpoint.',
    tag: 'Meta',
    response: { status: 200, description: 'An OpenAPI 3.1 document' },
    errors: [],
    example: '/api/openapi.json',
    documented: true,
  },
];

export const ENDPOINTS: Endpoint[] = [...PUBLIC_ENDPOINTS, ...ADMIN_ENDPOINTS];

export const errorSchema = errorBodySchema;

/** Fills a path template with its documented example values. */
export function examplePath(endpoint: Endpoint): string {
  return endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const param = endpoint.params?.find((candidate) => candidate.name === name);
    return encodeURIComponent(param?.example ?? name);
  });
}
