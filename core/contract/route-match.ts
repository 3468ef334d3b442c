import type { HttpMethod } from './operation';

/** An HTTP route split into its segments: text to equal, or a parameter taking one whole segment. */
export interface CompiledRoute<Id extends string = string> {
  id: Id;
  method: HttpMethod;
  path: string;
  segments: (string | { param: string })[];
}

const segmentsOf = (path: string) =>
  path
    .split('/')
    .slice(1)
    .map((segment) => {
      const param = /^\{(\w+)\}$/.exec(segment);
      return param ? { param: param[1]! } : segment;
    });

/** Text before a parameter at the first place two routes differ: /islands/featured before /islands/{id}. */
function bySpecificity(a: CompiledRoute, b: CompiledRoute): number {
  for (let i = 0; i < Math.min(a.segments.length, b.segments.length); i++) {
    const left = typeof a.segments[i] === 'string';
    const right = typeof b.segments[i] === 'string';
    if (left !== right) return left ? -1 : 1;
  }
  return 0;
}

/**
 * The routes in the order they are tried, most specific first, so that any path has one answer
 * whichever the order of the table: the server registers its Express routes in this order and
 * the fast path matches in it, so the two always agree.
 */
export function compileRoutes<Id extends string>(
  routes: readonly { id: Id; method: HttpMethod; path: string }[],
): CompiledRoute<Id>[] {
  return routes.map((route) => ({ ...route, segments: segmentsOf(route.path) })).sort(bySpecificity);
}

/**
 * The route a method and an exact path (no trailing slash, no empty or dot segments) name, with
 * its parameters decoded; undefined for anything else, or a segment that does not decode.
 */
export function matchRoute<Id extends string>(
  routes: readonly CompiledRoute<Id>[],
  method: HttpMethod,
  path: string,
): { route: CompiledRoute<Id>; params: Record<string, string> } | undefined {
  const parts = path.split('/').slice(1);
  if (parts.some((part) => part === '' || part === '.' || part === '..')) return undefined;
  for (const route of routes) {
    if (route.method !== method || route.segments.length !== parts.length) continue;
    const params: Record<string, string> = {};
    let matched = true;
    for (const [i, segment] of route.segments.entries()) {
      const part = parts[i]!;
      if (typeof segment === 'string') {
        if (segment !== part) matched = false;
      } else {
        try {
          params[segment.param] = decodeURIComponent(part);
        } catch {
          return undefined;
        }
      }
      if (!matched) break;
    }
    if (matched) return { route, params };
  }
  return undefined;
}
