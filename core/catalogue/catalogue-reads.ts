import type { CatalogueService } from './catalogue-service';
import { CARD_FIELDS, CATEGORY_PAGE_FIELDS, type CategoryField } from './card-fields';
import type { ExploreRequest } from './explore-page';
import type { IslandResult } from './island-query';
import { pickFields } from './pick-fields';
import type { OutlineService } from '../outlines/outline-service';
import type { RemotestMeasure } from '../remoteness/remoteness-ranks';

/**
 * Every catalogue read a page makes, answered by the core services: the desktop's IPC handlers
 * and the server's page render both serve these, so a page gets the same answers from either.
 * Unknown ids throw core's NotFoundError, which each transport maps to its own 404.
 */
export function catalogueReads(catalogue: CatalogueService, outlines: OutlineService) {
  return {
    listIslands: () => catalogue.listIslands().items,
    // A page shows each result as a card: its fields are all that crosses to it.
    exploreIslands: (request: ExploreRequest) => catalogue.explore(request, CARD_FIELDS),
    featuredIslands: () => catalogue.featured(),
    island: (id: string) => catalogue.getIsland(id),
    islandsByCategory: (category: string) =>
      pickFields<IslandResult, CategoryField>(catalogue.byCategory(category), CATEGORY_PAGE_FIELDS),
    islandsByRegion: (region: string) => catalogue.byRegion(region),
    searchIslands: (query: string) => catalogue.search(query),
    nearestIslands: (latitude: number, longitude: number, limit: number) =>
      catalogue.listIslands({ near: { latitude, longitude }, limit }).items,
    islandImages: (id: string) => catalogue.images(id),
    islandOutline(id: string) {
      catalogue.getIsland(id);
      return outlines.geometryOf(id) ? outlines.outline(id) : null;
    },
    statistics: () => catalogue.statistics(),
    remotest: (measure: RemotestMeasure, limit: number) => catalogue.remotest(measure, limit),
    coverage: () => catalogue.coverage(),
  };
}

export type CatalogueReads = ReturnType<typeof catalogueReads>;
