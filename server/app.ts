import path from 'node:path';
import type { RequestListener } from 'node:http';
import express, { type Express, type RequestHandler } from 'express';
import { catalogueOperations } from '@core/catalogue/catalogue-operations';
import type { Implementations } from '@core/contract/operation';
import { OPERATIONS, type HttpOperationId, type Operations } from '@core/contract/operations';
import { adminOperations } from '@core/curation/admin-operations';
import { inboxOperations, type NewsletterOptIn } from '@core/inbox/inbox-operations';
import type { CatalogueService } from '@core/catalogue/catalogue-service';
import type { CurationService } from '@core/curation/curation-service';
import type { InboxService } from '@core/inbox/inbox-service';
import type { OutlineService } from '@core/outlines/outline-service';
import type { RenderPage } from '@core/page-render';
import { DEFAULT_PAGE_CACHE_CONTROL, type Config } from './config';
import type { Logger } from '../node/logger';
import { requireAdmin } from './http/admin';
import { apiNotFound, errorHandler } from './http/errors';
import { geoJsonOperation } from './http/geojson-export';
import { requireValidHost } from './http/host';
import { cachedReads, mountOperations } from './http/mount-operations';
import { mcpRouter } from './http/mcp-route';
import { catalogueResources } from '../node/mcp/mcp-resources';
import { buildOpenApiDocument } from '@core/contract/openapi';
import { fileURLToPath } from 'node:url';
import packageJson from '../package.json' with { type: 'json' };

/** What the catalogue's fields mean: a document of the repository, served to assistants as it is. */
const DATA_README = fileURLToPath(new URL('../data/README.md', import.meta.url));
import { parseQueryString } from './http/query-string';
import { rateLimit } from './http/rate-limit';
import { createReadCache, type ReadCache } from './http/read-cache';
import { LICENSE_LINK } from '@core/contract/licences';
import { RELEASE_HEADER } from '@core/releases/release-schema';
import { createFastPages, createFastReads } from './http/fast-reads';
import {
  apiCors,
  contentSecurityPolicy,
  CORS_READ_HEADERS,
  requireJsonBody,
  securityHeaders,
  securityHeaderValues,
} from './http/security';
import { siteFilesRouter } from './http/site-files';
import { webRouter } from './http/web';
import { releaseFilesRouter } from './http/release-files';

export interface AppDeps {
  catalogue: CatalogueService;
  inbox: InboxService;
  /** Reviewing submissions into the catalogue (admin endpoints under /api/admin). */
  curation: CurationService;
  /** The islands' coastlines (GET /api/islands/{id}/outline, geometry=outline). */
  outlines: OutlineService;
  /** Double opt-in for newsletter sign-ups, where the server sends mail. */
  newsletterOptIn?: NewsletterOptIn | undefined;
  config: Pick<Config, 'adminToken' | 'staticDir' | 'analyticsUrl' | 'catalogFile'> &
    Partial<
      Pick<
        Config,
        | 'rateLimit'
        | 'adminAttempts'
        | 'trustProxy'
        | 'publicOrigin'
        | 'readCacheControl'
        | 'pageCacheControl'
        | 'databaseUrl'
        | 'gibsOrigin'
      >
    >;
  /** The built server entry: pages rendered with their content. Without it, the empty shell. */
  renderPage?: RenderPage;
  logger: Logger;
  /** Serves the website instead of the built files (npm run dev passes Vite's middleware). */
  web?: RequestHandler;
  /** Vite's dev server injects inline scripts, so npm run dev relaxes script-src; production never does. */
  devScripts?: boolean;
}

export interface App {
  app: Express;
  /**
   * What the HTTP server runs: reads already in the cache are answered by the fast path with the
   * bytes Express would send; the rest goes to the Express app. (Off when rate limiting is on:
   * every request must then be counted.)
   */
  listener: RequestListener;
  /** The API's read cache and the rendered pages', for their sizes (tests and the bench). */
  caches: { reads: ReadCache; pages: ReadCache };
}

