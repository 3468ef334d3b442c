import { z } from 'zod';
import { categorySlug, parseCategory, parseRegion, regionSlug } from '../contract/enums';
import type { ErrorIssue } from '../contract/errors';
import {
  fieldsQuerySchema,
  islandListQuerySchema,
  remotestQuerySchema,
  type RemotestQuery,
} from '../contract/list-queries';
import { formatBbox, formatNear, isIssue, parseBbox, parseNear, parseRadius } from '../place/place-params';
import { ISLAND_FIELDS } from './catalogue-export';
import { defaultSort } from './default-sort';
import type { IslandQuery, IslandResult } from './island-query';

// distanceKm is there when the query has near.
const FIELD_ORDER = [...ISLAND_FIELDS, 'distanceKm'];
const KNOWN_FIELDS = new Set<string>(FIELD_ORDER);

export type IslandField = keyof IslandResult;

/** A list's query as the catalogue reads it: the filters, place, sort and page, and the fields kept. */
export interface ListRead {
  list: IslandQuery;
  fields?: IslandField[];
  /** geometry=outline, on the GeoJSON export. */
  outlines: boolean;
}

/**
 * ?fields=: comma-separated island fields, each known, at least one; read as a set, in the
 * record's own order, so id,id,name and name,id ask for (and are kept as) one answer.
 */
export function parseFields(text: string): IslandField[] | ErrorIssue {
  const fields = text
    .split(',')
    .map((field) => field.trim())
    .filter(Boolean);
  const unknown = fields.find((field) => !KNOWN_FIELDS.has(field));
  if (unknown !== undefined) return { path: 'fields', message: `Unknown field '${unknown}'` };
  if (fields.length === 0) return { path: 'fields', message: 'fields must name at least one field, e.g. id,name' };
  const asked = new Set(fields);
  return FIELD_ORDER.filter((field) => asked.has(field)) as IslandField[];
}

/** A distance floor in km: a number from 0 to 20,000 (half the Earth's circumference). */
function parseMinKm(name: string, text: string): number | ErrorIssue {
  // Decimal only, as near and radius read numbers: Number() would also take 0x10 and 1e3.
  const km = /^\s*\d+(?:\.\d*)?\s*$|^\s*\.\d+\s*$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isFinite(km) || km < 0 || km > 20_000)
    return { path: name, message: `${name} must be a number of km from 0 to 20000` };
  return km;
}

const flag = (value: 'true' | 'false' | undefined) => (value === undefined ? undefined : value === 'true');

function addIssues(ctx: z.core.$RefinementCtx, issues: ErrorIssue[]) {
  for (const issue of issues) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
}

/** The list reads' query: what each text parameter means, or every reason it means nothing. */
export const listQuerySchema = islandListQuerySchema.transform((q, ctx): ListRead => {
  const issues: ErrorIssue[] = [];
  const named = (text: string | undefined) => (text && text.toLowerCase() !== 'all' ? text : undefined);
  const region = named(q.region) && parseRegion(q.region!);
  if (named(q.region) && !region) issues.push({ path: 'region', message: `Unknown region '${q.region}'` });
  const category = named(q.category) && parseCategory(q.category!);
  if (named(q.category) && !category) issues.push({ path: 'category', message: `Unknown category '${q.category}'` });
  const place = <T>(text: string | undefined, parse: (text: string) => T | ErrorIssue): T | undefined => {
    if (text === undefined) return undefined;
    const value = parse(text);
    if (!isIssue(value)) return value;
    issues.push(value);
    return undefined;
  };
  const near = place(q.near, parseNear);
  const radiusKm = place(q.radius, parseRadius);
  const bbox = place(q.bbox, parseBbox);
  const minContinentKm = place(q.minContinentKm, (text) => parseMinKm('minContinentKm', text));
  const minInhabitedKm = place(q.minInhabitedKm, (text) => parseMinKm('minInhabitedKm', text));
  if (q.radius !== undefined && q.near === undefined)
    issues.push({ path: 'radius', message: 'radius needs near: the point it is measured from' });
  if (q.lightOn !== undefined && q.light === undefined)
    issues.push({ path: 'lightOn', message: 'lightOn needs light: midnight-sun or polar-night' });
  if (q.sort === 'distance' && q.near === undefined)
    issues.push({ path: 'sort', message: 'sort=distance needs near: the point distances are measured from' });
  const fields = place(q.fields, parseFields);
  if (fields?.includes('distanceKm') && q.near === undefined)
    issues.push({ path: 'fields', message: 'distanceKm needs near: the point distances are measured from' });
  if (issues.length > 0) {
    addIssues(ctx, issues);
    return z.NEVER;
  }
  return {
    list: {
      q: q.q,
      region: region || undefined,
      category: category || undefined,
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
      ...(q.light ? { light: q.light } : {}),
      ...(q.light && q.lightOn ? { lightOn: q.lightOn } : {}),
      sort: q.sort,
      limit: q.limit === undefined ? undefined : Number(q.limit),
      offset: q.offset === undefined ? undefined : Number(q.offset),
    },
    ...(fields ? { fields } : {}),
    outlines: q.geometry === 'outline',
  };
});

