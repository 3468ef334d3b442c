import { Router } from 'express';
import type { RequestHandler, Response } from 'express';
import type { CurationService } from '@core/curation';

/** Private inbox data: never cached by a browser or a proxy. */
function sendPrivate(res: Response, status: number, body: unknown) {
  res.status(status).set('Cache-Control', 'no-store').json(body);
}

/**
 * The reviewing side of the inbox, mounted under /api/admin and guarded like the image routes:
 * submissions into the catalogue, contact messages, newsletter subscribers.
 */
export function adminInboxRouter(curation: CurationService, guard: RequestHandler): Router {
  const router = Router();

  router.get('/submissions', guard, (req, res) => {
    sendPrivate(res, 200, curation.listSubmissions(req.query));
  });

  router.get('/submissions/:id', guard, (req, res) => {
    sendPrivate(res, 200, curation.showSubmission(req.params.id as string));
  });

  router.post('/submissions/:id/approve', guard, async (req, res) => {
    sendPrivate(res, 200, await curation.approve(req.params.id as string, req.body));
  });

  router.post('/submissions/:id/reject', guard, async (req, res) => {
    sendPrivate(res, 200, await curation.reject(req.params.id as string, req.body));
  });

  router.get('/contacts', guard, (req, res) => {
    sendPrivate(res, 200, curation.listContacts(req.query));
  });

  router.post('/contacts/:id/read', guard, async (req, res) => {
    sendPrivate(res, 200, await curation.readContact(req.params.id as string));
  });

  router.get('/newsletter', guard, (_req, res) => {
    sendPrivate(res, 200, curation.activeSubscribers());
  });

  return router;
}
