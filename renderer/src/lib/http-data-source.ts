import { z } from 'zod';
import {
  islandImageSchema,
  islandSchema,
  publicContactSchema,
  publicNewsletterSchema,
  publicSubmissionSchema,
  statisticsSchema,
} from '@core/schemas';
import type { DataSource } from './data-source';
import { apiRequest } from './request';

const islandListSchema = z.array(islandSchema);
const segment = encodeURIComponent;

/** The DataSource over the public HTTP API; every answer is parsed with core's schemas. */
export function createHttpDataSource(baseUrl = ''): DataSource {
  const get = async <T>(path: string, schema: z.ZodType<T>): Promise<T> =>
    schema.parse(await apiRequest('GET', `${baseUrl}${path}`));
  const post = async <T>(path: string, body: unknown, schema: z.ZodType<T>): Promise<T> =>
    schema.parse(await apiRequest('POST', `${baseUrl}${path}`, body));

  return {
    listIslands: () => get('/api/islands', islandListSchema),
    featuredIslands: () => get('/api/islands/featured', islandListSchema),
    island: (id) => get(`/api/islands/${segment(id)}`, islandSchema),
    islandsByCategory: (slug) => get(`/api/islands/category/${segment(slug)}`, islandListSchema),
    islandsByRegion: (region) => get(`/api/islands/region/${segment(region)}`, islandListSchema),
    searchIslands: (query) => get(`/api/islands/search/${segment(query)}`, islandListSchema),
    islandImages: (id) => get(`/api/islands/${segment(id)}/images`, z.array(islandImageSchema)),
    statistics: () => get('/api/statistics', statisticsSchema),
    submitIsland: (payload) => post('/api/submissions', payload, publicSubmissionSchema),
    sendContact: (payload) => post('/api/contacts', payload, publicContactSchema),
    subscribe: (payload) => post('/api/newsletters', payload, publicNewsletterSchema),
  };
}
