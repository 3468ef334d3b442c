import { LICENSE_LINK } from '@core/contract/licences';
import { Router } from 'express';
import type { Request } from 'express';
import { fieldsQuerySchema, islandListQuerySchema, remotestQuerySchema } from '@core/contract/list-queries';
import { API_PATHS, routerPath, type ApiOperation } from '@core/contract/api-paths';
import type { IslandListQuery } from '@core/catalogue/catalogue-service';
import type { CatalogueService } from '@core/catalogue/catalogue-service';
import type { OutlineService } from '@core/outlines/outline-service';
import { parseCategory, parseRegion } from '@core/contract/enums';
import { toIssues } from '@core/contract/schemas';
import { buildOpenApiDocument } from '@core/contract/openapi';
import { ISLAND_FIELDS, islandsToCsv } from '@core/catalogue/catalogue-export';
import { defaultSort } from '@core/catalogue/default-sort';
import { EXPLORE_PAGE_SIZE } from '@core/catalogue/explore-page';
import type { ErrorIssue } from '@core/contract/errors';
import type { IslandResult } from '@core/catalogue/island-query';
import { MAX_SEARCH_LENGTH } from '@core/search/island-search';
import { isIssue, parseBbox, parseNear, parseRadius } from '@core/place/place-params';
import { pickFields } from '@core/catalogue/pick-fields';
import { paginationLinks } from './pagination-links';
import { HttpError } from './errors';
import { geoJsonExport } from './geojson-export';
import { pathParam } from './path-param';
import type { createReadCache } from './read-cache';

// distanceKm is there when the query has near.
const KNOWN_FIELDS = new Set<string>([...ISLAND_FIELDS, 'distanceKm']);

/** Parses GET /api/islands' query into the core list query; a bad parameter is a 400. */
export function parseListQuery(query: Request['query']): { list: IslandListQuery; fields?: (keyof IslandResult)[] } {
  const parsed = islandListQuerySchema.safeParse(query);
  if (!parsed.success)
    throw new HttpError(400, 'invalid_query', 'The query parameters are not valid', toIssues(parsed.error));
  const q = parsed.data;
  const flag = (value: 'true' | 'false' | undefined) => (value === undefined ? undefined : value === 'true');
  const issues: { path: string; message: string }[] = [];
  const region = q.region && q.region.toLowerCase() !== 'all' ? parseRegion(q.region) : undefined;
  if (q.region && q.region.toLowerCase() !== 'all' && !region)
    issues.push({ path: 'region', message: `Unknown region '${q.region}'` });
  const category = q.category && q.category.toLowerCase() !== 'all' ? parseCategory(q.category) : undefined;
  if (q.category && q.category.toLowerCase() !== 'all' && !category)
    issues.push({ path: 'category', message: `Unknown category '${q.category}'` });
  const place = <T>(text: string | undefined, parse: (text: string) => T | ErrorIssue): T | undefined => {
    if (text === undefined) return undefined;
    const value = parse(text);
    if (isIssue(value)) {
      issues.push(value);
      return undefined;
    }
    return value;
  };
  const near = place(q.near, parseNear);
  const radiusKm = place(q.radius, parseRadius);
  const bbox = place(q.bbox, parseBbox);
  const minContinentKm = place(q.minContinentKm, (text) => parseMinKm('minContinentKm', text));
  const minInhabitedKm = place(q.minInhabitedKm, (text) => parseMinKm('minInhabitedKm', text));
  if (q.radius !== undefined && q.near === undefined)
    issues.push({ path: 'radius', message: 'radius needs near: the point it is measured from' });
  if (q.sort === 'distance' && q.near === undefined)
    issues.push({ path: 'sort', message: 'sort=distance needs near: the point distances are measured from' });
  const fields = place(q.fields, parseFields);
  if (issues.length > 0) throw new HttpError(400, 'invalid_query', 'The query parameters are not valid', issues);
  return {
    list: {
      q: q.q,
      region,
      category,
      country: q.country?.toUpperCase(),
      hasAirport: flag(q.hasAirport),
      hasAbandonedAirstrip: flag(q.hasAbandonedAirstrip),
      militaryHistory: flag(q.militaryHistory),
      uninhabited: flag(q.uninhabited),
      ...(near ? { near } : {}),
      ...(radiusKm !== undefined ? { radiusKm } : {}),
      ...(bbox ? { bbox } : {}),
      ...(minContinentKm !== undefined ? { minContinentKm } : {}),
      ...(minInhabitedKm !== undefined ? { minInhabitedKm } : {}),
      sort: q.sort,
      limit: q.limit === undefined ? undefined : Number(q.limit),
      offset: q.offset === undefined ? undefined : Number(q.offset),
    },
    fields,
  };
}

