import { buildOpenApiDocument } from '../contract/openapi';
import type { Implementations } from '../contract/operation';
import type { CATALOGUE_OPERATIONS } from '../contract/operations/catalogue-operations';
import type { OutlineService } from '../outlines/outline-service';
import { ISLAND_FIELDS, islandsToCsv, toGeoJson } from './catalogue-export';
import type { CatalogueService } from './catalogue-service';
import type { IslandResult } from './island-query';
import { listQueryParams, type ListRead } from './list-query';
import { pickFields } from './pick-fields';

type CatalogueOperations = typeof CATALOGUE_OPERATIONS;

/** Where a page of a list sits, for its X-Total-Count and Link header. */
const pageOf = (read: ListRead, total: number) => ({
  total,
  offset: read.list.offset ?? 0,
  limit: read.list.limit,
  query: listQueryParams(read),
});

/**
 * The catalogue's reads, over the core services: what the server mounts, the desktop registers
 * and the server render reads, so each answers alike. Each is checked against its table entry.
 * Unknown ids throw core's NotFoundError, which each transport maps to its own 404.
 */
export function catalogueOperations(
  catalogue: CatalogueService,
  outlines: OutlineService,
  /** Where the OpenAPI document says the API is: the server itself, or the desktop's hosted API. */
  serverUrl: () => string = () => '/',
): Implementations<CatalogueOperations> {
  const listed = (read: ListRead) => catalogue.listIslands(read.list);
  return {
    listIslands(read) {
      const page = listed(read);
      return { answer: pickFields<IslandResult>(page.items, read.fields), page: pageOf(read, page.total) };
    },
    islandFacets: (read) => catalogue.facets(read.list),
    islandExplore(read) {
      const page = catalogue.explore(read.list, read.fields);
      return { answer: page, page: pageOf(read, page.total) };
    },
    exportGeoJson(read) {
      const page = listed(read);
      const geoJson = toGeoJson(page.items, read.outlines ? outlines.geometryOf : undefined);
      return { answer: JSON.stringify(geoJson), page: pageOf(read, page.total) };
    },
    exportCsv(read) {
      const page = listed(read);
      return { answer: islandsToCsv(page.items, read.fields ?? ISLAND_FIELDS), page: pageOf(read, page.total) };
    },
    featuredIslands: ({ fields }) => pickFields<IslandResult>(catalogue.featured(), fields),
    getIsland: ({ id, fields }) => pickFields<IslandResult>([catalogue.getIsland(id)], fields)[0]!,
    islandsByCategory: ({ category, fields }) => pickFields<IslandResult>(catalogue.byCategory(category), fields),
    islandsByRegion: ({ region, fields }) => pickFields<IslandResult>(catalogue.byRegion(region), fields),
    searchIslands: ({ query, fields }) => pickFields<IslandResult>(catalogue.search(query), fields),
    islandOutline({ id }) {
      catalogue.getIsland(id);
      return outlines.outline(id);
    },
    islandTides: ({ id, date }) => catalogue.tides(id, date),
    islandImages: ({ id }) => catalogue.images(id),
    remotest: ({ measure, limit, fields }) => pickFields<IslandResult>(catalogue.remotest(measure, limit), fields),
    coverage: () => catalogue.coverage(),
    statistics: () => catalogue.statistics(),
    releases: () => [...catalogue.releases()],
    openapi: () => buildOpenApiDocument(undefined, serverUrl(), catalogue.release()),
  };
}

/** The catalogue's reads as the server render and the desktop call them. */
export type CatalogueReads = ReturnType<typeof catalogueOperations>;