/** Builds the app; the caller decides where it listens (tests use port 0). */
export function createApp({
  catalogue,
  inbox,
  curation,
  outlines,
  newsletterOptIn,
  config,
  logger,
  web,
  devScripts,
  renderPage,
}: AppDeps): App {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('query parser', parseQueryString);
  if (config.trustProxy !== undefined) app.set('trust proxy', config.trustProxy);

  // A GIBS stand-in (tests) is one more image origin; the real service is among the NASA hosts.
  const strictCsp = contentSecurityPolicy({
    analyticsUrl: config.analyticsUrl,
    ...(config.gibsOrigin ? { extraImageOrigins: [config.gibsOrigin] } : {}),
  });
  const csp = devScripts ? strictCsp.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'") : strictCsp;
  app.use(securityHeaders(csp));
  app.use(requireValidHost);

  const api = express.Router({ caseSensitive: true, strict: false });
  // The API reference is a page of the website (rendered and cached like the others), not an answer.
  api.get('/docs', (_req, _res, next) => next('router'));
  api.use(apiCors);
  // Every answer names the release it serves, so a client can cite and compare what it read.
  api.use((_req, res, next) => {
    const release = catalogue.release();
    if (release) res.setHeader(RELEASE_HEADER, release);
    next();
  });
  api.use(rateLimit({ limit: config.rateLimit ?? 0 }));
  api.use(requireJsonBody);
  api.use(express.json({ limit: '100kb', strict: true, type: 'application/json' }));
  const cacheControl = config.readCacheControl;
  // Every API read links to what its data may be reused for (RFC 8288 rel="license").
  const cache = createReadCache(catalogue.version, {
    ...(cacheControl ? { cacheControl } : {}),
    headers: { Link: LICENSE_LINK },
  });
  const reads = catalogueOperations(catalogue, outlines);
  // Every operation with an HTTP route, each checked against its entry in the table.
  const implementations: Implementations<Operations, HttpOperationId> = {
    ...reads,
    exportGeoJson: geoJsonOperation(catalogue, outlines),
    ...inboxOperations(inbox, newsletterOptIn),
    ...adminOperations(curation, catalogue, { sharedDeployment: config.databaseUrl !== undefined }),
  };
  api.use(
    mountOperations(OPERATIONS, implementations, {
      cache,
      admin: requireAdmin(config.adminToken, { logger, attempts: config.adminAttempts ?? 10 }),
      movedTo: catalogue.movedTo,
    }),
  );
  api.use(apiNotFound);

  app.use('/api', api);
  // The same reads for AI assistants, from the same table and the same read cache.
  const mcpLimit = rateLimit({ limit: config.rateLimit ?? 0 });
  app.use(
    mcpRouter({
      execute: cachedReads(OPERATIONS, implementations, cache),
      resources: catalogueResources({
        openApiDocument: () => buildOpenApiDocument(),
        dataReadmeFile: DATA_README,
      }),
      version: packageJson.version,
      guards: [mcpLimit],
      logger,
    }),
  );
  // Rendered pages are large (Explore carries the catalogue): their own cache, kept by size too.
  // They name the build's hashed scripts, which a new deploy removes: a proxy revalidates them
  // each time (PAGE_CACHE_CONTROL), so no one gets a page whose scripts are gone.
  // An island page shows its clock, today's sun and today's tides as rendered: pages are made
  // again each quarter hour (the finest step of any zone's offset), not only per catalogue version.
  const pageCache = createReadCache(() => `${catalogue.version()}:${quarterHour(Date.now())}`, {
    entries: 1000,
    bytes: 64 * 1024 * 1024,
    cacheControl: config.pageCacheControl ?? DEFAULT_PAGE_CACHE_CONTROL,
  });
  app.use('/releases', releaseFilesRouter(path.join(path.dirname(config.catalogFile), 'releases')));
  app.use(
    siteFilesRouter({
      catalogue,
      catalogFile: config.catalogFile,
      publicOrigin: config.publicOrigin,
      cache: pageCache,
    }),
  );
  app.use(
    web ??
      webRouter(config.staticDir, {
        analyticsUrl: config.analyticsUrl,
        publicOrigin: config.publicOrigin,
        catalogue,
        ...(renderPage ? { pages: { render: renderPage, reads, cache: pageCache, logger } } : {}),
      }),
  );
  app.use(errorHandler(logger));

  const caches = { reads: cache, pages: pageCache };
  if ((config.rateLimit ?? 0) > 0) return { app, listener: app, caches };
  // The headers securityHeaders and apiCors set on a read, in their order.
  const fastRead = createFastReads(cache, { ...securityHeaderValues(csp), ...CORS_READ_HEADERS }, () => {
    const release = catalogue.release();
    return release ? [RELEASE_HEADER, release] : [];
  });
  const fastPage = createFastPages(pageCache, securityHeaderValues(csp), config.publicOrigin);
  const listener: RequestListener = (req, res) => {
    if (!fastRead(req, res) && !fastPage(req, res)) app(req, res);
  };
  return { app, listener, caches };
}

/** The quarter hour an instant falls in, counted from 1970. */
function quarterHour(ms: number): number {
  return Math.floor(ms / 900_000);
}
