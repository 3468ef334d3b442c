/**
 * Every path of the HTTP API, once, keyed by its operation id. Templates are OpenAPI's ({id});
 * apiPath fills them for clients, routerPath turns them into Express routes under /api.
 */
export const API_PATHS = {
  listIslands: '/api/islands',
  exportGeoJson: '/api/islands.geojson',
  exportCsv: '/api/islands.csv',
  featuredIslands: '/api/islands/featured',
  islandFacets: '/api/islands/facets',
  islandExplore: '/api/islands/explore',
  getIsland: '/api/islands/{id}',
  islandsByCategory: '/api/islands/category/{category}',
  islandsByRegion: '/api/islands/region/{region}',
  searchIslands: '/api/islands/search/{query}',
  islandImages: '/api/islands/{id}/images',
  islandOutline: '/api/islands/{id}/outline',
  statistics: '/api/statistics',
  remotest: '/api/remotest',
  coverage: '/api/coverage',
  createSubmission: '/api/submissions',
  createContact: '/api/contacts',
  createNewsletter: '/api/newsletters',
  addImage: '/api/islands/{id}/images',
  deleteImage: '/api/images/{imageId}',
  setPrimaryImage: '/api/islands/{id}/images/{imageId}/primary',
  openapi: '/api/openapi.json',
  adminListSubmissions: '/api/admin/submissions',
  adminShowSubmission: '/api/admin/submissions/{id}',
  adminApproveSubmission: '/api/admin/submissions/{id}/approve',
  adminRejectSubmission: '/api/admin/submissions/{id}/reject',
  adminListContacts: '/api/admin/contacts',
  adminReadContact: '/api/admin/contacts/{id}/read',
  adminNewsletter: '/api/admin/newsletter',
} as const;
export type ApiOperation = keyof typeof API_PATHS;

/** Where the API is mounted; routers are relative to it. */
export const API_PREFIX = '/api';

/** A path with its {parameters} filled in, each encoded as one path segment. */
export function apiPath(operation: ApiOperation, params: Record<string, string> = {}): string {
  return API_PATHS[operation].replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${operation} needs the path parameter '${name}'`);
    return encodeURIComponent(value);
  });
}

/** The Express route of an operation under API_PREFIX: /api/islands/{id} → /islands/:id. */
export function routerPath(operation: ApiOperation): string {
  return API_PATHS[operation].slice(API_PREFIX.length).replace(/\{(\w+)\}/g, ':$1');
}
