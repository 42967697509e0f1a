import express, { Router, type ErrorRequestHandler, type Request, type RequestHandler } from 'express';
import { buildContext, type Context, type ContextDeps } from './context.js';
import { adRoutes } from './modules/ad/ad.routes.js';
import { assistantRoutes } from './modules/assistant/assistant.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { matchmadeRoutes } from './modules/matchmade/matchmade.routes.js';
import { profileRoutes } from './modules/profile/profile.routes.js';
import { showcaseRoutes } from './modules/showcase/showcase.routes.js';
import { AppError, httpStatusFor } from './modules/common/errors.js';
import { nulByteMessage, nulBytePath } from './modules/common/validation.js';

export const BODY_LIMIT = '1mb';

/** Body-parser's own failures, which arrive before any handler runs. */
type BodyError = Error & { type?: string; status?: number; code?: string };

export function bodyErrorMessage(error: BodyError): { status: number; message: string } | null {
  // zlib's errors (Z_DATA_ERROR, Z_BUF_ERROR, ...) reach us untyped when a compressed body does not inflate.
  if (typeof error.code === 'string' && error.code.startsWith('Z_')) {
    return { status: 400, message: 'The request body could not be decompressed: check its Content-Encoding' };
  }
  switch (error.type) {
    case 'entity.parse.failed':
      return { status: 400, message: 'Malformed JSON in the request body' };
    case 'entity.too.large':
      return { status: 413, message: 'Request body is larger than 1 MB' };
    case 'request.size.invalid':
      return { status: 400, message: 'The request body is shorter or longer than its Content-Length' };
    case 'request.aborted':
      return { status: 400, message: 'The request body ended early' };
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
  if (error instanceof AppError) {
    if (error.retryAfter) res.set('Retry-After', String(error.retryAfter));
    res.status(httpStatusFor(error.code)).json({ error: error.message, ...(error.fields ? { fields: error.fields } : {}) });
    return;
  }
  req.log.error({ err: error }, 'unhandled error in REST route');
  res.status(500).json({ error: 'Internal server error' });
};

/** PostgreSQL cannot store NUL in text: one check over every parsed body and query string, before any route. */
const refuseNulBytes: RequestHandler = (req, _res, next) => {
  const where = nulBytePath(req.body) ?? nulBytePath(req.query);
  next(where === null ? undefined : new AppError('BAD_USER_INPUT', nulByteMessage(where)));
};

/**
 * /api: the REST compatibility routes of spec §7. Each feature module owns its routes; this file
 * only mounts them behind the JSON parser and the per-request context they share with GraphQL.
 */
export function restRouter(deps: ContextDeps): Router {
  const router = Router();
  router.use(express.json({ limit: BODY_LIMIT }));
  router.use(refuseNulBytes);
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
