import { randomUUID } from 'node:crypto';
import type express from 'express';
import type { Request, RequestHandler } from 'express';
import type { Logger } from './logger.js';

declare module 'express-serve-static-core' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging
  interface Request {
    /** The request's id: its X-Request-Id when well formed, else a new one; answered in X-Request-Id. */
    id: string;
    /** The app's logger with the request's id, method and URL on every line. */
    log: Logger;
  }
}

const REQUEST_ID = /^[\w-]{1,64}$/;
const UNLOGGED = new Set(['/healthz', '/readyz']);

/**
 * One short line per request once it is done (id, method, URL, status, milliseconds; no headers,
 * so no cookies or tokens in the logs), and `req.log` for the handlers. The request's own child
 * logger is made only when something logs through it: most requests never do, and pino-http's
 * eager child and serializers cost a dashboard more CPU than this whole line.
 */
export function requestLog(app: express.Express, logger: Logger): RequestHandler {
  const children = new WeakMap<Request, Logger>();
  const fields = (req: Request) => ({ id: req.id, method: req.method, url: req.originalUrl });
  Object.defineProperty(app.request, 'log', {
    configurable: true,
    get(this: Request): Logger {
      let child = children.get(this);
      if (!child) children.set(this, (child = logger.child({ req: fields(this) })));
      return child;
    },
  });
  return (req, res, next) => {
    const incoming = req.headers['x-request-id'];
    req.id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    res.setHeader('X-Request-Id', req.id);
    if (!UNLOGGED.has(req.path)) {
      const started = Date.now();
      res.once('close', () => logger.info({ req: fields(req), res: { status: res.statusCode }, responseTime: Date.now() - started }, 'request completed'));
    }
    next();
  };
}
