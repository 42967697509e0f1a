import type { IncomingMessage, Server } from 'node:http';
import type { EntityManager } from '@mikro-orm/postgresql';
import { execute, GraphQLError, parse, specifiedRules, subscribe, validate, type ExecutionResult, type GraphQLSchema, type ValidationRule } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer, type WebSocket } from 'ws';
import { buildSocketContext, sessionTokenFrom, socketClientAddress, socketVisitorId, type ContextDeps } from './context.js';
import { browserCostError } from './modules/budget/budget.plugin.js';
import { isDatabaseUnavailable } from './modules/common/database-errors.js';
import { AppError, formatGraphQLError, toAppError } from './modules/common/errors.js';
import { listen, type SessionEndCause } from './modules/common/pubsub.js';
import { viewerForSessionToken, type Viewer } from './modules/user/session.service.js';
import type { SocketLeases } from './platform/socket-leases.js';
import { QUERY_LIMITS, unfitTextError } from './security.js';

/**
 * The close a socket gets when the session it opened with ends (logout, a new sign-in on the
 * same browser, a role change, expiry). graphql-ws's own code for "not authorised"; its client
 * does not retry it, so a client does not silently carry on as a signed-out visitor: it opens a
 * new socket once it has a session again.
 */
export const SESSION_ENDED = { code: 4401, reason: 'Session ended' } as const;

/**
 * The close reason that tells a tab why its session ended, so that it can say so: signed out
 * elsewhere, the password changed, the account suspended; anything else is SESSION_ENDED's own.
 * The web client reads these words (web/src/apollo/sessionEnded.ts).
 */
export const SESSION_END_REASONS: Record<SessionEndCause, string> = {
  'signed-out': 'Signed out',
  'password-changed': 'Password changed',
  suspended: 'Account suspended',
};

/**
 * The close a socket gets at once when its session, its account or its address already holds
 * as many open sockets as it may (socket-leases.ts). The web client waits before it tries again
 * (15 s, doubling up to 5 min) instead of reconnecting at once.
 */
export const TOO_MANY_SOCKETS = { code: 4429, reason: 'Too many open connections' } as const;

/**
 * The close a new socket gets when its session cannot be checked right now (the database is
 * busy or down): the standard "try again later", which clients retry after a pause.
 */
export const TRY_AGAIN_LATER = { code: 1013, reason: 'Try again later' } as const;

/**
 * Operations (queries, mutations and subscriptions) one socket may run at once. One more is
 * refused with RATE_LIMITED on that operation alone; the socket and the others go on.
 */
export const MAX_OPERATIONS_PER_SOCKET = 20;

type SocketExtra = { viewer?: Viewer | null; visitorId?: string };

export type GraphqlWsOptions = {
  schema: GraphQLSchema;
  deps: ContextDeps;
  /** The same abuse limits as HTTP (graphql-armor's rules; the cost limit is checked beside them). */
  validationRules: readonly ValidationRule[];
  allowedOrigins: readonly string[];
  /** The largest message in bytes: the HTTP body cap, so a socket is no bigger door than a POST. */
  maxPayload: number;
  onUnknownError: (error: unknown) => void;
  /** The open-socket caps, counted over every instance. */
  leases: SocketLeases;
};

/**
 * graphql-ws at /graphql on the HTTP server. A socket carries the session cookie it opened with;
 * every operation looks that session up again (one indexed query on the token's hash), so a
 * socket never outlives its session or keeps an old role. Ended sessions are announced on the
 * app pubsub (SESSIONS_ENDED) and their sockets closed at once, on whichever instance holds them.
 */
