import { Router } from 'express';
import type { Request, Response } from 'express';
import { routerPath } from '@core/contract/api-paths';
import type { InboxService, Sent } from '@core/inbox/inbox-service';
import { publicContactSchema, publicNewsletterSchema, publicSubmissionSchema } from '@core/contract/schemas';
import { HttpError } from './errors';

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

function idempotencyKey(req: Request): string | undefined {
  const key = req.get('Idempotency-Key');
  if (key === undefined) return undefined;
  if (!IDEMPOTENCY_KEY.test(key)) {
    throw new HttpError(400, 'invalid_idempotency_key', 'Idempotency-Key must be 1 to 200 visible ASCII characters');
  }
  return key;
}

function answer<T>(res: Response, sent: Sent<T>, view: (record: T) => unknown) {
  if (sent.replayed) res.set('Idempotent-Replayed', 'true');
  res.status(201).set('Cache-Control', 'no-store').json(view(sent.record));
}

/** POSTs of visitors: submissions, contact messages, newsletter sign-ups. */
export function inboxRouter(inbox: InboxService): Router {
  const router = Router();

  router.post(routerPath('createSubmission'), async (req, res) => {
    const sent = await inbox.submit(req.body, { idempotencyKey: idempotencyKey(req) });
    answer(res, sent, (record) => publicSubmissionSchema.parse(record));
  });

  router.post(routerPath('createContact'), async (req, res) => {
    const sent = await inbox.contact(req.body, { idempotencyKey: idempotencyKey(req) });
    answer(res, sent, (record) => publicContactSchema.parse(record));
  });

  router.post(routerPath('createNewsletter'), async (req, res) => {
    const sent = await inbox.subscribe(req.body, { idempotencyKey: idempotencyKey(req) });
    answer(res, sent, (record) => publicNewsletterSchema.parse(record));
  });

  return router;
}
