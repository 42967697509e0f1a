import express, { Router, type ErrorRequestHandler, type Request, type RequestHandler } from 'express';
import { buildContext, type Context, type ContextDeps } from './context.js';
import { MODULES } from './module-list.js';
import { CSRF_HEADER } from './shared/csrf.js';
import { AppError, httpStatusFor, toAppError } from './modules/common/errors.js';
import { nulByteMessage, nulBytePath, refusedTextError, refusedTextIn } from './modules/common/validation.js';

/** The largest request body in bytes, JSON over HTTP and a graphql-ws message alike. */
export const BODY_LIMIT = 1024 * 1024;

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
      return { status: 413, message: `Request body is larger than ${BODY_LIMIT / (1024 * 1024)} MB` };
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

/**
 * Failures of the request itself that Express and its middleware raise before or around a
 * handler: body errors, and a path parameter whose percent-encoding does not decode (the router
 * throws a URIError marked 400 while matching the route, e.g. GET /logos/%E0%A4%A).
 */
export function requestErrorMessage(error: unknown): { status: number; message: string } | null {
  if (!(error instanceof Error)) return null;
  const body = bodyErrorMessage(error as BodyError);
  if (body) return body;
  if (error instanceof URIError) return { status: 400, message: 'Malformed percent-encoding in the URL' };
  return null;
}

/** Every error of the REST doors becomes `{ "error": "..." }` with its status; unknown ones are logged and masked. */
export const restErrorHandler: ErrorRequestHandler = (error: unknown, req, res, _next) => {
  const body = requestErrorMessage(error);
  if (body) {
    res.status(body.status).json({ error: body.message });
    return;
  }
  const known = toAppError(error);
  if (known) {
    // One short line: during an outage every request fails alike, and stacks would flood the log.
    if (known.code === 'SERVICE_UNAVAILABLE' && known !== error)
      req.log.warn({ reason: error instanceof Error ? error.message : String(error) }, 'database unavailable');
    if (known.retryAfter) res.set('Retry-After', String(known.retryAfter));
    res.status(httpStatusFor(known.code)).json({ error: known.message, ...(known.fields ? { fields: known.fields } : {}) });
    return;
  }
  req.log.error({ err: error }, 'unhandled error in REST route');
  res.status(500).json({ error: 'Internal server error' });
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const mediaTypeOf = (req: Request) => (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();

/** The host and port of an Origin header, or null for "null" and anything else that is not a URL. */
function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/**
 * Whether a state-changing request comes from a page of another origin, as the browser itself
 * tells us (the rule of Go's http.CrossOriginProtection). SameSite=Lax keeps the session cookie
 * off other sites' POSTs, but not off a page on another port or a sibling subdomain, and such a
 * page may send a form, a text/plain body or an empty POST without asking first.
 * - Sec-Fetch-Site, sent by every browser since 2023, names the relation: `same-origin` (our own
 *   page) and `none` (the user acting, e.g. a bookmark) pass; `same-site` and `cross-site` pass
 *   only from a trusted origin (PUBLIC_ORIGIN, ALLOWED_ORIGINS, the dev server's).
 * - Without Sec-Fetch-Site, an older browser still sends Origin on every cross-origin POST: it
 *   passes when its host is the Host the request was sent to, or when it is trusted.
 * - With neither header the request is no browser's (a script, curl, another server) or an old
 *   browser's same-origin one: nobody's page can forge it, so it passes.
 * The Host comparison cannot see an http page posting to our https site; HSTS closes that gap.
 */
function crossOrigin(req: Request, trusted: readonly string[]): boolean {
  // An empty header says nothing, as a missing one.
  const origin = req.get('origin') || undefined;
  const isTrusted = origin !== undefined && trusted.includes(origin);
  const site = req.get('sec-fetch-site') || undefined;
  if (site !== undefined) return site !== 'same-origin' && site !== 'none' && !isTrusted;
  if (origin === undefined) return false;
  return hostOf(origin) !== req.headers.host && !isTrusted;
}

/**
 * Refuses forgeries of state-changing REST calls: a browser's request from a page of another
 * origin (see `crossOrigin`). Our own header is an explicit pass besides: a page of another origin
 * cannot add it without a CORS preflight, which this server never answers with a yes.
 * Uploads are multipart (a form type any page may send) and keep a stricter rule: the header and
 * an Origin of this site or a trusted one, both, every time (a script sends them as easily).
 */
export function csrfGuard(allowedOrigins: readonly string[]): RequestHandler {
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const marked = Boolean(req.get(CSRF_HEADER));
    if (mediaTypeOf(req) === 'multipart/form-data') {
      // The app's own origin is always fine (the test app and a bare `npm start` know no other).
      const origin = req.get('origin');
      const own = `${req.protocol}://${req.get('host')}`;
      if (!marked || !origin || (origin !== own && !allowedOrigins.includes(origin))) {
        return next(new AppError('FORBIDDEN', `Uploads need the ${CSRF_HEADER} header and must come from this site`));
      }
      return next();
    }
    if (marked || !crossOrigin(req, allowedOrigins)) return next();
    next(new AppError('FORBIDDEN', 'Cross-origin request refused: changes must come from pages of this site, or from a client that is not a browser'));
  };
}

/** PostgreSQL cannot store NUL in text: one check over every parsed body and query string, before any route. */
const refuseNulBytes: RequestHandler = (req, _res, next) => {
  const where = nulBytePath(req.body) ?? nulBytePath(req.query);
  next(where === null ? undefined : new AppError('BAD_USER_INPUT', nulByteMessage(where)));
};

/**
 * No text field takes control or bidirectional control characters (see `refusedCharacter`):
 * one check over every parsed body and query string, before any route, each string judged by
 * its key. Refused with a 400 naming the field.
 */
const refuseUnfitText: RequestHandler = (req, _res, next) => {
  const refused = refusedTextIn(req.body, 'input') ?? refusedTextIn(req.query, 'query');
  next(refused === null ? undefined : refusedTextError(refused));
};

/** The modules' REST routers (each manifest's `routes`), mounted at /api in module order; the authorization matrix test reads their route table. */
export const apiRouters = (): Router[] => MODULES.flatMap((module) => (module.routes ? [module.routes()] : []));

/**
 * /api: the REST compatibility routes the web client calls (README, REST). Each feature module owns its routes; this file
 * only mounts them behind the JSON parser and the per-request context they share with GraphQL.
 */
export function restRouter(deps: ContextDeps, allowedOrigins: readonly string[]): Router {
  const router = Router();
  // Before the body is read: a forged request gets no further than its headers.
  router.use(csrfGuard(allowedOrigins));
  router.use(express.json({ limit: BODY_LIMIT }));
  router.use(refuseNulBytes);
  router.use(refuseUnfitText);
  router.use(async (req: Request & { context?: Context }, res, next) => {
    req.context = await buildContext(deps, req, res);
    next();
  });
  for (const routes of apiRouters()) router.use(routes);
  router.use((req, res) => {
    res.status(404).json({ error: `No API route for ${req.method} /api${req.path}` });
  });
  router.use(restErrorHandler);
  return router;
}
