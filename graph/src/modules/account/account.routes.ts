import { Router } from 'express';
import { sessionUserJson } from '../auth/auth.service.js';
import { requestContext } from '../common/rest.js';
import { exportAccountData } from './account-export.service.js';
import {
  accountSettings,
  changePassword,
  confirmEmailChange,
  deleteAccount,
  requestEmailChange,
  checkResetLink,
  requestPasswordReset,
  resetPassword,
} from './account.service.js';
import { resendVerification, verifyEmail } from './email-verification.js';

/** The day of an export in its file name, e.g. soundboard-nova-2026-11-25.json. */
const exportFileName = (username: unknown) => `soundboard-${String(username).replace(/[^a-z0-9_.-]/gi, '')}-${new Date().toISOString().slice(0, 10)}.json`;

/** Account basics: forgot and reset password, the account's own settings, its data and its deletion. */
export function accountRoutes(): Router {
  const router = Router();

  // 202 whether or not the address has an account: the answer must not tell.
  router.post('/password/forgot', async (req, res) => {
    await requestPasswordReset(requestContext(req), req.body);
    res.status(202).json({ ok: true });
  });

  // Whether a reset link still works, before its form is shown; the link stays unused.
  router.post('/password/reset/check', async (req, res) => {
    await checkResetLink(requestContext(req), req.body);
    res.json({ ok: true });
  });

  // Signs this browser in afresh: the answer is the session user, like a sign-in's.
  router.post('/password/reset', async (req, res) => {
    res.json(sessionUserJson(await resetPassword(requestContext(req), req.body)));
  });

  router.get('/user/account', async (req, res) => {
    res.json(await accountSettings(requestContext(req)));
  });

  router.post('/user/password', async (req, res) => {
    await changePassword(requestContext(req), req.body);
    res.json({ ok: true });
  });

  router.post('/user/email', async (req, res) => {
    res.status(202).json(await requestEmailChange(requestContext(req), req.body));
  });

  router.post('/user/email/confirm', async (req, res) => {
    res.json(await confirmEmailChange(requestContext(req), req.body));
  });

  // The link mailed to prove the address: it alone is enough, signed in or not.
  router.post('/user/email/verify', async (req, res) => {
    res.json(await verifyEmail(requestContext(req), req.body));
  });

  // A new link to the signed-in account's own address; 409 once proven, 429 past the limit.
  router.post('/user/email/verify/resend', async (req, res) => {
    res.status(202).json(await resendVerification(requestContext(req)));
  });

  router.get('/user/export', async (req, res) => {
    const { em, actor } = requestContext(req);
    const data = await exportAccountData(em, actor);
    res.set('Content-Disposition', `attachment; filename="${exportFileName((data.account as { username?: unknown }).username)}"`);
    res.set('Cache-Control', 'no-store');
    res.type('application/json').send(JSON.stringify(data, null, 2));
  });

  router.delete('/user', async (req, res) => {
    await deleteAccount(requestContext(req), req.body);
    res.status(204).end();
  });

  return router;
}
