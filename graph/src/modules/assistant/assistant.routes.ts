import { Router } from 'express';
import { signedInUser } from '../common/authz.js';
import { requestContext } from '../common/rest.js';
import { chat } from './assistant.service.js';

/** POST /api/chat: `{ message }` → `{ response, suggestions, actionItems }`; visitors welcome. */
export function assistantRoutes(): Router {
  const router = Router();
  router.post('/chat', async (req, res) => {
    const { em, actor, assistant, session, visitor } = requestContext(req);
    const body = (req.body ?? {}) as { message?: unknown };
    res.json(await chat(em, assistant, { viewer: signedInUser(actor), ip: session.meta.ip, visitor }, body.message));
  });
  return router;
}
