import { CATEGORIES, categorySlug, parseCategory } from '../contract/enums';
import { readExploreParams, writeExploreParams } from './explore-address';

/** The website's routes, the one table server and browser share. The server answers 404 for any other path. */
export const WEB_ROUTES = {
  home: '/',
  explore: '/explore',
  about: '/about',
  contact: '/contact',
  category: '/category/:category',
  travelGuides: '/travel-guides',
  apiAccess: '/api-access',
  /** The interactive API reference: a page of the site under /api, beside the document it renders. */
  apiReference: '/api/docs',
  privacy: '/privacy',
  terms: '/terms',
  cookies: '/cookies',
  island: '/island/:id',
  remotest: '/remotest',
  /** Where a newsletter confirmation e-mail links (double opt-in): a page, but not one to list. */
  newsletterConfirm: '/newsletter/confirm',
} as const;

/** The pages with a fixed path (no island or category in it), in the order the site lists them. */
export const STATIC_PAGES: readonly string[] = [
  WEB_ROUTES.home,
  WEB_ROUTES.explore,
  WEB_ROUTES.remotest,
  WEB_ROUTES.about,
  WEB_ROUTES.contact,
  WEB_ROUTES.travelGuides,
  WEB_ROUTES.apiAccess,
  WEB_ROUTES.apiReference,
  WEB_ROUTES.privacy,
  WEB_ROUTES.terms,
  WEB_ROUTES.cookies,
];

const STATIC_PATHS = new Set<string>(STATIC_PAGES);

export const CATEGORY_SLUGS: readonly string[] = CATEGORIES.map(categorySlug);

/**
 * Whether a path is a page of the app. Island ids and category slugs are accepted as shapes
 * here; whether the record exists is the page's business ('Island Not Found').
 */
export function isAppRoute(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (STATIC_PATHS.has(path) || path === WEB_ROUTES.newsletterConfirm) return true;
  return /^\/island\/[^/]+$/.test(path) || /^\/category\/[^/]+$/.test(path);
}

/**
 * Where a category page asked by another spelling lives ('/category/Arctic', '/category/Active%20Airport'),
 * as the API accepts any of them; undefined for a slug as it is, or for no category at all.
 */
export function canonicalCategoryPath(pathname: string): string | undefined {
  const match = /^\/category\/([^/]+)\/?$/.exec(pathname);
  if (!match) return undefined;
  let asked: string;
  try {
    asked = decodeURIComponent(match[1]!);
  } catch {
    return undefined;
  }
  const category = parseCategory(asked);
  if (category === undefined || categorySlug(category) === asked) return undefined;
  return categoryPath(categorySlug(category));
}

export const islandPath = (id: string) => `/island/${encodeURIComponent(id)}`;
export const categoryPath = (slug: string) => `/category/${encodeURIComponent(slug)}`;

/** The address every path that is no page of the site is rendered, and kept, as. */
export const NOT_FOUND_ADDRESS = '/not-found';

/**
 * A page's address as far as its content goes: the path as sent, and for Explore the canonical
 * query its state is written back as (no other page reads any). The server renders and caches
 * pages by it, so made-up parameters (?junk=1, ?fbclid=...), spellings of one state
 * (region=Pacific, PACIFIC, pacific) and search text past the cap render one page, not one each;
 * so do all the paths that are no page.
 */
export function pageAddress(url: string): string {
  const mark = url.indexOf('?');
  const path = mark === -1 ? url : url.slice(0, mark);
  // Every path that is no page shows the one not-found page: rendered, and kept, once.
  if (!isAppRoute(path)) return NOT_FOUND_ADDRESS;
  // '/explore/' is Explore too (the router matches it), so its parameters count there as well.
  if (path.replace(/\/+$/, '') !== WEB_ROUTES.explore || mark === -1) return path;
  const query = writeExploreParams(readExploreParams(new URLSearchParams(url.slice(mark + 1)))).toString();
  return query === '' ? path : `${path}?${query}`;
}
