import { describe, expect, it } from 'vitest';
import { API_PATHS, apiPath, routerPath } from './api-paths';

describe('the API path table', () => {
  it('fills parameters as single encoded segments, and says which one is missing', () => {
    expect(apiPath('getIsland', { id: 'tristan-da-cunha' })).toBe('/api/islands/tristan-da-cunha');
    expect(apiPath('searchIslands', { query: 'île / ?x' })).toBe('/api/islands/search/%C3%AEle%20%2F%20%3Fx');
    expect(apiPath('setPrimaryImage', { id: 'a', imageId: 'b' })).toBe('/api/islands/a/images/b/primary');
    expect(() => apiPath('getIsland')).toThrow(/getIsland needs the path parameter 'id'/);
  });

  it('gives Express routes relative to /api', () => {
    expect(routerPath('listIslands')).toBe('/islands');
    expect(routerPath('adminReadContact')).toBe('/admin/contacts/:id/read');
    for (const path of Object.values(API_PATHS)) expect(path.startsWith('/api/')).toBe(true);
  });
});
