import type { IncomingMessage } from 'node:http';
import { parseCookie } from 'cookie';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuthChecker } from 'type-graphql';
import type { Logger } from './logger.js';
import { AppError } from './modules/common/errors.js';
import type { PubSub } from './modules/common/pubsub.js';
import { SESSION_COOKIE, viewerForSessionToken, type Viewer } from './modules/user/session.service.js';
import type { MikroORM } from './db/orm.js';

/** One per GraphQL operation or REST request, over HTTP and graphql-ws alike. */
export type Context = {
  /** A fresh identity map for this request only. */
  em: EntityManager;
  viewer: Viewer | null;
  logger: Logger;
  pubsub: PubSub;
};

export type ContextDeps = { orm: MikroORM; logger: Logger; pubsub: PubSub };

export function sessionTokenFrom(request: Pick<IncomingMessage, 'headers'>): string | undefined {
  const header = request.headers.cookie;
  return header ? parseCookie(header)[SESSION_COOKIE] : undefined;
}

/** Builds the context from the request that carried the operation (HTTP) or opened the socket (ws). */
export async function buildContext(deps: ContextDeps, request: Pick<IncomingMessage, 'headers'>, logger: Logger): Promise<Context> {
  const em = deps.orm.em.fork();
  const viewer = await viewerForSessionToken(em, sessionTokenFrom(request));
  return { em, viewer, logger, pubsub: deps.pubsub };
}

/** `@Authorized()` needs a viewer; `@Authorized('ADMIN')` needs that role. */
export const authChecker: AuthChecker<Context> = ({ context }, roles) => {
  // Signed out is UNAUTHENTICATED even on role-guarded fields; a wrong role is FORBIDDEN.
  if (!context.viewer) throw new AppError('UNAUTHENTICATED', 'Sign in to do this');
  return roles.length === 0 || roles.some((role) => role.toLowerCase() === context.viewer?.role);
};
