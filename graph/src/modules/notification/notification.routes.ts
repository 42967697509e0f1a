import { Router, type Request, type Response } from 'express';
import { requestContext } from '../common/rest.js';
import { KIND_RULES } from '../../shared/notification-kinds.js';
import { unsubscribe } from './notification-preferences.js';
import { UNSUBSCRIBE_PATH } from './notification.email.js';
import { readUnsubscribeToken, type UnsubscribeScope } from './unsubscribe-token.js';

/**
 * One-click unsubscribe (RFC 8058). A mail client POSTs the link of the List-Unsubscribe header
 * (body `List-Unsubscribe=One-Click`): it takes effect at once and answers 200. A person who opens
 * the link gets a page that asks them to confirm, whose button POSTs the same address. The signed
 * token is the only credential: no session is needed, since the mail may be read anywhere.
 */

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const scopeWords = (scope: UnsubscribeScope) =>
  scope === 'all' ? 'every SoundBoard e-mail you can turn off' : scope === 'digest' ? 'SoundBoard digests' : `e-mails for “${KIND_RULES[scope].label}”`;

/** A small page in the app's colours (web/src/theme.ts): the answer to a person who followed the link. */
function page(res: Response, status: number, title: string, body: string): void {
  res
    .status(status)
    .type('html')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>${escape(title)} · SoundBoard</title><style>` +
        `body{margin:0;font-family:Inter,system-ui,sans-serif;background:#07060d;color:#f6f4ff;display:grid;place-items:center;min-height:100vh}` +
        `main{max-width:28rem;margin:1.5rem;padding:2rem;border-radius:16px;background:#110e1e;border:1px solid rgba(255,255,255,.08);box-shadow:0 8px 32px rgba(0,0,0,.35)}` +
        `h1{font-size:1.5rem;margin:0 0 .75rem}p{line-height:1.5;color:#c9c2e6}a{color:#c4b5fd}` +
        `button{font:inherit;font-weight:600;padding:.75rem 1.25rem;border:0;border-radius:999px;background:linear-gradient(135deg,#ff3d9a 0%,#c026d3 48%,#8b5cf6 100%);color:#fff;cursor:pointer}` +
        `button:focus-visible{outline:3px solid #c4b5fd;outline-offset:2px}</style></head>` +
        `<body><main><h1>${escape(title)}</h1>${body}</main></body></html>`,
    );
}

const settings = '<p><a href="/account/notifications">Choose what we e-mail you</a></p>';

export function notificationRoutes(): Router {
  const router = Router();
  const tokenOf = (req: Request) => {
    const token = req.query.token;
    return typeof token === 'string' ? token : '';
  };

  router.get('/notifications/unsubscribe', (req, res) => {
    const { notifications } = requestContext(req);
    const token = tokenOf(req);
    const read = readUnsubscribeToken(notifications.secret, token);
    if (!read) return page(res, 400, 'This link is not valid', `<p>Open it again from the e-mail, or change what we send you in your settings.</p>${settings}`);
    page(
      res,
      200,
      'Unsubscribe?',
      `<p>Stop ${escape(scopeWords(read.scope))}? Security notices about your account are always sent.</p>` +
        `<form method="post" action="${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}"><button type="submit">Unsubscribe</button></form>${settings}`,
    );
  });

  router.post('/notifications/unsubscribe', async (req, res) => {
    const { em, notifications } = requestContext(req);
    const read = readUnsubscribeToken(notifications.secret, tokenOf(req));
    const wantsPage = req.accepts(['json', 'html']) === 'html';
    if (!read) {
      if (wantsPage) return page(res, 400, 'This link is not valid', `<p>Nothing was changed.</p>${settings}`);
      return res.status(400).json({ error: 'This unsubscribe link is not valid' });
    }
    await unsubscribe(em, read.userId, read.scope);
    if (wantsPage) return page(res, 200, 'You are unsubscribed', `<p>We no longer send you ${escape(scopeWords(read.scope))}.</p>${settings}`);
    res.json({ ok: true });
  });

  return router;
}
