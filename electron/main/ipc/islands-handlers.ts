import { catalogueReads } from '@core/catalogue/catalogue-reads';
import type { CatalogueService } from '@core/catalogue/catalogue-service';
import type { OutlineService } from '@core/outlines/outline-service';
import type { Handlers, IpcMainLike, RegisterOptions } from './register';
import { registerHandlers } from './register';

export type IslandsMethod =
  | 'listIslands'
  | 'exploreIslands'
  | 'featuredIslands'
  | 'island'
  | 'islandsByCategory'
  | 'islandsByRegion'
  | 'searchIslands'
  | 'nearestIslands'
  | 'islandImages'
  | 'islandOutline'
  | 'statistics'
  | 'remotest'
  | 'coverage';

/** Every catalogue read the renderer needs, answered by the same core service the server uses. */
export function islandsHandlers(catalogue: CatalogueService, outlines: OutlineService): Handlers<IslandsMethod> {
  return catalogueReads(catalogue, outlines);
}

export function registerIslandsHandlers(
  ipc: IpcMainLike,
  catalogue: CatalogueService,
  outlines: OutlineService,
  options: RegisterOptions,
) {
  registerHandlers(ipc, islandsHandlers(catalogue, outlines), options);
}
