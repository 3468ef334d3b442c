import { createHash, timingSafeEqual } from 'node:crypto';
import { Router } from 'express';
import type { RequestHandler } from 'express';
import { routerPath } from '@core/contract/api-paths';
import type { CatalogueService } from '@core/catalogue/catalogue-service';
import { HttpError } from './errors';
import { pathParam } from './path-param';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Admin routes need Authorization: Bearer ADMIN_TOKEN. With no token configured they are off
 * (403); a wrong token is 401. Digests are compared in constant time, whatever the lengths.
 */
export function requireAdmin(adminToken: string | undefined): RequestHandler {
  const expected = adminToken === undefined ? undefined : digest(adminToken);
  return (req, _res, next) => {
    if (!expected) throw new HttpError(403, 'forbidden', 'Administration is not enabled on this server');
    const header = req.get('Authorization') ?? '';
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    const given = digest(match?.[1] ?? '');
    if (!match || !timingSafeEqual(given, expected)) {
      throw new HttpError(401, 'unauthorized', 'A valid bearer token is required');
    }
    next();
  };
}

/**
 * With a shared database (DATABASE_URL) several instances serve one catalogue deployed from git:
 * none may edit its own copy, so image changes go through `npm run curate` where the file is.
 */
function catalogueFromGit(shared: boolean): RequestHandler {
  return (_req, _res, next) => {
    if (shared)
      throw new HttpError(
        409,
        'conflict',
        'This deployment publishes its catalogue from git (DATABASE_URL is set): add and change images with npm run curate -- images where the catalogue file is, then commit and deploy it',
      );
    next();
  };
}

/** The image administration: defined, guarded by ADMIN_TOKEN, unreachable from the UI. */
export function imagesAdminRouter(
  catalogue: CatalogueService,
  admin: RequestHandler,
  options: { sharedDeployment?: boolean } = {},
): Router {
  const router = Router();
  const guard = [admin, catalogueFromGit(options.sharedDeployment === true)];
  router.post(routerPath('addImage'), ...guard, async (req, res) => {
    const image = await catalogue.addImage(pathParam(req, 'id'), req.body);
    res.status(201).json(image);
  });
  router.delete(routerPath('deleteImage'), ...guard, async (req, res) => {
    await catalogue.deleteImage(pathParam(req, 'imageId'));
    res.status(204).end();
  });
  router.post(routerPath('setPrimaryImage'), ...guard, async (req, res) => {
    const image = await catalogue.setPrimaryImage(pathParam(req, 'id'), pathParam(req, 'imageId'));
    res.json(image);
  });
  return router;
}