export function attachGraphqlWs(httpServer: Server, options: GraphqlWsOptions): { dispose: () => Promise<void> } {
  const { schema, deps, validationRules, onUnknownError, leases } = options;
  const rules = [...specifiedRules, ...validationRules];
  const wsServer = new WebSocketServer({
    server: httpServer,
    path: '/graphql',
    // ws closes a socket that sends more with 1009 (Message Too Big) before buffering it whole.
    maxPayload: options.maxPayload,
    // Browsers always send Origin; refusing foreign ones stops cross-site socket hijacking.
    verifyClient: ({ origin }: { origin?: string }) => !origin || options.allowedOrigins.includes(origin),
  });

  /** Open sockets that opened with a session, and that session's viewer. */
  const signedIn = new Map<WebSocket, Viewer>();
  const endSocket = (socket: WebSocket, cause?: SessionEndCause) => {
    signedIn.delete(socket);
    socket.close(SESSION_ENDED.code, cause ? SESSION_END_REASONS[cause] : SESSION_ENDED.reason);
  };
  const stopListening = listen(deps.pubsub, 'SESSIONS_ENDED', ({ sessionIds, userId, cause }) => {
    for (const [socket, viewer] of signedIn) {
      if (viewer.id === userId || sessionIds?.includes(viewer.sessionId)) endSocket(socket, cause);
    }
  });

  const cleanup = useServer<Record<string, unknown> | undefined, SocketExtra>(
    {
      schema,
      // graphql-ws would otherwise use its own import of graphql-js; keep one copy in play.
      execute,
      subscribe,
      onConnect: async (ctx) => {
        const viewer = await lookUpSession(deps.orm.em.fork(), ctx.extra.request);
        if (viewer instanceof AppError) {
          ctx.extra.socket.close(TRY_AGAIN_LATER.code, TRY_AGAIN_LATER.reason);
          return false;
        }
        ctx.extra.viewer = viewer;
        ctx.extra.visitorId = socketVisitorId(ctx.extra.request);
        const { socket } = ctx.extra;
        // A slot under the session, the account and the address (a signed-out socket: the address only).
        const lease = await leases.acquire({
          sessionId: viewer?.sessionId,
          accountId: viewer?.id,
          address: socketClientAddress(ctx.extra.request, deps.trustProxy),
        });
        if (!lease) {
          socket.close(TOO_MANY_SOCKETS.code, TOO_MANY_SOCKETS.reason);
          return false;
        }
        // Closed while the lease was taken: its close event has passed, so free the slot here.
        if (socket.readyState !== socket.OPEN) {
          await lease.release();
          return false;
        }
        socket.once('close', () => void lease.release());
        if (viewer) signedIn.set(socket, viewer);
        return true;
      },
      onClose: (ctx) => {
        signedIn.delete(ctx.extra.socket);
      },
      onSubscribe: async (ctx, _id, payload) => {
        // graphql-ws has already entered this operation in ctx.subscriptions.
        if (Object.keys(ctx.subscriptions).length > MAX_OPERATIONS_PER_SOCKET) {
          return [appError(new AppError('RATE_LIMITED', `At most ${MAX_OPERATIONS_PER_SOCKET} operations at once on one socket: complete some first`))];
        }
        let document;
        try {
          document = parse(payload.query, { maxTokens: QUERY_LIMITS.maxTokens });
        } catch (error) {
          const message = error instanceof GraphQLError ? error.message : 'Could not parse the document';
          return [new GraphQLError(message, { extensions: { code: 'GRAPHQL_PARSE_FAILED' } })];
        }
        // The same codes Apollo gives these errors over HTTP.
        const errors = validate(schema, document, rules);
        if (errors.length > 0) return errors.map((e) => new GraphQLError(e.message, { extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }));
        const unfit = unfitTextError(document, payload.variables, false);
        if (unfit) return [unfit];
        const costly = browserCostError({ schema, document, variables: payload.variables, operationName: payload.operationName }, QUERY_LIMITS.maxCost);
        if (costly) return [appError(costly)];

        const em = deps.orm.em.fork();
        let viewer: Viewer | null = null;
        if (ctx.extra.viewer) {
          // Its session may have ended with no event reaching this instance (expiry, or
          // `npm run admin:create` in another process): the lookup is the rule, events the speed.
          const found = await lookUpSession(em, ctx.extra.request);
          // A busy database fails this operation alone; the socket and its other operations stay.
          if (found instanceof AppError) return [appError(found)];
          viewer = found;
          if (!viewer) {
            endSocket(ctx.extra.socket);
            return [appError(new AppError('UNAUTHENTICATED', 'Your session has ended: sign in again'))];
          }
        }
        const contextValue = buildSocketContext(deps, em, ctx.extra.request, viewer, () => (ctx.extra.visitorId ??= socketVisitorId(ctx.extra.request)));
        return { schema, document, variableValues: payload.variables, operationName: payload.operationName, contextValue };
      },
      onNext: (_ctx, _id, _payload, _args, result) => formatResult(result, onUnknownError),
      onError: (_ctx, _id, _payload, errors) => errors.map((e) => toClientError(e, onUnknownError)),
    },
    wsServer,
  );
  // ws closes a socket that breaks the size cap or the framing by itself (1009, 1002) and then
  // emits 'error'; graphql-ws's listener would print a stack to stderr for every such client.
  // Registered after useServer's, so it replaces that listener on every socket.
  wsServer.on('connection', (socket) => {
    socket.removeAllListeners('error');
    socket.on('error', (error: Error & { code?: string }) =>
      deps.logger.warn({ code: error.code, reason: error.message }, 'WebSocket closed on a client error'),
    );
  });

  return {
    dispose: async () => {
      stopListening();
      leases.stop();
      await cleanup.dispose();
    },
  };
}

const appError = (error: AppError) => new GraphQLError(error.message, { originalError: error });

/**
 * The socket's session, or SERVICE_UNAVAILABLE when the database cannot answer now (pool
 * exhausted, server down): that fails one operation, not the socket, where graphql-ws would
 * close the socket as an internal error.
 */
async function lookUpSession(em: EntityManager, request: IncomingMessage): Promise<Viewer | null | AppError> {
  try {
    return await viewerForSessionToken(em, sessionTokenFrom(request));
  } catch (error) {
    const unavailable = isDatabaseUnavailable(error) ? toAppError(error) : null;
    if (unavailable) return unavailable;
    throw error;
  }
}

/** graphql-ws has no formatError: its results get the same masking as HTTP here. */
function toClientError(error: GraphQLError, onUnknown: (error: unknown) => void): GraphQLError {
  const formatted = formatGraphQLError(error.toJSON(), error, onUnknown);
  return new GraphQLError(formatted.message, { path: error.path, extensions: formatted.extensions });
}

function formatResult(result: ExecutionResult, onUnknown: (error: unknown) => void): ExecutionResult {
  return result.errors ? { ...result, errors: result.errors.map((e) => toClientError(e, onUnknown)) } : result;
}
