import { apiPath } from '@core/contract/api-paths';
import { CARD_FIELDS, CATEGORY_PAGE_FIELDS } from '@core/catalogue/card-fields';
import { exploreQueryString } from '@core/catalogue/explore-page';
import type { IslandOutline } from '@core/outlines/outline';
import { formatNear } from '@core/place/place-params';
import { isNotFound } from './api-error';
import { createIdempotencyKeys, type IdempotencyKeys } from './idempotency-keys';
import type { DataSource } from './data-source';
import { apiRequest } from './request';
import type { ResponseOf, ResponseSchemas } from './response-schemas';

// zod and the schemas are a third of the page's script; they load in parallel with the first request.
const loadSchemas = async (): Promise<ResponseSchemas> => (await import('./response-schemas')).responseSchemas;

/** The DataSource over the public HTTP API; every answer is parsed with core's schemas. */
export function createHttpDataSource(baseUrl = '', keys: IdempotencyKeys = createIdempotencyKeys()): DataSource {
  const parse = async <K extends keyof ResponseSchemas>(key: K, answer: Promise<unknown>): Promise<ResponseOf<K>> => {
    const [schemas, body] = await Promise.all([loadSchemas(), answer]);
    return schemas[key].parse(body) as ResponseOf<K>;
  };
  const get = <K extends keyof ResponseSchemas>(path: string, key: K) =>
    parse(key, apiRequest('GET', `${baseUrl}${path}`));
  // The server answers 201 with the record once it is stored. The same body sent again before
  // that (Send pressed after a lost answer or a 503) carries the same key: stored once.
  const post = async <K extends keyof ResponseSchemas>(path: string, body: unknown, key: K) => {
    const headers = { 'Idempotency-Key': keys.keyFor(path, body) };
    const record = await parse(key, apiRequest('POST', `${baseUrl}${path}`, body, headers));
    keys.stored(path, body);
    return { status: 'stored' as const, record };
  };

  return {
    listIslands: () => get(apiPath('listIslands'), 'islandList'),
    exploreIslands: (request) =>
      get(`${apiPath('islandExplore')}?${exploreQueryString(request, CARD_FIELDS)}`, 'explorePage'),
    featuredIslands: () => get(apiPath('featuredIslands'), 'islandList'),
    island: (id) => get(apiPath('getIsland', { id }), 'island'),
    islandsByCategory: (category) =>
      get(`${apiPath('islandsByCategory', { category })}?fields=${CATEGORY_PAGE_FIELDS.join(',')}`, 'categoryIslands'),
    islandsByRegion: (region) => get(apiPath('islandsByRegion', { region }), 'islandList'),
    searchIslands: (query) => get(apiPath('searchIslands', { query }), 'islandList'),
    nearestIslands: (near, limit) =>
      get(`${apiPath('listIslands')}?near=${formatNear(near)}&limit=${limit}`, 'islandResultList'),
    islandImages: (id) => get(apiPath('islandImages', { id }), 'imageList'),
    // A 404 here means no outline for this island (the island page itself says when it is unknown).
    islandOutline: (id) =>
      get(apiPath('islandOutline', { id }), 'outline').then(
        (outline) => outline as IslandOutline,
        (error: unknown) => {
          if (isNotFound(error)) return null;
          throw error;
        },
      ),
    statistics: () => get(apiPath('statistics'), 'statistics'),
    remotest: (measure, limit) => get(`${apiPath('remotest')}?measure=${measure}&limit=${limit}`, 'islandList'),
    coverage: () => get(apiPath('coverage'), 'coverage'),
    openApiDocument: () => get(apiPath('openapi'), 'openApiDocument'),
    submitIsland: (payload) => post(apiPath('createSubmission'), payload, 'submission'),
    sendContact: (payload) => post(apiPath('createContact'), payload, 'contact'),
    subscribe: (payload) => post(apiPath('createNewsletter'), payload, 'newsletter'),
  };
}
