import express, { type RequestHandler } from 'express';
import path from 'node:path';
import { LICENSE_LINK } from '@core/contract/licences';
import { RELEASE_FILES } from '@core/releases/release-schema';
import { RELEASE_VERSION_PATTERN } from '@core/releases/release-version';

const TYPES: Record<string, string> = {
  '.csv': 'text/csv; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.geojson': 'application/geo+json; charset=utf-8',
};

/**
 * GET /releases/{version}/{file} (mounted at /releases): a release's files as data:release wrote them. They never change
 * once released, so they are cached for a year; nothing else under the folder is served.
 */
export function releaseFilesRouter(releasesDir: string): RequestHandler {
  const router = express.Router({ caseSensitive: true, strict: true });
  const files = express.static(releasesDir, {
    immutable: true,
    maxAge: '365d',
    index: false,
    dotfiles: 'deny',
    setHeaders(res, file) {
      res.setHeader('Content-Type', TYPES[path.extname(file)] ?? 'application/octet-stream');
      res.setHeader('Link', LICENSE_LINK);
      res.setHeader('Access-Control-Allow-Origin', '*');
      if (!file.endsWith('datapackage.json'))
        res.setHeader(
          'Content-Disposition',
          `attachment; filename="isolario-${path.basename(path.dirname(file))}-${path.basename(file)}"`,
        );
    },
  });
  router.get('/:version/:file', (req, res, next) => {
    const { version, file } = req.params;
    if (!RELEASE_VERSION_PATTERN.test(version) || !(RELEASE_FILES as readonly string[]).includes(file)) return next();
    files(req, res, next);
  });
  return router;
}
