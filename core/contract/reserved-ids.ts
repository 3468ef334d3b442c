import { OPERATIONS } from './operations';

const ISLAND_PATH = '/api/islands/{id}';

/**
 * The words an island id may not be: each text segment another route has where an island route
 * has its id (/api/islands/featured, …/search/{query}), from the table, so an island named
 * "Explore" can never shadow /api/islands/explore or be shadowed by it.
 */
export const RESERVED_ISLAND_IDS: ReadonlySet<string> = (() => {
  const at = ISLAND_PATH.split('/').length - 1;
  const prefix = ISLAND_PATH.split('/').slice(0, at).join('/');
  const words = new Set<string>();
  for (const operation of Object.values(OPERATIONS)) {
    const path = 'http' in operation ? operation.http.path : undefined;
    const segment = path?.split('/')[at];
    if (path?.startsWith(`${prefix}/`) && segment && !segment.startsWith('{')) words.add(segment);
  }
  return words;
})();
