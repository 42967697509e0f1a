import type { Request } from 'express';
import type { Context } from './context.js';

/**
 * REST handlers get the same per-request context as resolvers; the REST mount attaches it.
 * Express 5 forwards rejected promises from handlers to the error middleware. Handlers parse the
 * request and call a service, which checks what the actor may do.
 */
export function requestContext(req: Request): Context {
  const context = (req as Request & { context?: Context }).context;
  if (!context) throw new Error('REST context missing: is the route mounted under /api?');
  return context;
}
