import { statSync } from 'node:fs';
import { Router } from 'express';
import type { CatalogueService } from '@core/catalogue/catalogue-service';
import { CATEGORY_SLUGS, STATIC_PAGES, categoryPath, islandPath } from '@core/site/web-routes';
import type { createReadCache } from './read-cache';
import { requestOrigin } from './host';

/** The sitemap protocol's limit per file; a larger site gets a sitemap index. */
export const SITEMAP_LIMIT = 50_000;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Every page worth indexing: the static pages, each category, each island. */
function sitePaths(catalogue: CatalogueService): string[] {
  return [
    ...STATIC_PAGES,
    ...CATEGORY_SLUGS.map(categoryPath),
    ...catalogue.listIslands().items.map((island) => islandPath(island.id)),
  ];
}

function urlset(origin: string, paths: readonly string[], lastmod: string): string {
  const urls = paths.map(
    (path) => `  <url><loc>${escapeXml(`${origin}${path}`)}</loc><lastmod>${lastmod}</lastmod></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

function sitemapIndex(origin: string, files: number, lastmod: string): string {
  const entries = Array.from(
    { length: files },
    (_, i) =>
      `  <sitemap><loc>${escapeXml(`${origin}/sitemap-${i + 1}.xml`)}</loc><lastmod>${lastmod}</lastmod></sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/**
 * /sitemap.xml (every static page, category and island, absolute, lastmod the day the catalogue
 * file last changed; an index of /sitemap-N.xml past 50,000 pages) and /robots.txt pointing to
 * it. Both are built once per catalogue version and origin, and kept with the rendered pages.
 */
export function siteFilesRouter(options: {
  catalogue: CatalogueService;
  catalogFile: string;
  publicOrigin: string | undefined;
  cache: ReturnType<typeof createReadCache>;
}): Router {
  const { catalogue, catalogFile, publicOrigin, cache } = options;
  const router = Router();
  const lastmod = () => statSync(catalogFile).mtime.toISOString().slice(0, 10);
  const xml = (text: string) => ({ text, contentType: 'application/xml; charset=utf-8' });

  router.get('/sitemap.xml', (req, res) => {
    const origin = requestOrigin(req, publicOrigin);
    cache.send(req, res, `${origin}${req.path}`, () => {
      const paths = sitePaths(catalogue);
      return paths.length <= SITEMAP_LIMIT
        ? xml(urlset(origin, paths, lastmod()))
        : xml(sitemapIndex(origin, Math.ceil(paths.length / SITEMAP_LIMIT), lastmod()));
    });
  });

  router.get(/^\/sitemap-([1-9]\d*)\.xml$/, (req, res, next) => {
    const origin = requestOrigin(req, publicOrigin);
    const file = Number(req.params[0]);
    const paths = sitePaths(catalogue);
    if (paths.length <= SITEMAP_LIMIT || (file - 1) * SITEMAP_LIMIT >= paths.length) {
      next();
      return;
    }
    cache.send(req, res, `${origin}${req.path}`, () =>
      xml(urlset(origin, paths.slice((file - 1) * SITEMAP_LIMIT, file * SITEMAP_LIMIT), lastmod())),
    );
  });

  router.get('/robots.txt', (req, res) => {
    const origin = requestOrigin(req, publicOrigin);
    cache.send(req, res, `${origin}${req.path}`, () => ({
      text: `User-agent: *\nAllow: /\nDisallow: /api/admin/\n\nSitemap: ${origin}/sitemap.xml\n`,
      contentType: 'text/plain; charset=utf-8',
    }));
  });

  return router;
}
