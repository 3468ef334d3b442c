import { describe, expect, it } from 'vitest';
import { CATEGORY_SLUGS, WEB_ROUTES, categoryPath, isAppRoute, islandPath } from './web-routes';

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
        '/privacy',
        '/terms',
        '/cookies',
        '/island/:id',
        '/remotest',
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
