import { Router } from 'express';
import { signedInUser } from '../common/authz.js';
import { requestContext } from '../common/rest.js';
import { chat } from './assistant.service.js';

/**
 * The header that says whether this message started a new conversation (no earlier turn was kept):
 * the widget tells the person so. The body keeps the documented fields only.
 */
export const CONVERSATION_HEADER = 'SoundBoard-Conversation';

/** POST /api/chat: `{ message }` → `{ response, suggestions, actionItems }`; visitors welcome. */
export function assistantRoutes(): Router {
  const router = Router();
  router.post('/chat', async (req, res) => {
    const { em, actor, assistant, session, visitor } = requestContext(req);
    const body = (req.body ?? {}) as { message?: unknown };
    const { response, suggestions, actionItems, newConversation } = await chat(
      em,
      assistant,
      { viewer: signedInUser(actor), ip: session.meta.ip, visitor },
      body.message,
    );
    res.setHeader(CONVERSATION_HEADER, newConversation ? 'new' : 'continued');
    res.json({ response, suggestions, actionItems });
  });
  return router;
}