/** fields= where the read takes no near: parsed, or the one issue that refuses it. */
function fieldsWithoutNear(text: string): IslandField[] | ErrorIssue {
  const fields = parseFields(text);
  if (isIssue(fields)) return fields;
  return fields.includes('distanceKm')
    ? { path: 'fields', message: 'distanceKm needs near, which this read does not take' }
    : fields;
}

/** The fields= of a read that takes only it (a category's islands). */
export const fieldsOnlyQuerySchema = fieldsQuerySchema.transform((q, ctx): { fields?: IslandField[] } => {
  if (q.fields === undefined) return {};
  const fields = fieldsWithoutNear(q.fields);
  if (!isIssue(fields)) return { fields };
  addIssues(ctx, [fields]);
  return z.NEVER;
});

/** The query of /api/remotest: its measure and limit, and fields= as on every read of islands. */
export const remotestReadQuerySchema = remotestQuerySchema
  .extend(fieldsQuerySchema.shape)
  .transform(({ fields: text, ...q }, ctx): RemotestQuery & { fields?: IslandField[] } => {
    if (text === undefined) return q;
    const fields = fieldsWithoutNear(text);
    if (!isIssue(fields)) return { ...q, fields };
    addIssues(ctx, [fields]);
    return z.NEVER;
  });

/** What each list endpoint answers: the list, a page with counts, counts alone, or an export. */
export type ListKind = 'list' | 'page' | 'counts' | 'csv' | 'geojson';

/**
 * The parsed query with only what this endpoint's answer depends on, normalised, so that URLs
 * meaning the same answer (limit=0400, fields on GeoJSON, region=PACIFIC, made-up parameters)
 * parse to one value, and so share one read-cache entry.
 */
function normalise(kind: ListKind, { list, fields, outlines }: ListRead, defaultLimit?: number): ListRead {
  const paged = kind !== 'counts';
  const { sort, limit = defaultLimit, offset, ...filter } = list;
  const normalised: IslandQuery = {
    ...filter,
    q: list.q?.trim() || undefined,
    sort: paged && sort !== defaultSort(list) ? sort : undefined,
    limit: paged ? limit : undefined,
    offset: paged && offset ? offset : undefined,
  };
  const keepsFields = kind === 'list' || kind === 'csv' || kind === 'page';
  return {
    list: normalised,
    ...(keepsFields && fields ? { fields } : {}),
    outlines: kind === 'geojson' && outlines,
  };
}

/** The query of one list endpoint; Explore's page is EXPLORE_PAGE_SIZE long unless limit says. */
export const listReadQuery = (kind: ListKind, defaultLimit?: number) =>
  listQuerySchema.transform((read) => normalise(kind, read, defaultLimit));

/**
 * A read list's query as the API spells it: slugs, numbers as numbers, only what it holds, in
 * one order. The page links of a list are written from it, so every spelling of one list (which
 * shares one cached answer) links to the same pages.
 */
export function listQueryParams({ list, fields, outlines }: ListRead): Record<string, string> {
  const params: Record<string, string | number | boolean | undefined> = {
    q: list.q,
    region: list.region && regionSlug(list.region),
    category: list.category && categorySlug(list.category),
    country: list.country,
    hasAirport: list.hasAirport,
    hasAbandonedAirstrip: list.hasAbandonedAirstrip,
    militaryHistory: list.militaryHistory,
    uninhabited: list.uninhabited,
    near: list.near && formatNear(list.near),
    radius: list.radiusKm,
    bbox: list.bbox && formatBbox(list.bbox),
    minContinentKm: list.minContinentKm,
    minInhabitedKm: list.minInhabitedKm,
    light: list.light,
    lightOn: list.lightOn,
    geometry: outlines ? 'outline' : undefined,
    sort: list.sort,
    fields: fields?.join(','),
  };
  return Object.fromEntries(
    Object.entries(params).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]])),
  );
}
