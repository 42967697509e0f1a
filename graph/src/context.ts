import type { IncomingMessage } from 'node:http';
import { parseCookie } from 'cookie';
import type { Request, Response } from 'express';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuthChecker } from 'type-graphql';
import type { MikroORM } from './db/orm.js';
import type { Logger } from './logger.js';
import type { AssistantKit } from './modules/assistant/assistant.service.js';
import type { AuthKit, SessionControl } from './modules/auth/auth.service.js';
import { AppError } from './modules/common/errors.js';
import type { PubSub } from './modules/common/pubsub.js';
import { createOnce, type Once } from './modules/common/single-flight.js';
import type { MatchmadeKit } from './modules/matchmade/matchmade.service.js';
import { SESSION_COOKIE, viewerForSessionToken, type Viewer } from './modules/user/session.service.js';

/** One per GraphQL operation or REST request, over HTTP and graphql-ws alike. */
export type Context = {
  /** A fresh identity map for this request only. */
  em: EntityManager;
  viewer: Viewer | null;
  logger: Logger;
  pubsub: PubSub;
  auth: AuthKit;
  /** The session cookie of this request, and the means to set or clear it. */
  session: SessionControl;
  /** Folder of uploaded pictures. */
  uploadDir: string;
  /** The prepared catalogue MatchMade AI scores against. */
  matchmade: MatchmadeKit;
  assistant: AssistantKit;
  /** Remembers reads that may write (a freshness check) for the rest of this request. */
  once: Once;
};

export type ContextDeps = {
  orm: MikroORM;
  logger: Logger;
  pubsub: PubSub;
  auth: AuthKit;
  secureCookies: boolean;
  uploadDir: string;
  matchmade: MatchmadeKit;
  assistant: AssistantKit;
};

export function sessionTokenFrom(request: Pick<IncomingMessage, 'headers'>): string | undefined {
  const header = request.headers.cookie;
  return header ? parseCookie(header)[SESSION_COOKIE] : undefined;
}

/** The cookie: HttpOnly (no script reads it), SameSite=Lax (no cross-site posts), Secure in production. */
function httpSessionControl(req: Request, res: Response, secure: boolean, token: string | undefined): SessionControl {
  const options = { httpOnly: true, sameSite: 'lax' as const, secure, path: '/' };
  return {
    token,
    meta: { ip: req.ip ?? req.socket.remoteAddress ?? null, userAgent: req.get('user-agent') ?? null },
    issue: (value, expiresAt) => res.cookie(SESSION_COOKIE, value, { ...options, expires: expiresAt }),
    clear: () => res.clearCookie(SESSION_COOKIE, options),
  };
}

/** A WebSocket cannot set or clear the cookie it opened with: signing in or out needs HTTP. */
function socketSessionControl(request: IncomingMessage): SessionControl {
  const refuse = () => {
    throw new AppError('BAD_USER_INPUT', 'Sign in and out over HTTP: a WebSocket cannot set the session cookie');
  };
  return { token: sessionTokenFrom(request), meta: { ip: request.socket.remoteAddress ?? null, userAgent: request.headers['user-agent'] ?? null }, issue: refuse, clear: refuse };
}

/** Builds the context of one operation on a socket, for the viewer its session has now. */
export function buildSocketContext(deps: ContextDeps, em: EntityManager, request: IncomingMessage, viewer: Viewer | null): Context {
  return {
    em,
    viewer,
    logger: deps.logger,
    pubsub: deps.pubsub,
    auth: deps.auth,
    session: socketSessionControl(request),
    uploadDir: deps.uploadDir,
    matchmade: deps.matchmade,
    assistant: deps.assistant,
    once: createOnce(),
  };
}

/** Builds the context of an HTTP request (GraphQL or REST) from its session cookie. */
export async function buildContext(deps: ContextDeps, req: Request, res: Response): Promise<Context> {
  const em = deps.orm.em.fork();
  const token = sessionTokenFrom(req);
  const viewer = await viewerForSessionToken(em, token);
  return {
    em,
    viewer,
    logger: req.log ?? deps.logger,
    pubsub: deps.pubsub,
    auth: deps.auth,
    session: httpSessionControl(req, res, deps.secureCookies, token),
    uploadDir: deps.uploadDir,
    matchmade: deps.matchmade,
    assistant: deps.assistant,
    once: createOnce(),
  };
}

/** `@Authorized()` needs a viewer; `@Authorized('ADMIN')` needs that role. */
export const authChecker: AuthChecker<Context> = ({ context }, roles) => {
  // Signed out is UNAUTHENTICATED even on role-guarded fields; a wrong role is FORBIDDEN.
  if (!context.viewer) throw new AppError('UNAUTHENTICATED', 'Sign in to do this');
  return roles.length === 0 || roles.some((role) => role.toLowerCase() === context.viewer?.role);
};
