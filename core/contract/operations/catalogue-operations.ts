import { z } from 'zod';
import { islandFeatureCollectionSchema } from '../../catalogue/geojson-schema';
import { facetsSchema } from '../../catalogue/facets-schema';
import { explorePageSchema } from '../../catalogue/explore-page-schema';
import { EXPLORE_PAGE_SIZE } from '../../catalogue/explore-page';
import { fieldsOnlyQuerySchema, listReadQuery, remotestReadQuerySchema } from '../../catalogue/list-query';
import { coverageSummarySchema } from '../../coverage/coverage-summary';
import { islandOutlineSchema } from '../../outlines/outline-schema';
import { API_ERRORS } from '../api-errors';
import { CATEGORIES, REGIONS, categorySlug, regionSlug } from '../enums';
import { PLACE_OPERATIONS } from './place-operations';
import { defineOperations } from '../operation';
import { openApiDocumentSchema } from '../openapi-document';
import { categoryParams, islandIdParams, regionParams, searchParams } from '../path-params';
import { islandImageSchema, islandResultSchema, islandSchema } from '../schemas';
import { statisticsSchema } from '../statistics-schema';
import { RELEASE_OPERATIONS } from './release-operations';

/** Answers of islands that `fields=` trims: parsed with only the fields asked for. */
const islandList = { island: islandResultSchema, answer: (island: z.ZodType) => z.array(island) };
const oneIsland = { island: islandResultSchema, answer: (island: z.ZodType) => island };
const explorePage = {
  island: islandResultSchema,
  answer: (island: z.ZodType) => explorePageSchema.extend({ items: z.array(island) }),
};

