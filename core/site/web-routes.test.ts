import { describe, expect, it } from 'vitest';
import { readExploreParams, writeExploreParams } from './explore-address';
import {
  CATEGORY_SLUGS,
  WEB_ROUTES,
  canonicalCategoryPath,
  categoryPath,
  isAppRoute,
  islandPath,
  pageAddress,
} from './web-routes';

describe('WEB_ROUTES', () => {
  it('holds every route the website answers', () => {
    expect(Object.values(WEB_ROUTES).sort()).toEqual(
      [
        '/',
        '/explore',
        '/about',
        '/contact',
        '/category/:category',
        '/travel-guides',
        '/api-access',
        '/api/docs',
        '/privacy',
        '/terms',
        '/cookies',
        '/island/:id',
        '/remotest',
        '/newsletter/confirm',
      ].sort(),
    );
  });

  it('knows the six category slugs', () => {
    expect(CATEGORY_SLUGS).toEqual([
      'tropical',
      'abandoned-airstrip',
      'uninhabited',
      'active-airport',
      'military-history',
      'arctic',
    ]);
  });
});

describe('isAppRoute', () => {
  it.each([
    '/',
    '/explore',
    '/about',
    '/contact',
    '/travel-guides',
    '/api-access',
    '/api/docs',
    '/privacy',
    '/terms',
    '/cookies',
    '/explore/',
    '/about//',
    '/island/tristan-da-cunha',
    '/island/x',
    '/island/x/',
    '/island/does-not-exist',
    '/category/x',
    '/category/military-history',
    '/category/military-history/',
  ])('accepts %s', (path) => {
    expect(isAppRoute(path)).toBe(true);
  });

  it.each([
    '/nope',
    '/island',
    '/island/',
    '/island/x/y',
    '/category',
    '/category/',
    '/category/a/b',
    '/api/islands',
    '/api',
    '/explore/more',
    '/explorer',
    '',
    '//',
    '/index.html',
  ])('rejects %j', (path) => {
    expect(isAppRoute(path)).toBe(false);
  });
});

describe('paths', () => {
  it('builds island and category paths, encoding their parameter', () => {
    expect(islandPath('wake-island')).toBe('/island/wake-island');
    expect(islandPath('a/b')).toBe('/island/a%2Fb');
    expect(categoryPath('active-airport')).toBe('/category/active-airport');
    expect(isAppRoute(islandPath('a/b'))).toBe(true);
    for (const slug of CATEGORY_SLUGS) expect(isAppRoute(categoryPath(slug))).toBe(true);
  });
});

describe('pageAddress', () => {
  it("keeps a page's path, and for Explore only the canonical form of what it reads", () => {
    const everything =
      'q=ice&region=arctic&category=military-history&country=no&filter=airports,inhabited&near=70,20&bbox=0,60,30,80&sort=area&view=map';
    const address = pageAddress(`/explore?junk=1&${everything}&fbclid=x`);
    expect(address).not.toMatch(/junk|fbclid|inhabited/);
    const params = readExploreParams(new URLSearchParams(everything));
    expect(address).toBe(`/explore?${writeExploreParams(params).toString()}`);
    expect(readExploreParams(new URLSearchParams(address.slice('/explore?'.length)))).toEqual(params);
    expect(pageAddress('/island/tristan-da-cunha?junk=1')).toBe('/island/tristan-da-cunha');
    expect(pageAddress('/explore/?region=arctic&junk=1')).toBe('/explore/?region=arctic');
    expect(pageAddress('/explore?view=list&sort=name')).toBe('/explore');
  });

  it('gives every spelling of one Explore state, and every search text past the cap, one address', () => {
    expect(
      new Set(['region=Pacific', 'region=PACIFIC', 'region=pacific'].map((q) => pageAddress(`/explore?${q}`))),
    ).toEqual(new Set(['/explore?region=pacific']));
    const long = (tail: string) => pageAddress(`/explore?q=${'a'.repeat(200)}${tail}`);
    expect(long('bcd')).toBe(long('xyz'));
    expect(long('bcd')).toBe(`/explore?q=${'a'.repeat(200)}`);
  });
});

describe('canonicalCategoryPath', () => {
  it('sends another spelling of a category to its slug, and leaves slugs and unknowns alone', () => {
    expect(canonicalCategoryPath('/category/Arctic')).toBe('/category/arctic');
    expect(canonicalCategoryPath('/category/Active%20Airport')).toBe('/category/active-airport');
    expect(canonicalCategoryPath('/category/MILITARY-HISTORY/')).toBe('/category/military-history');
    expect(canonicalCategoryPath('/category/arctic')).toBeUndefined();
    expect(canonicalCategoryPath('/category/volcanic')).toBeUndefined();
    expect(canonicalCategoryPath('/category/%E0%A4%A')).toBeUndefined();
    expect(canonicalCategoryPath('/island/arctic')).toBeUndefined();
  });
});