/** ?fields=: comma-separated island fields, each known, at least one. */
function parseFields(text: string): (keyof IslandResult)[] | ErrorIssue {
  const fields = text
    .split(',')
    .map((field) => field.trim())
    .filter(Boolean);
  const unknown = fields.find((field) => !KNOWN_FIELDS.has(field));
  if (unknown !== undefined) return { path: 'fields', message: `Unknown field '${unknown}'` };
  if (fields.length === 0) return { path: 'fields', message: 'fields must name at least one field, e.g. id,name' };
  return fields as (keyof IslandResult)[];
}

/** The fields= of a route that takes only it (a category's islands); a bad one is a 400. */
export function readFieldsQuery(query: Request['query']): (keyof IslandResult)[] | undefined {
  const parsed = fieldsQuerySchema.safeParse(query);
  if (!parsed.success)
    throw new HttpError(400, 'invalid_query', 'The query parameters are not valid', toIssues(parsed.error));
  if (parsed.data.fields === undefined) return undefined;
  const fields = parseFields(parsed.data.fields);
  if (isIssue(fields)) throw new HttpError(400, 'invalid_query', 'The query parameters are not valid', [fields]);
  return fields;
}

/** A distance floor in km: a number from 0 to 20,000 (half the Earth's circumference). */
function parseMinKm(name: string, text: string): number | ErrorIssue {
  const km = Number(text);
  if (text.trim() === '' || !Number.isFinite(km) || km < 0 || km > 20_000)
    return { path: name, message: `${name} must be a number of km from 0 to 20000` };
  return km;
}

/** The list and its exports, by the path each answers at. */
export const LIST_ENDPOINTS = {
  [API_PATHS.listIslands]: 'listIslands',
  [API_PATHS.exportCsv]: 'exportCsv',
  [API_PATHS.exportGeoJson]: 'exportGeoJson',
  [API_PATHS.islandFacets]: 'islandFacets',
  [API_PATHS.islandExplore]: 'islandExplore',
} as const satisfies Record<string, ApiOperation>;
type ListEndpoint = (typeof LIST_ENDPOINTS)[keyof typeof LIST_ENDPOINTS];

export interface ListRead {
  list: IslandListQuery;
  fields?: (keyof IslandResult)[];
  /** geometry=outline, on the GeoJSON export. */
  outlines: boolean;
  /** The read cache's key: the parsed values this endpoint's answer depends on, normalised. */
  key: string;
}

/**
 * A list or export's query, parsed once: what the route answers, and the key it is kept under.
 * The key is built from the parsed values, never from the URL's text, so URLs that mean the same
 * answer (limit=0400, fields on GeoJSON, region=PACIFIC, made-up parameters) share one entry, and
 * a key always names the answer it holds.
 */
