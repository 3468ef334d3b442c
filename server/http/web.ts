import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Router } from 'express';
import expressStaticGzip from 'express-static-gzip';
import type { CatalogueReads } from '@core/catalogue/catalogue-operations';
import type { RenderPage } from '@core/page-render';
import type { CatalogueService } from '@core/catalogue/catalogue-service';
import { NOT_FOUND_ADDRESS, canonicalCategoryPath, isAppRoute, islandPath, pageAddress } from '@core/site/web-routes';
import { requestOrigin } from './host';
import { configScript, pageHtml } from './page-html';
import type { createReadCache } from './read-cache';
import type { Logger } from '../../node/logger';

export { configScript } from './page-html';

/**
 * Static files with the build's .br and .gz siblings chosen by Accept-Encoding (br first), with
 * Vary: Accept-Encoding; express-static-gzip finds the siblings once, when the server starts.
 */
function precompressed(dir: string, options: NonNullable<expressStaticGzip.ExpressStaticGzipOptions['serveStatic']>) {
  return expressStaticGzip(dir, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: { ...options, index: false },
  });
}

export interface WebOptions {
  analyticsUrl?: string;
  /** PUBLIC_URL's origin; unset means each request's own (http://{Host}). */
  publicOrigin?: string;
  /** Which island a retired id was folded into, so its page goes on to that island's. */
  catalogue?: Pick<CatalogueService, 'movedTo'>;
  /** Server rendering: the built entry, the reads it renders from, and the cache of pages. */
  pages?: {
    render: RenderPage;
    reads: CatalogueReads;
    cache: ReturnType<typeof createReadCache>;
    logger: Logger;
  };
}

/** The page cache's key, the same for the Express route and the fast path: the origin and the page's address. */
export const pageKey = (origin: string, url: string) => `${origin}${pageAddress(url)}`;

/**
 * Serves the built renderer: hashed assets with long caching, and for every other path the page,
 * rendered on the server with its content and data (cached per catalogue version, compressed,
 * with an ETag) and status 404 when it is no page or names no island. Without a server entry in
 * the build, the empty shell the browser fills in.
 */
export function webRouter(staticDir: string, options: WebOptions = {}): Router {
  const router = Router();
  const indexFile = path.join(staticDir, 'index.html');
  // Read once: the built site is fixed while the server runs (its server entry and the compressed
  // siblings are loaded at start too), so a new build takes a restart. Until there is one, 503.
  let built: string | undefined;
  function template(): string | undefined {
    if (built === undefined && existsSync(indexFile)) built = readFileSync(indexFile, 'utf8');
    return built;
  }

  // A path that does not decode (/island/%ff) names no page: it is the not-found page, not a bare
  // error. Source maps stay in the build for debugging but are not published.
  router.use((req, _res, next) => {
    try {
      decodeURIComponent(req.path);
      if (req.path.endsWith('.map')) req.url = NOT_FOUND_ADDRESS;
    } catch {
      req.url = NOT_FOUND_ADDRESS;
    }
    next();
  });

  // No directory redirects: serve-static would answer them with its own CSP, without frame-ancestors.
  router.use(
    '/assets',
    precompressed(path.join(staticDir, 'assets'), {
      immutable: true,
      maxAge: '1y',
      fallthrough: true,
      redirect: false,
    }),
  );
  router.use(precompressed(staticDir, { maxAge: '1h', redirect: false }));

  router.get(/.*/, async (req, res, next) => {
    // An island page of a retired id goes for good to the island it was folded into.
    const islandId = /^\/island\/([^/]+)\/?$/.exec(req.path)?.[1];
    const into = islandId === undefined ? undefined : options.catalogue?.movedTo(safeDecode(islandId));
    if (into !== undefined) {
      res.redirect(301, islandPath(into));
      return;
    }
    // A page asked with trailing slashes is the page without them: one address, one cache entry.
    if (req.path.length > 1 && req.path.endsWith('/') && isAppRoute(req.path)) {
      const query = req.originalUrl.indexOf('?');
      res.redirect(301, `${req.path.replace(/\/+$/, '')}${query === -1 ? '' : req.originalUrl.slice(query)}`);
      return;
    }
    // A category asked by another spelling (the API takes any) goes for good to its slug's page.
    const category = canonicalCategoryPath(req.path);
    if (category !== undefined) {
      res.redirect(301, category);
      return;
    }
    const html = template();
    if (html === undefined) {
      res
        .status(503)
        .type('text/plain')
        .send('The website is not built yet. Run `npm run build` (npm start does it for you). The API is at /api.');
      return;
    }
    const { pages } = options;
    if (!pages) {
      res
        .status(isAppRoute(req.path) ? 200 : 404)
        .set('Cache-Control', 'no-cache')
        .type('html')
        .send(html.replace('</head>', () => `${configScript({ analyticsUrl: options.analyticsUrl })}</head>`));
      return;
    }
    const origin = requestOrigin(req, options.publicOrigin);
    try {
      await pages.cache.sendAsync(req, res, pageKey(origin, req.url), async () => {
        // Rendered from the address the key names, so what is kept is what any URL with it shows.
        const page = await pages.render({
          url: pageAddress(req.url),
          origin,
          reads: pages.reads,
          onError: (error) => pages.logger.error('page render error', { url: req.originalUrl, error: String(error) }),
          ...(options.analyticsUrl ? { analyticsUrl: options.analyticsUrl } : {}),
        });
        return {
          status: page.status,
          text: pageHtml(html, page, {
            origin,
            ...(options.analyticsUrl ? { analyticsUrl: options.analyticsUrl } : {}),
          }),
          contentType: 'text/html; charset=utf-8',
        };
      });
    } catch (error) {
      next(error);
    }
  });

  return router;
}

/** A path segment decoded, or as it is when its percent-encoding is broken. */
function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
