import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { Actor } from './authz.js';
import type { PubSub } from './pubsub.js';
import type { Once } from './single-flight.js';

export type { Logger };

/** Where a session starts from, kept to show the creator their devices later. */
export type SessionMeta = { ip: string | null; userAgent: string | null };

/** The door's control over the session cookie: HTTP sets it; a WebSocket cannot. */
export type SessionControl = {
  token: string | undefined;
  meta: SessionMeta;
  issue: (token: string, expiresAt: Date) => void;
  clear: () => void;
};

/**
 * The door's view of a signed-out visitor: `id` is their id, issued (and set as a cookie, where the
 * door can) on first use; `existing` is the well-formed cookie the request came with, never issued.
 */
export type VisitorControl = { id: () => string; existing: string | undefined };

/**
 * The app-wide state each feature module needs in every request, declared by the module itself
 * (`declare module '../common/context.js' { interface ModuleKits { ... } }` beside its kit), so
 * that this file knows no module and the wiring, which builds the context, must supply them all.
 * An interface because declaration merging is the point.
 */
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type
export interface ModuleKits {}

/** One per GraphQL operation or REST request, over HTTP and graphql-ws alike; built by the wiring. */
export type Context = ModuleKits & {
  /** A fresh identity map for this request only. */
  em: EntityManager;
  /** Who is asking: a signed-in account, or null for a visitor. Checked with `assertCan`. */
  actor: Actor | null;
  logger: Logger;
  pubsub: PubSub;
  /** The session cookie of this request, and the means to set or clear it. */
  session: SessionControl;
  /** Remembers reads that may write (a freshness check) for the rest of this request. */
  once: Once;
  /** This request's id (X-Request-Id over HTTP; one per operation on a socket), for logs and the audit log. */
  requestId: string;
  /** A signed-out visitor's chat identity (their cookie), issued on first use. */
  visitor: VisitorControl;
};
