import type { Request } from 'express';
import type { Context } from '../../context.js';
import { AppError } from './errors.js';

/**
 * REST handlers get the same per-request context as resolvers; the REST mount attaches it.
 * Express 5 forwards rejected promises from handlers to the error middleware.
 */
export function requestContext(req: Request): Context {
  const context = (req as Request & { context?: Context }).context;
  if (!context) throw new Error('REST context missing: is the route mounted under /api?');
  return context;
}

/** The viewer of a REST request, or a 401 `{ "error": ... }`. */
export function requireViewer(req: Request) {
  const { viewer } = requestContext(req);
  if (!viewer) throw new AppError('UNAUTHENTICATED', 'Not signed in');
  return viewer;
}
