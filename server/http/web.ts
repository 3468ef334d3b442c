import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Router } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { isAppRoute } from '@core/web-routes';

/** Runtime configuration the renderer reads from index.html; inert JSON, so the CSP allows it. */
export function configScript(config: { analyticsUrl?: string }): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `<script id="isolario-config" type="application/json">${json}</script>`;
}

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

/**
 * Serves the built renderer: hashed assets with long caching, index.html for every app route
 * (history fallback), and the same page with status 404 for any other path, so the app shows
 * its not-found screen and crawlers see a real 404.
 */
export function webRouter(staticDir: string, runtimeConfig: { analyticsUrl?: string }): Router {
  const router = Router();
  const indexFile = path.join(staticDir, 'index.html');
  let cached: { mtimeMs: number; html: string } | undefined;

  function indexHtml(): string | undefined {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(indexFile).mtimeMs;
    } catch {
      return undefined;
    }
    if (cached?.mtimeMs !== mtimeMs) {
      const html = readFileSync(indexFile, 'utf8').replace('</head>', `${configScript(runtimeConfig)}</head>`);
      cached = { mtimeMs, html };
    }
    return cached.html;
  }

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

  router.get(/.*/, (req, res) => {
    const html = indexHtml();
    if (html === undefined) {
      res
        .status(503)
        .type('text/plain')
        .send('The website is not built yet. Run `npm run build` (npm start does it for you). The API is at /api.');
      return;
    }
    res
      .status(isAppRoute(req.path) ? 200 : 404)
      .set('Cache-Control', 'no-cache')
      .type('html')
      .send(html);
  });

  return router;
}
