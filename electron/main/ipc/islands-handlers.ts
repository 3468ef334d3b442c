import type { CatalogueService } from '@core/catalogue-service';
import type { OutlineService } from '@core/outline-service';
import type { Handlers, IpcMainLike, RegisterOptions } from './register';
import { registerHandlers } from './register';

export type IslandsMethod =
  | 'listIslands'
  | 'featuredIslands'
  | 'island'
  | 'islandsByCategory'
  | 'islandsByRegion'
  | 'searchIslands'
  | 'nearestIslands'
  | 'islandImages'
  | 'islandOutline'
  | 'statistics';

/** Every catalogue read the renderer needs, answered by the same core service the server uses. */
export function islandsHandlers(catalogue: CatalogueService, outlines: OutlineService): Handlers<IslandsMethod> {
  return {
    listIslands: () => catalogue.listIslands().items,
    featuredIslands: () => catalogue.featured(),
    island: (id) => catalogue.getIsland(id),
    islandsByCategory: (category) => catalogue.byCategory(category),
    islandsByRegion: (region) => catalogue.byRegion(region),
    searchIslands: (query) => catalogue.search(query),
    nearestIslands: (latitude, longitude, limit) =>
      catalogue.listIslands({ near: { latitude, longitude }, limit }).items,
    islandImages: (id) => catalogue.images(id),
    islandOutline(id) {
      catalogue.getIsland(id);
      return outlines.geometryOf(id) ? outlines.outline(id) : null;
    },
    statistics: () => catalogue.statistics(),
  };
}

export function registerIslandsHandlers(
  ipc: IpcMainLike,
  catalogue: CatalogueService,
  outlines: OutlineService,
  options: RegisterOptions,
) {
  registerHandlers(ipc, islandsHandlers(catalogue, outlines), options);
}
