import type { CatalogueReads } from '@core/catalogue/catalogue-reads';
import { HTTP_STATUS_OF } from '@core/contract/api-endpoint';
import { isCoreError } from '@core/contract/errors';
import type { IslandOutline } from '@core/outlines/outline';
import { ApiError } from './api-error';
import type { DataSource } from './data-source';
import { responseSchemas, type ResponseOf, type ResponseSchemas } from './response-schemas';

/**
 * The DataSource of the server's page render: the catalogue reads answered in process by the core
 * services, each answer parsed with the http adapter's schemas, so the browser hydrates from
 * exactly what it would have fetched. Core errors become the ApiError the http adapter would
 * throw (an unknown island is a 404 either way). It never sends anything.
 */
export function createServerDataSource(reads: CatalogueReads): DataSource {
  const guard = async <T>(answer: () => T): Promise<T> => {
    try {
      return answer();
    } catch (error) {
      if (!isCoreError(error)) throw error;
      const status = HTTP_STATUS_OF[error.code];
      throw new ApiError(`${status}: ${error.message}`, status, error.message);
    }
  };
  const read = <K extends keyof ResponseSchemas>(key: K, answer: () => unknown) =>
    guard(() => responseSchemas[key].parse(answer()) as ResponseOf<K>);
  const refuse = () => Promise.reject(new Error('The server render only reads'));
  return {
    listIslands: () => read('islandList', () => reads.listIslands()),
    exploreIslands: (request) => read('explorePage', () => reads.exploreIslands(request)),
    featuredIslands: () => read('islandList', () => reads.featuredIslands()),
    island: (id) => read('island', () => reads.island(id)),
    islandsByCategory: (slug) => read('categoryIslands', () => reads.islandsByCategory(slug)),
    islandsByRegion: (region) => read('islandList', () => reads.islandsByRegion(region)),
    searchIslands: (query) => read('islandList', () => reads.searchIslands(query)),
    nearestIslands: (near, limit) =>
      read('islandResultList', () => reads.nearestIslands(near.latitude, near.longitude, limit)),
    islandImages: (id) => read('imageList', () => reads.islandImages(id)),
    // null: the coastline data has no outline for this island (the http adapter's 404).
    islandOutline: (id) =>
      guard(() => {
        const outline = reads.islandOutline(id);
        return outline === null ? null : (responseSchemas.outline.parse(outline) as IslandOutline);
      }),
    statistics: () => read('statistics', () => reads.statistics()),
    remotest: (measure, limit) => read('islandList', () => reads.remotest(measure, limit)),
    coverage: () => read('coverage', () => reads.coverage()),
    // The reference loads its document in the browser: the page's HTML stays a small shell.
    openApiDocument: refuse,
    submitIsland: refuse,
    sendContact: refuse,
    subscribe: refuse,
  };
}
