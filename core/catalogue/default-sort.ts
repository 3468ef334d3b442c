import type { Sort } from '../contract/enums';

/** The sort a query gets when it names none: relevance with a search, distance near a point, else name. */
export function defaultSort(query: { q?: string | undefined; near?: unknown }): Sort {
  if (query.near) return 'distance';
  return query.q?.trim() ? 'relevance' : 'name';
}