/** The catalogue's reads: the API's, the desktop's over IPC, and the server render's. */
export const CATALOGUE_OPERATIONS = defineOperations({
  listIslands: {
    summary: 'List islands',
    description:
      'All islands, sorted by name. q searches: every word must match the name, an alternate name, the country, region or description (or the words military and uninhabited, by flag), by the start of a word, ignoring case and accents, forgiving a typo in words of 5 letters or more (two from 8); with q the order is by relevance. near=lat,lon orders by great-circle distance and adds distanceKm; radius=km keeps those within it; bbox=west,south,east,north keeps those inside (west > east crosses the antimeridian). Also region, category, country (ISO code), flag filters, sort, limit, offset and fields; the total matching count is in the X-Total-Count header. Parameters not listed here are ignored.',
    tag: 'Islands',
    http: {
      method: 'get',
      path: '/api/islands',
      answers: 'A JSON array of islands',
      paged: true,
      documented: true,
      example: '/api/islands',
    },
    channel: 'islands:list',
    query: listReadQuery('list'),
    output: z.array(islandResultSchema),
    fields: islandList,
    errors: [API_ERRORS.validation],
    cached: true,
    tools: [
      {
        name: 'list_islands',
        title: 'List islands',
        omit: ['geometry'],
        description:
          'Islands of the catalogue with filters and a sort. Filters: region (pacific, atlantic, indian-ocean, arctic, antarctic), category (tropical, arctic, uninhabited, active-airport, abandoned-airstrip, military-history), country (ISO 3166 code, e.g. GB), hasAirport, hasAbandonedAirstrip, militaryHistory, uninhabited (true/false), q (search words), bbox (west,south,east,north), minContinentKm and minInhabitedKm (remoteness floors in km). sort: name, region, population, area, remoteness (remotest first) or relevance. fields keeps only some fields of each island (e.g. id,name,latitude,longitude,remoteness), which keeps answers small. Paged: limit (default 20, at most 100) and offset; the answer says the total and the next offset.',
      },
      {
        name: 'nearest_islands',
        title: 'Islands nearest a point',
        description:
          'The islands nearest a point, nearest first, each with distanceKm (great-circle). near is latitude,longitude, e.g. -37.1,-12.3; radius (km) keeps only those within it, e.g. the islands within 300 km of Tristan da Cunha. Takes the same filters and fields as list_islands. Paged: limit (default 20, at most 100) and offset.',
        require: ['near'],
        omit: ['sort', 'geometry'],
      },
    ],
  },
  islandFacets: {
    summary: 'Counts of the filtered islands',
    description:
      'How many islands the same filters as /api/islands let through, in all and by region, category and feature: what a search page shows beside its filters.',
    tag: 'Islands',
    http: {
      method: 'get',
      path: '/api/islands/facets',
      answers: 'Counts for the filtered set',
      documented: true,
      example: '/api/islands/facets?q=volcanic',
    },
    query: listReadQuery('counts'),
    output: facetsSchema,
    errors: [API_ERRORS.validation],
    cached: true,
  },
  islandExplore: {
    summary: 'A page of islands with the counts beside each choice',
    description: `What a search page needs in one answer: a page of the islands the same filters as /api/islands let through (${EXPLORE_PAGE_SIZE} unless limit says; with fields, only those fields of each), their total, and what each region, category, country and flag would give with that choice changed and every other filter kept. Explore asks for this as it opens and as its list scrolls.`,
    tag: 'Islands',
    http: {
      method: 'get',
      path: '/api/islands/explore',
      answers: 'A page of islands and the counts',
      paged: true,
      documented: true,
      example: '/api/islands/explore?q=volcanic&limit=3',
    },
    channel: 'islands:explore',
    query: listReadQuery('page', EXPLORE_PAGE_SIZE),
    output: explorePageSchema,
    fields: explorePage,
    errors: [API_ERRORS.validation],
    cached: true,
  },
  exportGeoJson: {
    summary: 'Islands as GeoJSON',
    description:
      'A GeoJSON FeatureCollection of points (longitude, latitude) with every island field as properties. Takes the same filters as /api/islands.',
    tag: 'Islands',
    http: {
      method: 'get',
      path: '/api/islands.geojson',
      answers: 'A GeoJSON FeatureCollection',
      contentType: 'application/geo+json',
      serialized: true,
      paged: true,
      documented: true,
      example: '/api/islands.geojson?region=arctic',
    },
    query: listReadQuery('geojson'),
    output: islandFeatureCollectionSchema,
    errors: [API_ERRORS.validation],
    cached: true,
  },
  exportCsv: {
    summary: 'Islands as CSV',
    description:
      'RFC 4180 CSV in UTF-8 with a header row of island fields. Takes the same filters as /api/islands, including fields.',
    tag: 'Islands',
    http: {
      method: 'get',
      path: '/api/islands.csv',
      answers: 'CSV with a header row',
      contentType: 'text/csv',
      download: 'isolario-islands.csv',
      serialized: true,
      paged: true,
      documented: true,
      example: '/api/islands.csv?category=military-history',
    },
    query: listReadQuery('csv'),
    errors: [API_ERRORS.validation],
    cached: true,
  },
  featuredIslands: {
    summary: 'Featured islands',
    description: 'The islands the team features on the home page.',
    tag: 'Islands',
    http: {
      method: 'get',
      path: '/api/islands/featured',
      answers: 'A JSON array of islands',
      documented: true,
      example: '/api/islands/featured',
    },
    channel: 'islands:featured',
    query: fieldsOnlyQuerySchema,
    output: z.array(islandSchema),
    fields: islandList,
    errors: [],
    cached: true,
  },
  getIsland: {
    summary: 'One island',
    description: 'A single island by its id.',
    tag: 'Islands',
    http: {
      method: 'get',
      path: '/api/islands/{id}',
      answers: 'The island',
      documented: true,
      example: '/api/islands/tristan-da-cunha',
    },
    channel: 'islands:get',
    params: islandIdParams,
    query: fieldsOnlyQuerySchema,
    output: islandSchema,
    fields: oneIsland,
    errors: [API_ERRORS.moved, API_ERRORS.notFound],
    cached: true,
    tools: [
      {
        name: 'get_island',
        title: 'One island',
        description:
          'One island by its id, the slug list_islands and search_islands give (e.g. tristan-da-cunha): its place, region, category, country, population and year, area, access (airport, boat), history, remoteness (km to the nearest continent and inhabited land), satellite picture and sources.',
      },
    ],
  },
  islandsByCategory: {
    summary: 'Islands by category',
    description: `Islands of one category, by name or slug: ${CATEGORIES.map(categorySlug).join(', ')}.`,
    tag: 'Islands',
    http: {
      method: 'get',
      path: '/api/islands/category/{category}',
      answers: 'A JSON array of islands',
      documented: true,
      example: '/api/islands/category/military-history',
    },
    channel: 'islands:by-category',
    params: categoryParams,
    query: fieldsOnlyQuerySchema,
    output: z.array(islandSchema),
    fields: islandList,
    errors: [{ status: 404, description: 'Unknown category' }],
    cached: true,
  },
  islandsByRegion: {
    summary: 'Islands by region',
    description: `Islands of one region, by name, label or slug in any case: ${REGIONS.map(regionSlug).join(', ')}.`,
    tag: 'Islands',
    http: {
      method: 'get',
      path: '/api/islands/region/{region}',
      answers: 'A JSON array of islands',
      documented: true,
      example: '/api/islands/region/pacific',
    },
    channel: 'islands:by-region',
    params: regionParams,
    query: fieldsOnlyQuerySchema,
    output: z.array(islandSchema),
    fields: islandList,
    errors: [{ status: 404, description: 'Unknown region' }],
    cached: true,
  },
  searchIslands: {
    summary: 'Search islands',
    description:
      'The islands matching every word of the query, most relevant first: the name itself, then names starting with it, alternate names, name words, then country, region and description; results that need a typo forgiven come last. Case- and accent-insensitive, words matched by their start, St/Saint, Mt/Mount and Is./Island alike. The words military and uninhabited also match islands with military history or no inhabitants.',
    tag: 'Islands',
    http: {
      method: 'get',
      path: '/api/islands/search/{query}',
      answers: 'A JSON array of islands',
      documented: true,
      example: '/api/islands/search/military',
    },
    channel: 'islands:search',
    params: searchParams,
    query: fieldsOnlyQuerySchema,
    output: z.array(islandSchema),
    fields: islandList,
    errors: [API_ERRORS.validation],
    cached: true,
    tools: [
      {
        name: 'search_islands',
        title: 'Search islands',
        description:
          'Islands whose name, alternate names, country, region or description match every word of the query, most relevant first; forgives a typo in longer words, ignores case and accents (kergulen finds Kerguelen, Isla de Pascua finds Easter Island). Paged: limit (default 20, at most 100) and offset.',
      },
    ],
  },
  islandOutline: {
    summary: 'Outline of an island',
    description:
      "The island's coastline as a GeoJSON Feature (Polygon or MultiPolygon), from OpenStreetMap land polygons (© OpenStreetMap contributors, ODbL 1.0), with its source and licence in the properties. 404 for an unknown island or one the data does not outline (the message says why).",
    tag: 'Islands',
    http: {
      method: 'get',
      path: '/api/islands/{id}/outline',
      answers: 'A GeoJSON Feature',
      contentType: 'application/geo+json',
      documented: true,
      example: '/api/islands/tristan-da-cunha/outline',
    },
    channel: 'islands:outline',
    params: islandIdParams,
    output: islandOutlineSchema,
    errors: [API_ERRORS.moved, { status: 404, description: 'No such island, or no outline for it' }],
    cached: true,
  },
  // A day's tides, beside the island's other reads (the API reference keeps this order).
  ...PLACE_OPERATIONS,
  islandImages: {
    summary: 'Images of an island',
    description: 'Satellite images of one island, primary first.',
    tag: 'Images',
    http: {
      method: 'get',
      path: '/api/islands/{id}/images',
      answers: 'A JSON array of images',
      documented: true,
      example: '/api/islands/tristan-da-cunha/images',
    },
    channel: 'islands:images',
    params: islandIdParams,
    output: z.array(islandImageSchema),
    errors: [API_ERRORS.moved, API_ERRORS.notFound],
    cached: true,
  },
  remotest: {
    summary: 'The remotest islands',
    description:
      "The catalogue's islands ranked on one remoteness measure, remotest first, each with its remoteness figures and its rank. Distances are computed from OpenStreetMap coastlines (© OpenStreetMap contributors, ODbL 1.0) and GeoNames places (CC BY 4.0), coast to coast.",
    tag: 'Islands',
    http: {
      method: 'get',
      path: '/api/remotest',
      answers: 'A JSON array of islands, remotest first',
      documented: true,
      example: '/api/remotest?measure=inhabited&limit=10',
    },
    channel: 'islands:remotest',
    query: remotestReadQuerySchema,
    output: z.array(islandSchema),
    fields: islandList,
    errors: [API_ERRORS.validation],
    cached: true,
    tools: [
      {
        name: 'remotest_islands',
        title: 'The remotest islands',
        description:
          'The islands ranked by remoteness, remotest first, each with its figures and rank. measure: inhabited (inhabited islands by the km to the nearest inhabited land, the default), continent (every island by the km to a continent) or isolation (by isolation index). To narrow by ocean or category, use list_islands with sort=remoteness and region or category.',
      },
    ],
  },
  coverage: {
    summary: 'How complete the catalogue is',
    description:
      "How much of the world's remote land the catalogue holds: of the land masses in OpenStreetMap's land polygons (© OpenStreetMap contributors, ODbL 1.0) that lie farther than remoteKm from any GeoNames place of 1,000 people (CC BY 4.0), the share held by a catalogued island or group, by ocean and by size, with the floor the catalogue is held to and the largest land still missing, each with its reviewed reason. Measured by npm run data:build; 404 when it has not been.",
    tag: 'Statistics',
    http: {
      method: 'get',
      path: '/api/coverage',
      answers: 'The coverage report',
      documented: true,
      example: '/api/coverage',
    },
    channel: 'islands:coverage',
    output: coverageSummarySchema,
    errors: [API_ERRORS.notFound],
    cached: true,
    tools: [
      {
        name: 'catalogue_coverage',
        title: 'How complete the catalogue is',
        description:
          "How much of the world's remote land the catalogue holds, by ocean and by size, against its floor, with the largest land still missing and why.",
      },
    ],
  },
  statistics: {
    summary: 'Catalogue statistics',
    description:
      'Totals of the catalogue: islands, countries, with airports, uninhabited, and counts by region and category.',
    tag: 'Statistics',
    http: {
      method: 'get',
      path: '/api/statistics',
      answers: 'The statistics',
      documented: true,
      example: '/api/statistics',
    },
    channel: 'islands:statistics',
    output: statisticsSchema,
    errors: [],
    cached: true,
    tools: [
      {
        name: 'catalogue_statistics',
        title: 'Catalogue statistics',
        description:
          'Totals of the catalogue: islands, countries, with airports, uninhabited, with images and coastlines, by region and by category, and the remotest inhabited island.',
      },
    ],
  },
  ...RELEASE_OPERATIONS,
  openapi: {
    summary: 'This API as OpenAPI 3.1',
    description: 'The machine-readable description of every public endpoint.',
    tag: 'Meta',
    http: {
      method: 'get',
      path: '/api/openapi.json',
      answers: 'An OpenAPI 3.1 document',
      documented: true,
      example: '/api/openapi.json',
    },
    channel: 'api:openapi',
    output: openApiDocumentSchema,
    errors: [],
    cached: true,
  },
});
