import { z } from 'zod';
import { CATEGORIES, REGIONS, SORTS, categorySlug, regionSlug } from './enums';
import {
  contactPayloadSchema,
  errorBodySchema,
  islandImagePayloadSchema,
  islandImageSchema,
  islandSchema,
  newsletterPayloadSchema,
  publicContactSchema,
  publicNewsletterSchema,
  publicSubmissionSchema,
  statisticsSchema,
  submissionPayloadSchema,
} from './schemas';
import {
  approvalSchema,
  approveBodySchema,
  contactListQuerySchema,
  contactListSchema,
  rejectBodySchema,
  submissionListQuerySchema,
  submissionListSchema,
  submissionReviewSchema,
  subscriberListSchema,
} from './curation';
import { contactSchema, submissionSchema } from './schemas';

/** Query parameters of GET /api/islands (and the CSV / GeoJSON exports). */
export const islandListQuerySchema = z.object({
  q: z.string().max(200, 'q must be at most 200 characters').optional(),
  region: z.string().max(60).optional().describe('Region name, label or slug: Pacific, indian-ocean'),
  category: z.string().max(60).optional().describe('Category name or slug: Tropical, active-airport'),
  hasAirport: z.enum(['true', 'false']).optional(),
  hasAbandonedAirstrip: z.enum(['true', 'false']).optional(),
  militaryHistory: z.enum(['true', 'false']).optional(),
  uninhabited: z.enum(['true', 'false']).optional(),
  sort: z.enum(SORTS, { error: `sort must be one of ${SORTS.join(', ')}` }).optional(),
  limit: z
    .string()
    .regex(/^\d{1,6}$/, 'limit must be a whole number from 1 to 1000')
    .refine((value) => Number(value) >= 1 && Number(value) <= 1000, 'limit must be a whole number from 1 to 1000')
    .optional(),
  offset: z
    .string()
    .regex(/^\d{1,7}$/, 'offset must be a whole number, 0 or more')
    .optional(),
  fields: z
    .string()
    .max(500)
    .optional()
    .describe('Comma-separated Island fields to keep, e.g. id,name,latitude,longitude'),
});
export type IslandListQueryParams = z.infer<typeof islandListQuerySchema>;

const geoJsonSchema = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(
    z.object({
      type: z.literal('Feature'),
      id: z.string(),
      geometry: z.object({ type: z.literal('Point'), coordinates: z.tuple([z.number(), z.number()]) }),
      properties: islandSchema,
    }),
  ),
});

export type HttpMethod = 'get' | 'post' | 'delete';

export interface PathParam {
  name: string;
  description: string;
  example: string;
}

export interface Endpoint {
  id: string;
  method: HttpMethod;
  /** OpenAPI path template: /api/islands/{id} */
  path: string;
  summary: string;
  description: string;
  tag: 'Islands' | 'Statistics' | 'Inbox' | 'Images' | 'Meta';
  params?: PathParam[];
  query?: z.ZodObject;
  body?: z.ZodType;
  /** The successful answer: status and schema (undefined for 204). */
  response: { status: 200 | 201 | 204; schema?: z.ZodType; contentType?: string; description: string };
  errors: { status: number; description: string }[];
  /** A path with real values a reader can paste into a browser or curl. */
  example?: string;
  admin?: boolean;
  /** Listed on the public API documentation page. */
  documented: boolean;
}

const idParam: PathParam = { name: 'id', description: 'Island id, a readable slug', example: 'tristan-da-cunha' };
const validation = { status: 400, description: 'Validation failed, malformed JSON or bad parameters' };
const notFound = { status: 404, description: 'No such island, category, region or image' };
const tooLarge = { status: 413, description: 'Body larger than 100 kB' };
const wrongType = { status: 415, description: 'Body is not application/json' };
const idempotency = { status: 422, description: 'Idempotency-Key reused with a different body' };
const adminErrors = [
  { status: 401, description: 'Wrong or missing bearer token' },
  { status: 403, description: 'Image administration is not enabled on this server' },
];

