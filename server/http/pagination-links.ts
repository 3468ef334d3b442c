import { islandListQuerySchema } from '@core/contract/list-queries';

// Only the parameters a list reads go into its links: an answer is cached for every URL that
// means the same list, so one client's other parameters (fbclid=...) must not reach the next.
const LIST_PARAMETERS = new Set([...Object.keys(islandListQuerySchema.shape), 'geometry']);

/**
 * The RFC 8288 Link header of a page of a list: first, prev, next and last, each the same list
 * at another offset; none when the whole list was asked for (no limit). Links are paths without
 * an origin, so they hold behind any proxy or PUBLIC_URL.
 */
export function paginationLinks(
  path: string,
  query: Readonly<Record<string, unknown>>,
  page: { offset: number; limit?: number | undefined; total: number },
): string | undefined {
  const { offset, limit, total } = page;
  if (limit === undefined) return undefined;
  const base = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (!LIST_PARAMETERS.has(name) || name === 'offset' || name === 'limit') continue;
    for (const one of Array.isArray(value) ? value : [value]) if (typeof one === 'string') base.append(name, one);
  }
  const at = (to: number) => {
    const search = new URLSearchParams(base);
    search.set('limit', String(limit));
    search.set('offset', String(to));
    return `<${path}?${search.toString()}>`;
  };
  const last = total === 0 ? 0 : Math.floor((total - 1) / limit) * limit;
  const links = [`${at(0)}; rel="first"`];
  if (offset > 0) links.push(`${at(Math.max(0, Math.min(offset - limit, last)))}; rel="prev"`);
  if (offset + limit < total) links.push(`${at(offset + limit)}; rel="next"`);
  links.push(`${at(last)}; rel="last"`);
  return links.join(', ');
}