export function readListQuery(endpoint: ListEndpoint, query: Request['query']): ListRead {
  const { list: parsed, fields } = parseListQuery(query);
  // Explore's answer is always a page: its default size is part of what it answers.
  const list = endpoint === 'islandExplore' ? { ...parsed, limit: parsed.limit ?? EXPLORE_PAGE_SIZE } : parsed;
  const outlines = endpoint === 'exportGeoJson' && query.geometry === 'outline';
  const paged = endpoint !== 'islandFacets';
  // Every parsed value the list reads, so a filter added to the list is in the key without more.
  const answered = {
    ...list,
    q: list.q?.trim() || undefined,
    sort: paged && list.sort !== defaultSort(list) ? list.sort : undefined,
    limit: paged ? list.limit : undefined,
    offset: paged && list.offset ? list.offset : undefined,
    fields: endpoint === 'listIslands' || endpoint === 'exportCsv' || endpoint === 'islandExplore' ? fields : undefined,
    outlines: outlines || undefined,
  };
  return { list, ...(fields ? { fields } : {}), outlines, key: `${API_PATHS[endpoint]}?${JSON.stringify(answered)}` };
}

/**
 * The read cache's key for each route, from its (decoded) parameters: the routes below and the
 * server's fast path (fast-reads.ts) both key by these, so they always agree.
 */
export const READ_KEYS = {
  featured: 'featured',
  statistics: 'statistics',
  openapi: 'openapi',
  search: (query: string) => `search:${query.trim().toLowerCase()}`,
  category: (input: string, fields?: readonly string[]) =>
    `category:${parseCategory(input) ?? input}${fields ? `?fields=${fields.join(',')}` : ''}`,
  region: (input: string) => `region:${parseRegion(input) ?? input}`,
  images: (id: string) => `images:${id}`,
  outline: (id: string) => `outline:${id}`,
  island: (id: string) => `island:${id}`,
  remotest: (measure: string, limit: number) => `remotest:${measure}:${limit}`,
  coverage: 'coverage',
} as const;

/** X-Total-Count, and the Link header of first, prev, next and last pages when a limit was given. */
function listHeaders(endpoint: ListEndpoint, req: Request, list: IslandListQuery, total: number) {
  const link = paginationLinks(API_PATHS[endpoint], req.query, {
    offset: list.offset ?? 0,
    limit: list.limit,
    total,
  });
  // Pages join the licence link every answer carries (one Link header, comma-separated).
  return { 'X-Total-Count': String(total), Link: link ? `${link}, ${LICENSE_LINK}` : LICENSE_LINK };
}

