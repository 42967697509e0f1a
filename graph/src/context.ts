import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { parseCookie } from 'cookie';
import type { Request, Response } from 'express';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { MikroORM } from './db/orm.js';
import type { Logger } from './logger.js';
import { isVisitorId, newVisitorId, VISITOR_COOKIE } from './modules/assistant/visitor.js';
import type { Actor } from './modules/common/authz.js';
import type { Context, ModuleKits, SessionControl, VisitorControl } from './modules/common/context.js';
import { AppError } from './modules/common/errors.js';
import type { PubSub } from './modules/common/pubsub.js';
import { createOnce } from './modules/common/single-flight.js';
import { SESSION_COOKIE, viewerForSessionToken } from './modules/user/session.service.js';
import { apiKeyActor } from './modules/partner/api-key.service.js';

/** The request context's type lives below the modules (they read it); this file builds it. */
export type { Context };

export type ContextDeps = {
  orm: MikroORM;
  logger: Logger;
  pubsub: PubSub;
  secureCookies: boolean;
  /** Behind the one reverse proxy of production: the client's address is its last X-Forwarded-For entry. */
  trustProxy: boolean;
  /** Every module's app-wide kit (module-list.ts builds them from the manifests), in every context. */
  kits: ModuleKits;
};

const cookieFrom = (request: Pick<IncomingMessage, 'headers'>, name: string): string | undefined => {
  const header = request.headers.cookie;
  return header ? parseCookie(header)[name] : undefined;
};

export const sessionTokenFrom = (request: Pick<IncomingMessage, 'headers'>) => cookieFrom(request, SESSION_COOKIE);

/** The visitor cookie of a request when it is well formed; anything else counts as none. */
export function visitorIdFrom(request: Pick<IncomingMessage, 'headers'>): string | undefined {
  const value = cookieFrom(request, VISITOR_COOKIE);
  return isVisitorId(value) ? value : undefined;
}

/** The visitor of an HTTP request: their cookie, or a new id set as a cookie like the session's. */
function httpVisitorControl(req: Request, res: Response, secure: boolean): VisitorControl {
  const existing = visitorIdFrom(req);
  let id = existing;
  return {
    existing,
    id: () => {
      if (!id) {
        id = newVisitorId();
        // No expiry: the conversation is forgotten after two idle hours anyway.
        res.cookie(VISITOR_COOKIE, id, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
      }
      return id;
    },
  };
}

/**
 * The client's address on a socket, as Express finds it for HTTP: behind the one proxy production
 * trusts (`trust proxy` 1), the last X-Forwarded-For entry, which that proxy wrote; else the peer.
 */
export function socketClientAddress(request: IncomingMessage, trustProxy: boolean): string | null {
  const forwarded = request.headers['x-forwarded-for'];
  const last = trustProxy && typeof forwarded === 'string' ? forwarded.split(',').at(-1)?.trim() : undefined;
  return last || request.socket.remoteAddress || null;
}

/** The cookie: HttpOnly (no script reads it), SameSite=Lax (no cross-site posts), Secure in production. */
const sessionCookieOptions = (secure: boolean) => ({ httpOnly: true, sameSite: 'lax' as const, secure, path: '/' });

/** Drops the session cookie from the browser (its session is gone). */
export const clearSessionCookie = (res: Response, secure: boolean): void => void res.clearCookie(SESSION_COOKIE, sessionCookieOptions(secure));

function httpSessionControl(req: Request, res: Response, secure: boolean, token: string | undefined): SessionControl {
  const options = sessionCookieOptions(secure);
  return {
    token,
    meta: { ip: req.ip ?? req.socket.remoteAddress ?? null, userAgent: req.get('user-agent') ?? null },
    issue: (value, expiresAt) => res.cookie(SESSION_COOKIE, value, { ...options, expires: expiresAt }),
    clear: () => res.clearCookie(SESSION_COOKIE, options),
  };
}

/** A WebSocket cannot set or clear the cookie it opened with: signing in or out needs HTTP. */
function socketSessionControl(request: IncomingMessage, trustProxy: boolean): SessionControl {
  const refuse = () => {
    throw new AppError('BAD_USER_INPUT', 'Sign in and out over HTTP: a WebSocket cannot set the session cookie');
  };
  return {
    token: sessionTokenFrom(request),
    meta: { ip: socketClientAddress(request, trustProxy), userAgent: request.headers['user-agent'] ?? null },
    issue: refuse,
    clear: refuse,
  };
}

/**
 * A socket cannot set a cookie. Its visitor is the cookie it opened with, else one id for the
 * socket's life: keying on the address instead would merge everyone behind one office address
 * into one conversation, and a socket lasts as long as the page that chats. New sockets buy no
 * more messages (the limit is per address) and the store's caps bound what they hold.
 */
export function socketVisitorId(request: IncomingMessage): string {
  return visitorIdFrom(request) ?? newVisitorId();
}

/** Builds the context of one operation on a socket, for the viewer its session has now. */
export function buildSocketContext(deps: ContextDeps, em: EntityManager, request: IncomingMessage, actor: Actor | null, visitorId: () => string): Context {
  return {
    ...deps.kits,
    em,
    actor,
    logger: deps.logger,
    pubsub: deps.pubsub,
    session: socketSessionControl(request, deps.trustProxy),
    once: createOnce(),
    requestId: randomUUID(),
    visitor: { id: visitorId, existing: visitorIdFrom(request) },
  };
}

/** A keyed request has no session: it neither reads the cookie nor signs in or out. */
function keyedSessionControl(req: Request): SessionControl {
  const refuse = () => {
    throw new AppError('FORBIDDEN', 'API keys do not sign in or out: they act as their brand');
  };
  return { token: undefined, meta: { ip: req.ip ?? req.socket.remoteAddress ?? null, userAgent: req.get('user-agent') ?? null }, issue: refuse, clear: refuse };
}

/**
 * Builds the context of an HTTP request (GraphQL or REST) from its session cookie; on POST
 * /graphql (`keys`), a request with an Authorization header is a partner's instead: its actor is
 * the API key (refused with UNAUTHENTICATED when it is not a working key) and its cookies are
 * ignored, the session's included.
 */
export async function buildContext(deps: ContextDeps, req: Request, res: Response, { keys = false }: { keys?: boolean } = {}): Promise<Context> {
  const em = deps.orm.em.fork();
  const authorization = keys ? req.get('authorization') : undefined;
  const keyed = authorization !== undefined;
  const token = keyed ? undefined : sessionTokenFrom(req);
  return {
    ...deps.kits,
    em,
    actor: keyed
      ? await apiKeyActor(em, deps.kits.apiKeys, authorization, { address: req.ip ?? req.socket.remoteAddress ?? null, agent: req.get('user-agent') ?? null })
      : await viewerForSessionToken(em, token),
    // Read when something is logged: the request's child logger is made then (request-log.ts).
    get logger() {
      return req.log;
    },
    pubsub: deps.pubsub,
    session: keyed ? keyedSessionControl(req) : httpSessionControl(req, res, deps.secureCookies, token),
    once: createOnce(),
    requestId: req.id,
    visitor: httpVisitorControl(req, res, deps.secureCookies),
  };
}
