import { catalogueOperations } from '@core/catalogue/catalogue-operations';
import type { CatalogueService } from '@core/catalogue/catalogue-service';
import { OPERATIONS, type IpcOperationId } from '@core/contract/operations';
import type { CATALOGUE_OPERATIONS } from '@core/contract/operations/catalogue-operations';
import type { OutlineService } from '@core/outlines/outline-service';
import type { Handlers } from './register';

/** The catalogue reads the table gives a channel: the HTTP-only exports and counts stay with the server. */
export type IslandsMethod = Extract<keyof typeof CATALOGUE_OPERATIONS, IpcOperationId>;

/**
 * Every catalogue read the renderer needs, answered by the same implementation the server mounts;
 * the OpenAPI document names the hosted API the app syncs with, so the reference works offline.
 */
export function islandsHandlers(
  catalogue: CatalogueService,
  outlines: OutlineService,
  apiBaseUrl: () => string,
): Handlers<IslandsMethod> {
  const reads = Object.entries(catalogueOperations(catalogue, outlines, apiBaseUrl));
  return Object.fromEntries(
    reads.filter(([id]) => 'channel' in OPERATIONS[id as keyof typeof OPERATIONS]),
  ) as Handlers<IslandsMethod>;
}
