import express, { Router, type ErrorRequestHandler, type Request } from 'express';
import { buildContext, type Context, type ContextDeps } from './context.js';
import { adRoutes } from './modules/ad/ad.routes.js';
import { assistantRoutes } from './modules/assistant/assistant.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { matchmadeRoutes } from './modules/matchmade/matchmade.routes.js';
import { profileRoutes } from './modules/profile/profile.routes.js';
import { showcaseRoutes } from './modules/showcase/showcase.routes.js';
import { httpStatusFor, toAppError } from './modules/common/errors.js';

/** The largest request body in bytes, JSON over HTTP and a graphql-ws message alike. */
export const BODY_LIMIT = 1024 * 1024;

/** Body-parser's own failures, which arrive before any handler runs. */
type BodyError = Error & { type?: string; status?: number };

export function bodyErrorMessage(error: BodyError): { status: number; message: string } | null {
  switch (error.type) {
    case 'entity.parse.failed':
      return { status: 400, message: 'Malformed JSON in the request body' };
    case 'entity.too.large':
      return { status: 413, message: `Request body is larger than ${BODY_LIMIT / (1024 * 1024)} MB` };
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return { status: 415, message: 'Unsupported body encoding' };
    default:
      return null;
  }
}

/** Every error of the REST doors becomes `{ "error": "..." }` with its status; unknown ones are logged and masked. */
export const restErrorHandler: ErrorRequestHandler = (error: unknown, req, res, _next) => {
  const body = error instanceof Error ? bodyErrorMessage(error as BodyError) : null;
  if (body) {
    res.status(body.status).json({ error: body.message });
    return;
  }
  const known = toAppError(error);
  if (known) {
    // One short line: during an outage every request fails alike, and stacks would flood the log.
    if (known.code === 'SERVICE_UNAVAILABLE' && known !== error) req.log.warn({ reason: error instanceof Error ? error.message : String(error) }, 'database unavailable');
    if (known.retryAfter) res.set('Retry-After', String(known.retryAfter));
    res.status(httpStatusFor(known.code)).json({ error: known.message, ...(known.fields ? { fields: known.fields } : {}) });
    return;
  }
  req.log.error({ err: error }, 'unhandled error in REST route');
  res.status(500).json({ error: 'Internal server error' });
};

/**
 * /api: the REST compatibility routes of spec §7. Each feature module owns its routes; this file
 * only mounts them behind the JSON parser and the per-request context they share with GraphQL.
 */
export function restRouter(deps: ContextDeps): Router {
  const router = Router();
  router.use(express.json({ limit: BODY_LIMIT }));
  router.use(async (req: Request & { context?: Context }, res, next) => {
    req.context = await buildContext(deps, req, res);
    next();
  });
  router.use(authRoutes());
  router.use(profileRoutes());
  router.use(matchmadeRoutes());
  router.use(adRoutes());
  router.use(showcaseRoutes());
  router.use(assistantRoutes());
  router.use((req, res) => {
    res.status(404).json({ error: `No API route for ${req.method} /api${req.path}` });
  });
  router.use(restErrorHandler);
  return router;
}
