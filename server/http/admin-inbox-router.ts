import { Router } from 'express';
import type { RequestHandler, Response } from 'express';
import { routerPath } from '@core/contract/api-paths';
import type { CurationService } from '@core/curation/curation-service';
import { pathParam } from './path-param';

/** Private inbox data: never cached by a browser or a proxy. */
function sendPrivate(res: Response, status: number, body: unknown) {
  res.status(status).set('Cache-Control', 'no-store').json(body);
}

/**
 * The reviewing side of the inbox, under /api/admin and guarded like the image routes:
 * submissions into the catalogue, contact messages, newsletter subscribers.
 */
export function adminInboxRouter(curation: CurationService, guard: RequestHandler): Router {
  const router = Router();

  router.get(routerPath('adminListSubmissions'), guard, async (req, res) => {
    sendPrivate(res, 200, await curation.listSubmissions(req.query));
  });

  router.get(routerPath('adminShowSubmission'), guard, async (req, res) => {
    sendPrivate(res, 200, await curation.showSubmission(pathParam(req, 'id')));
  });

  router.post(routerPath('adminApproveSubmission'), guard, async (req, res) => {
    sendPrivate(res, 200, await curation.approve(pathParam(req, 'id'), req.body));
  });

  router.post(routerPath('adminRejectSubmission'), guard, async (req, res) => {
    sendPrivate(res, 200, await curation.reject(pathParam(req, 'id'), req.body));
  });

  router.get(routerPath('adminListContacts'), guard, async (req, res) => {
    sendPrivate(res, 200, await curation.listContacts(req.query));
  });

  router.post(routerPath('adminReadContact'), guard, async (req, res) => {
    sendPrivate(res, 200, await curation.readContact(pathParam(req, 'id')));
  });

  router.get(routerPath('adminNewsletter'), guard, async (_req, res) => {
    sendPrivate(res, 200, await curation.activeSubscribers());
  });

  return router;
}