export const ENDPOINTS: Endpoint[] = [
  {
    id: 'listIslands',
    method: 'get',
    path: '/api/islands',
    summary: 'List islands',
    description:
      'All islands, sorted by name. Optional q, region, category, flag filters, sort, limit, offset and fields; the total matching count is in the X-Total-Count header.',
    tag: 'Islands',
    query: islandListQuerySchema,
    response: { status: 200, schema: z.array(islandSchema), description: 'A JSON array of islands' },
    errors: [validation],
    example: '/api/islands',
    documented: true,
  },
  {
    id: 'exportGeoJson',
    method: 'get',
    path: '/api/islands.geojson',
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
    errors: [validation],
    example: '/api/islands.geojson?region=arctic',
    documented: true,
  },
  {
    id: 'exportCsv',
    method: 'get',
    path: '/api/islands.csv',
    summary: 'Islands as CSV',
    description:
      'RFC 4180 CSV in UTF-8 with a header row of island fields. Takes the same filters as /api/islands, including fields.',
    tag: 'Islands',
    query: islandListQuerySchema,
    response: { status: 200, contentType: 'text/csv', description: 'CSV with a header row' },
    errors: [validation],
    example: '/api/islands.csv?category=military-history',
    documented: true,
  },
  {
    id: 'featuredIslands',
    method: 'get',
    path: '/api/islands/featured',
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
    path: '/api/islands/{id}',
    summary: 'One island',
    description: 'A single island by its id.',
    tag: 'Islands',
    params: [idParam],
    response: { status: 200, schema: islandSchema, description: 'The island' },
    errors: [notFound],
    example: '/api/islands/tristan-da-cunha',
    documented: true,
  },
  {
    id: 'islandsByCategory',
    method: 'get',
    path: '/api/islands/category/{category}',
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
    path: '/api/islands/region/{region}',
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
    path: '/api/islands/search/{query}',
    summary: 'Search islands',
    description:
      'Case- and accent-insensitive search of name, description, region and country. The words military and uninhabited also match islands with military history or no inhabitants.',
    tag: 'Islands',
    params: [{ name: 'query', description: 'Search text', example: 'military' }],
    response: { status: 200, schema: z.array(islandSchema), description: 'A JSON array of islands' },
    errors: [validation],
    example: '/api/islands/search/military',
    documented: true,
  },
  {
    id: 'islandImages',
    method: 'get',
    path: '/api/islands/{id}/images',
    summary: 'Images of an island',
    description: 'Satellite images of one island, primary first.',
    tag: 'Images',
    params: [idParam],
    response: { status: 200, schema: z.array(islandImageSchema), description: 'A JSON array of images' },
    errors: [notFound],
    example: '/api/islands/tristan-da-cunha/images',
    documented: true,
  },
  {
    id: 'statistics',
    method: 'get',
    path: '/api/statistics',
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
    path: '/api/submissions',
    summary: 'Submit an island',
    description: 'Suggest an island for review. Stored as pending. Send an Idempotency-Key header to retry safely.',
    tag: 'Inbox',
    body: submissionPayloadSchema,
    response: { status: 201, schema: publicSubmissionSchema, description: 'The stored submission' },
    errors: [validation, tooLarge, wrongType, idempotency],
    documented: true,
  },
  {
    id: 'createContact',
    method: 'post',
    path: '/api/contacts',
    summary: 'Send a contact message',
    description: 'A message to the team. Stored as unread.',
    tag: 'Inbox',
    body: contactPayloadSchema,
    response: { status: 201, schema: publicContactSchema, description: 'The stored message' },
    errors: [validation, tooLarge, wrongType, idempotency],
    documented: true,
  },
  {
    id: 'createNewsletter',
    method: 'post',
    path: '/api/newsletters',
    summary: 'Subscribe to the newsletter',
    description: 'Subscribe an e-mail address. The same address twice, ignoring case and spaces, is a 409.',
    tag: 'Inbox',
    body: newsletterPayloadSchema,
    response: { status: 201, schema: publicNewsletterSchema, description: 'The subscription' },
    errors: [validation, { status: 409, description: 'Already subscribed' }, tooLarge, wrongType, idempotency],
    documented: true,
  },
  {
    id: 'addImage',
    method: 'post',
    path: '/api/islands/{id}/images',
    summary: 'Add an image (admin)',
    description: 'Adds a NASA image to an island. Needs Authorization: Bearer ADMIN_TOKEN.',
    tag: 'Images',
    params: [idParam],
    body: islandImagePayloadSchema,
    response: { status: 201, schema: islandImageSchema, description: 'The stored image' },
    errors: [validation, ...adminErrors, notFound, tooLarge, wrongType],
    admin: true,
    documented: false,
  },
  {
    id: 'deleteImage',
    method: 'delete',
    path: '/api/images/{imageId}',
    summary: 'Delete an image (admin)',
    description: 'Removes an image. Needs Authorization: Bearer ADMIN_TOKEN.',
    tag: 'Images',
    params: [{ name: 'imageId', description: 'Image id', example: 'img-1' }],
    response: { status: 204, description: 'Deleted' },
    errors: [...adminErrors, notFound],
    admin: true,
    documented: false,
  },
  {
    id: 'setPrimaryImage',
    method: 'post',
    path: '/api/islands/{id}/images/{imageId}/primary',
    summary: 'Make an image primary (admin)',
    description: "Makes the image the island's primary image. Needs Authorization: Bearer ADMIN_TOKEN.",
    tag: 'Images',
    params: [idParam, { name: 'imageId', description: 'Image id', example: 'img-1' }],
    response: { status: 200, schema: islandImageSchema, description: 'The primary image' },
    errors: [...adminErrors, notFound],
    admin: true,
    documented: false,
  },
  {
    id: 'openapi',
    method: 'get',
    path: '/api/openapi.json',
    summary: 'This API as OpenAPI 3.1',
    description: 'The machine-readable description of every public endpoint.',
    tag: 'Meta',
    response: { status: 200, description: 'An OpenAPI 3.1 document' },
    errors: [],
    example: '/api/openapi.json',
    documented: true,
  },
  // Curation (issue 7): the reviewing side of the inbox; npm run curate -- --server URL uses these.
  {
    id: 'adminListSubmissions',
    method: 'get',
    path: '/api/admin/submissions',
    summary: 'List submissions (admin)',
    description:
      'Every submission, oldest first, with private fields; optional status=pending|approved|rejected. Needs Authorization: Bearer ADMIN_TOKEN.',
    tag: 'Inbox',
    query: submissionListQuerySchema,
    response: { status: 200, schema: submissionListSchema, description: 'A JSON array of submissions' },
    errors: [
      { status: 400, description: 'Unknown status' },
      { status: 401, description: 'Wrong or missing bearer token' },
      { status: 403, description: 'Administration is not enabled on this server' },
    ],
    admin: true,
    documented: false,
  },
  {
    id: 'adminShowSubmission',
    method: 'get',
    path: '/api/admin/submissions/{id}',
    summary: 'Review a submission (admin)',
    description:
      'One submission with the island it would become, the schema and data rules an approval would break, and likely duplicates in the catalogue (same or very similar name, or within 5 km).',
    tag: 'Inbox',
    params: [{ name: 'id', description: 'Submission id', example: 'submission-id' }],
    response: { status: 200, schema: submissionReviewSchema, description: 'The submission under review' },
    errors: [
      { status: 401, description: 'Wrong or missing bearer token' },
      { status: 403, description: 'Administration is not enabled on this server' },
      { status: 404, description: 'No such submission' },
    ],
    admin: true,
    documented: false,
  },
  {
    id: 'adminApproveSubmission',
    method: 'post',
    path: '/api/admin/submissions/{id}/approve',
    summary: 'Approve a submission (admin)',
    description:
      'Adds the island to the catalogue under a unique slug id (its imageUrl becomes its primary image) and marks the submission approved. set overrides Island fields as text, e.g. {"hasAirport": "true"}. Refused with a 400 naming each broken data rule and its fix.',
    tag: 'Inbox',
    params: [{ name: 'id', description: 'Submission id', example: 'submission-id' }],
    body: approveBodySchema,
    response: { status: 200, schema: approvalSchema, description: 'The approved submission and the new island' },
    errors: [
      { status: 400, description: 'Bad body or --set value, or the island would break a data rule' },
      { status: 401, description: 'Wrong or missing bearer token' },
      { status: 403, description: 'Administration is not enabled on this server' },
      { status: 404, description: 'No such submission' },
      { status: 409, description: 'The submission was already reviewed' },
    ],
    admin: true,
    documented: false,
  },
  {
    id: 'adminRejectSubmission',
    method: 'post',
    path: '/api/admin/submissions/{id}/reject',
    summary: 'Reject a submission (admin)',
    description: 'Marks the submission rejected with the review notes, which are required.',
    tag: 'Inbox',
    params: [{ name: 'id', description: 'Submission id', example: 'submission-id' }],
    body: rejectBodySchema,
    response: { status: 200, schema: submissionSchema, description: 'The rejected submission' },
    errors: [
      { status: 400, description: 'Notes missing or not valid' },
      { status: 401, description: 'Wrong or missing bearer token' },
      { status: 403, description: 'Administration is not enabled on this server' },
      { status: 404, description: 'No such submission' },
      { status: 409, description: 'The submission was already reviewed' },
    ],
    admin: true,
    documented: false,
  },
  {
    id: 'adminListContacts',
    method: 'get',
    path: '/api/admin/contacts',
    summary: 'List contact messages (admin)',
    description: 'Every contact message, oldest first; optional status=unread|read.',
    tag: 'Inbox',
    query: contactListQuerySchema,
    response: { status: 200, schema: contactListSchema, description: 'A JSON array of contact messages' },
    errors: [
      { status: 400, description: 'Unknown status' },
      { status: 401, description: 'Wrong or missing bearer token' },
      { status: 403, description: 'Administration is not enabled on this server' },
    ],
    admin: true,
    documented: false,
  },
  {
    id: 'adminReadContact',
    method: 'post',
    path: '/api/admin/contacts/{id}/read',
    summary: 'Read a contact message (admin)',
    description: 'The whole message, marked read.',
    tag: 'Inbox',
    params: [{ name: 'id', description: 'Contact message id', example: 'contact-id' }],
    response: { status: 200, schema: contactSchema, description: 'The message, now read' },
    errors: [
      { status: 401, description: 'Wrong or missing bearer token' },
      { status: 403, description: 'Administration is not enabled on this server' },
      { status: 404, description: 'No such contact message' },
    ],
    admin: true,
    documented: false,
  },
  {
    id: 'adminNewsletter',
    method: 'get',
    path: '/api/admin/newsletter',
    summary: 'Active newsletter subscribers (admin)',
    description: 'Active subscriptions, oldest first; npm run curate -- newsletter export renders them as CSV.',
    tag: 'Inbox',
    response: { status: 200, schema: subscriberListSchema, description: 'A JSON array of subscriptions' },
    errors: [
      { status: 401, description: 'Wrong or missing bearer token' },
      { status: 403, description: 'Administration is not enabled on this server' },
    ],
    admin: true,
    documented: false,
  },
];

export const errorSchema = errorBodySchema;

/** Fills a path template with its documented example values. */
export function examplePath(endpoint: Endpoint): string {
  return endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const param = endpoint.params?.find((candidate) => candidate.name === name);
    return encodeURIComponent(param?.example ?? name);
  });
}
