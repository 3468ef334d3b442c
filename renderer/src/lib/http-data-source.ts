import type { DataSource } from './data-source';
import { apiRequest } from './request';
import type { ResponseOf, ResponseSchemas } from './response-schemas';

const segment = encodeURIComponent;
// zod and the schemas are a third of the page's script; they load in parallel with the first request.
const loadSchemas = async (): Promise<ResponseSchemas> => (await import('./response-schemas')).responseSchemas;

/** The DataSource over the public HTTP API; every answer is parsed with core's schemas. */
export function createHttpDataSource(baseUrl = ''): DataSource {
  const parse = async <K extends keyof ResponseSchemas>(key: K, answer: Promise<unknown>): Promise<ResponseOf<K>> => {
    const [schemas, body] = await Promise.all([loadSchemas(), answer]);
    return schemas[key].parse(body) as ResponseOf<K>;
  };
  const get = <K extends keyof ResponseSchemas>(path: string, key: K) =>
    parse(key, apiRequest('GET', `${baseUrl}${path}`));
  // The server answers 201 with the record once it is on disk: stored.
  const post = async <K extends keyof ResponseSchemas>(path: string, body: unknown, key: K) => ({
    status: 'stored' as const,
    record: await parse(key, apiRequest('POST', `${baseUrl}${path}`, body)),
  });

  return {
    listIslands: () => get('/api/islands', 'islandList'),
    featuredIslands: () => get('/api/islands/featured', 'islandList'),
    island: (id) => get(`/api/islands/${segment(id)}`, 'island'),
    islandsByCategory: (slug) => get(`/api/islands/category/${segment(slug)}`, 'islandList'),
    islandsByRegion: (region) => get(`/api/islands/region/${segment(region)}`, 'islandList'),
    searchIslands: (query) => get(`/api/islands/search/${segment(query)}`, 'islandList'),
    islandImages: (id) => get(`/api/islands/${segment(id)}/images`, 'imageList'),
    statistics: () => get('/api/statistics', 'statistics'),
    submitIsland: (payload) => post('/api/submissions', payload, 'submission'),
    sendContact: (payload) => post('/api/contacts', payload, 'contact'),
    subscribe: (payload) => post('/api/newsletters', payload, 'newsletter'),
  };
}
