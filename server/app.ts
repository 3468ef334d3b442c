import express, { type RequestHandler } from 'express';
import type { CatalogueService } from '@core/catalogue-service';
import type { CurationService } from '@core/curation';
import type { InboxService } from '@core/inbox-service';
import type { Config } from './config';
import type { Logger } from './logger';
import { imagesAdminRouter, requireAdmin } from './http/admin';
import { adminInboxRouter } from './http/admin-inbox-router';
import { apiNotFound, errorHandler } from './http/errors';
import { inboxRouter } from './http/inbox-router';
import { islandsRouter } from './http/islands-router';
import { rateLimit } from './http/rate-limit';
import { createReadCache } from './http/read-cache';
import { apiCors, contentSecurityPolicy, requireJsonBody, securityHeaders } from './http/security';
import { webRouter } from './http/web';

export interface AppDeps {
  catalogue: CatalogueService;
  inbox: InboxService;
  /** Reviewing submissions into the catalogue (admin endpoints under /api/admin). */
  curation: CurationService;
  config: Pick<Config, 'adminToken' | 'staticDir' | 'analyticsUrl'> & Partial<Pick<Config, 'rateLimit'>>;
  logger: Logger;
  /** Serves the website instead of the built files (npm run dev passes Vite's middleware). */
  web?: RequestHandler;
  /** Vite's dev server injects inline scripts, so npm run dev relaxes script-src; production never does. */
  devScripts?: boolean;
}

/** Builds the Express app; the caller decides where it listens (tests use port 0). */
export function createApp({ catalogue, inbox, curation, config, logger, web, devScripts }: AppDeps) {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('query parser', 'simple');

  const csp = contentSecurityPolicy({ analyticsUrl: config.analyticsUrl });
  app.use(securityHeaders(devScripts ? csp.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'") : csp));

  const api = express.Router({ caseSensitive: true, strict: false });
  api.use(apiCors);
  api.use(rateLimit({ limit: config.rateLimit ?? 0 }));
  api.use(requireJsonBody);
  api.use(express.json({ limit: '100kb', strict: true, type: 'application/json' }));
  const cache = createReadCache(catalogue.version);
  api.use(islandsRouter(catalogue, cache));
  api.use(inboxRouter(inbox));
  api.use(imagesAdminRouter(catalogue, requireAdmin(config.adminToken)));
  api.use('/admin', adminInboxRouter(curation, requireAdmin(config.adminToken)));
  api.use(apiNotFound);

  app.use('/api', api);
  app.use(web ?? webRouter(config.staticDir, { analyticsUrl: config.analyticsUrl }));
  app.use(errorHandler(logger));
  return app;
}