export function islandsRouter(
  catalogue: CatalogueService,
  outlines: OutlineService,
  cache: ReturnType<typeof createReadCache>,
): Router {
  const router = Router();
  const geoJson = geoJsonExport(outlines.geometryOf);

  // A retired id (a member folded into its group) is sent on for good to the island it is now.
  router.param('id', (req, res, next, id: string) => {
    const into = catalogue.movedTo(id);
    if (into === undefined) return next();
    const location = req.originalUrl.replace(`/${encodeURIComponent(id)}`, `/${encodeURIComponent(into)}`);
    res
      .status(301)
      .location(location)
      .type('application/json')
      .set('Cache-Control', 'public, max-age=86400')
      .send(
        JSON.stringify({
          error: 'moved',
          message: `Island '${id}' is now part of '${into}'; its record is at ${location}`,
        }),
      );
  });

  router.get(routerPath('listIslands'), (req, res) => {
    const { list, fields, key } = readListQuery('listIslands', req.query);
    cache.send(req, res, key, () => {
      const page = catalogue.listIslands(list);
      return { value: pickFields(page.items, fields), headers: listHeaders('listIslands', req, list, page.total) };
    });
  });

  router.get(routerPath('exportGeoJson'), (req, res) => {
    const { list, outlines: withOutlines, key } = readListQuery('exportGeoJson', req.query);
    cache.send(req, res, key, () => {
      const page = catalogue.listIslands(list);
      return {
        bytes: geoJson(page.items, withOutlines),
        contentType: 'application/geo+json; charset=utf-8',
        headers: listHeaders('exportGeoJson', req, list, page.total),
      };
    });
  });

  router.get(routerPath('exportCsv'), (req, res) => {
    const { list, fields, key } = readListQuery('exportCsv', req.query);
    cache.send(req, res, key, () => {
      const page = catalogue.listIslands(list);
      return {
        text: islandsToCsv(page.items, fields ?? ISLAND_FIELDS),
        contentType: 'text/csv; charset=utf-8; header=present',
        headers: {
          ...listHeaders('exportCsv', req, list, page.total),
          'Content-Disposition': 'attachment; filename="isolario-islands.csv"',
        },
      };
    });
  });

  router.get(routerPath('islandFacets'), (req, res) => {
    const { list, key } = readListQuery('islandFacets', req.query);
    cache.send(req, res, key, () => ({ value: catalogue.facets(list) }));
  });

  router.get(routerPath('islandExplore'), (req, res) => {
    const { list, fields, key } = readListQuery('islandExplore', req.query);
    cache.send(req, res, key, () => {
      const page = catalogue.explore(list, fields);
      return { value: page, headers: listHeaders('islandExplore', req, list, page.total) };
    });
  });

  router.get(routerPath('featuredIslands'), (req, res) => {
    cache.send(req, res, READ_KEYS.featured, () => ({ value: catalogue.featured() }));
  });

  router.get(routerPath('searchIslands'), (req, res) => {
    const query = pathParam(req, 'query');
    if (query.length > MAX_SEARCH_LENGTH)
      throw new HttpError(400, 'invalid_query', `The search text must be at most ${MAX_SEARCH_LENGTH} characters`);
    cache.send(req, res, READ_KEYS.search(query), () => ({ value: catalogue.search(query) }));
  });

  router.get(routerPath('islandsByCategory'), (req, res) => {
    const fields = readFieldsQuery(req.query);
    cache.send(req, res, READ_KEYS.category(pathParam(req, 'category'), fields), () => {
      const islands = catalogue.byCategory(pathParam(req, 'category'));
      return { value: pickFields<IslandResult>(islands, fields) };
    });
  });

  router.get(routerPath('islandsByRegion'), (req, res) => {
    cache.send(req, res, READ_KEYS.region(pathParam(req, 'region')), () => ({
      value: catalogue.byRegion(pathParam(req, 'region')),
    }));
  });

  router.get(routerPath('islandOutline'), (req, res) => {
    const id = pathParam(req, 'id');
    cache.send(req, res, READ_KEYS.outline(id), () => {
      catalogue.getIsland(id);
      return { text: JSON.stringify(outlines.outline(id)), contentType: 'application/geo+json; charset=utf-8' };
    });
  });

  router.get(routerPath('islandImages'), (req, res) => {
    cache.send(req, res, READ_KEYS.images(pathParam(req, 'id')), () => ({
      value: catalogue.images(pathParam(req, 'id')),
    }));
  });

  router.get(routerPath('getIsland'), (req, res) => {
    cache.send(req, res, READ_KEYS.island(pathParam(req, 'id')), () => ({
      value: catalogue.getIsland(pathParam(req, 'id')),
    }));
  });

  router.get(routerPath('remotest'), (req, res) => {
    const parsed = remotestQuerySchema.safeParse(req.query);
    if (!parsed.success)
      throw new HttpError(400, 'invalid_query', 'The query parameters are not valid', toIssues(parsed.error));
    const { measure } = parsed.data;
    const limit = Number(parsed.data.limit);
    cache.send(req, res, READ_KEYS.remotest(measure, limit), () => ({ value: catalogue.remotest(measure, limit) }));
  });

  router.get(routerPath('coverage'), (req, res) => {
    cache.send(req, res, READ_KEYS.coverage, () => ({ value: catalogue.coverage() }));
  });

  router.get(routerPath('statistics'), (req, res) => {
    cache.send(req, res, READ_KEYS.statistics, () => ({ value: catalogue.statistics() }));
  });

  router.get(routerPath('openapi'), (req, res) => {
    cache.send(req, res, READ_KEYS.openapi, () => ({ value: buildOpenApiDocument() }));
  });

  return router;
}
