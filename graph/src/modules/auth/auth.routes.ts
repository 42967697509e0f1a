import { Router } from 'express';
import { requestContext } from '../common/rest.js';
import { ownAccount } from '../user/user.service.js';
import { login, logout, register, sessionUserJson, signInWithFirebase } from './auth.service.js';

/** The session routes of spec §7; each calls the same service as its GraphQL mutation. */
export function authRoutes(): Router {
  const router = Router();

  router.get('/user', async (req, res) => {
    const { em, actor } = requestContext(req);
    res.json(sessionUserJson(await ownAccount(em, actor)));
  });

  router.post('/register', async (req, res) => {
    const { em, auth, session } = requestContext(req);
    const user = await register(em, auth, session, req.body);
    res.status(201).json(sessionUserJson(user));
  });

  router.post('/login', async (req, res) => {
    const { em, auth, session } = requestContext(req);
    res.json(sessionUserJson(await login(em, auth, session, req.body)));
  });

  // The client also sends uid, email, displayName and photoURL (spec §7); only the token counts.
  router.post('/auth/firebase', async (req, res) => {
    const { em, auth, session } = requestContext(req);
    const body = (req.body ?? {}) as Record<string, unknown>;
    res.json(sessionUserJson(await signInWithFirebase(em, auth, session, body.idToken)));
  });

  router.post('/logout', async (req, res) => {
    const { em, auth, session } = requestContext(req);
    await logout(em, auth, session);
    res.json({ ok: true });
  });

  return router;
}
