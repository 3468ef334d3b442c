import { describe, expect, it } from 'vitest';
import { compileRoutes, matchRoute } from './route-match';

const routes = compileRoutes([
  { id: 'one', method: 'get', path: '/api/islands/{id}' },
  { id: 'outline', method: 'get', path: '/api/islands/{id}/outline' },
  { id: 'search', method: 'get', path: '/api/islands/search/{query}' },
  { id: 'featured', method: 'get', path: '/api/islands/featured' },
  { id: 'add', method: 'post', path: '/api/islands/{id}/images' },
]);

describe('routes tried most specific first', () => {
  it('put text before a parameter at the first place two routes differ, whatever the given order', () => {
    const order = routes.map((route) => route.id);
    expect(order.indexOf('featured')).toBeLessThan(order.indexOf('one'));
    expect(order.indexOf('search')).toBeLessThan(order.indexOf('outline'));
  });

  it('match exact paths with their parameters decoded', () => {
    expect(matchRoute(routes, 'get', '/api/islands/featured')?.route.id).toBe('featured');
    expect(matchRoute(routes, 'get', '/api/islands/tristan')).toMatchObject({
      route: { id: 'one' },
      params: { id: 'tristan' },
    });
    // "search/outline" is a search for "outline", as Express answers it too.
    expect(matchRoute(routes, 'get', '/api/islands/search/outline')?.route.id).toBe('search');
    expect(matchRoute(routes, 'get', '/api/islands/a%2Fb/outline')?.params).toEqual({ id: 'a/b' });
    expect(matchRoute(routes, 'post', '/api/islands/x/images')?.route.id).toBe('add');
  });

  it('leave trailing slashes, dot segments, other methods and bad encodings to the long way', () => {
    expect(matchRoute(routes, 'get', '/api/islands/tristan/')).toBeUndefined();
    expect(matchRoute(routes, 'get', '/api/islands/../islands/x')).toBeUndefined();
    expect(matchRoute(routes, 'delete', '/api/islands/x')).toBeUndefined();
    expect(matchRoute(routes, 'get', '/api/islands/%E0%A4%A')).toBeUndefined();
    expect(matchRoute(routes, 'get', '/api/nowhere')).toBeUndefined();
  });
});
