import type { CatalogueUpdates } from '../catalogue/catalogue-updates';
import type { Handlers } from './register';

/** The catalogue update (its progress is pushed, not asked for), its cancel, and which catalogue is in use. */
export function catalogueHandlers(
  updates: CatalogueUpdates,
): Handlers<'refreshCatalogue' | 'cancelCatalogueUpdate' | 'catalogueInfo'> {
  return {
    refreshCatalogue: () => updates.run(),
    cancelCatalogueUpdate: () => updates.cancel(),
    catalogueInfo: () => updates.info(),
  };
}
