import { describe, expect, it } from 'vitest';
import { fillPath, queryString, requestOf } from './operation-routes';
import { OPERATION_ROUTES } from './operation-table-routes';

describe("the table's routes", () => {
  it('fill parameters as single encoded segments, and say which one is missing', () => {
    expect(fillPath(OPERATION_ROUTES.getIsland, { id: 'tristan-da-cunha' }).path).toBe('/api/islands/tristan-da-cunha');
    expect(fillPath(OPERATION_ROUTES.searchIslands, { query: 'île / ?x' }).path).toBe(
      '/api/islands/search/%C3%AEle%20%2F%20%3Fx',
    );
    expect(fillPath(OPERATION_ROUTES.setPrimaryImage, { id: 'a', imageId: 'b' }).path).toBe(
      '/api/islands/a/images/b/primary',
    );
    expect(() => fillPath(OPERATION_ROUTES.getIsland, {})).toThrow(/needs the path parameter 'id'/);
  });

  it('put the rest of a read in its query, and of a write in its body', () => {
    expect(requestOf(OPERATION_ROUTES.islandsByCategory, { category: 'arctic', fields: 'id,name' })).toEqual({
      method: 'GET',
      path: '/api/islands/category/arctic?fields=id%2Cname',
    });
    expect(requestOf(OPERATION_ROUTES.listIslands, { near: '1,2', limit: undefined })).toEqual({
      method: 'GET',
      path: '/api/islands?near=1%2C2',
    });
    expect(requestOf(OPERATION_ROUTES.adminApproveSubmission, { id: 's-1', featured: true })).toEqual({
      method: 'POST',
      path: '/api/admin/submissions/s-1/approve',
      body: { featured: true },
    });
    expect(queryString({})).toBe('');
  });

  it('name each operation with a channel once, and mark the visitors’ messages', () => {
    const channels = Object.values(OPERATION_ROUTES).flatMap((route) => (route.channel ? [route.channel] : []));
    expect(new Set(channels).size).toBe(channels.length);
    expect(OPERATION_ROUTES.getIsland).toEqual({
      method: 'get',
      path: '/api/islands/{id}',
      params: ['id'],
      channel: 'islands:get',
    });
    const outbox = Object.entries(OPERATION_ROUTES).filter(([, route]) => route.outbox);
    expect(outbox.map(([id]) => id).sort()).toEqual(['createContact', 'createNewsletter', 'createSubmission']);
    for (const route of Object.values(OPERATION_ROUTES)) if (route.path) expect(route.path).toMatch(/^\/api\//);
  });
});
