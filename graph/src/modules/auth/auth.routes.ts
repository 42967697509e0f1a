import { Router } from 'express';
import { requestContext } from '../common/rest.js';
import { ownAccount } from '../user/user.service.js';
import { login, logout, register, sessionUserJson, signInWithFirebase } from './auth.service.js';

/** The session routes of the REST API (login, register, Google, logout, the session user); each calls the same service as its GraphQL mutation. */
export function authRoutes(): Router {
  const router = Router();

  router.get('/user', async (req, res) => {
    const { em, actor } = requestContext(req);
    res.json(sessionUserJson(await ownAccount(em, actor)));
  });

  router.post('/register', async (req, res) => {
    const user = await register(requestContext(req), req.body);
    res.status(201).json(sessionUserJson(user));
  });

  router.post('/login', async (req, res) => {
    res.json(sessionUserJson(await login(requestContext(req), req.body)));
  });

  // The client also sends uid, email, displayName and photoURL; only the token counts.
  router.post('/auth/firebase', async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    res.json(sessionUserJson(await signInWithFirebase(requestContext(req), body.idToken)));
  });

  router.post('/logout', async (req, res) => {
    await logout(requestContext(req));
    res.json({ ok: true });
  });

  return router;
}
