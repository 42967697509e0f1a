import { createServer as createHttpServer, type Server } from 'node:http';
import path from 'node:path';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import compression from 'compression';
import express, { type ErrorRequestHandler } from 'express';
import type { GraphQLSchema } from 'graphql';
import { startBackground } from './background.js';
import { siteConfigOf, type Config } from './config.js';
import { buildContext, clearSessionCookie, sessionTokenFrom, type Context, type ContextDeps } from './context.js';
import { mountGraphiql } from './graphiql.js';
import { attachGraphqlWs } from './graphql-ws.js';
import type { MikroORM } from './db/orm.js';
import { buildKits, MODULES, stopKits } from './module-list.js';
import type { Logger } from './logger.js';
import { budgetPlugin } from './modules/budget/budget.plugin.js';
import { createMailSender } from './modules/mail/mail.sender.js';
import { sessionUserOf } from './modules/auth/auth.service.js';
import { contextCreationError, formatGraphQLError, serviceUnavailableStatus } from './modules/common/errors.js';
import type { PubSub } from './modules/common/pubsub.js';
import { apiCallRecorder } from './modules/partner/api-call.recorder.js';
import { createPlatform } from './platform/platform.js';
import { createSocketLeases } from './platform/socket-leases.js';
import { UPLOADS_URL } from './modules/common/uploaded-image.js';
import { requestLog } from './request-log.js';
import { BODY_LIMIT, bodyErrorMessage, requestErrorMessage, restRouter } from './rest.js';
import { createSchema } from './schema.js';
import { createArmor, QUERY_LIMITS, refuseUnfitTextPlugin, securityHeaders } from './security.js';
import { mountWebApp } from './web-app.js';
import { pageRecordExists } from './page-records.js';

export type App = {
  httpServer: Server;
  pubsub: PubSub;
  schema: GraphQLSchema;
  /** Resolves with the bound port. */
  listen: (port: number, host: string) => Promise<number>;
  /** Stops accepting, drains HTTP and sockets, closes the Redis connections. The ORM is the caller's to close. */
  close: () => Promise<void>;
};

export type AppOptions = {
  config: Config;
  orm: MikroORM;
  logger: Logger;
  /** The event bus; tests pass one to several apps to stand in for a shared one. */
  pubsub?: PubSub;
};

/**
 * The one process: GraphQL over HTTP and graphql-ws at /graphql, GraphiQL on a browser GET there,
 * REST at /api, generated logos, health checks and the built web app with SPA fallback; and the
 * modules' background work (background.ts), with the job worker unless `WORKER=off`.
 */
export async function createApp({ config, orm, logger, pubsub: sharedPubSub }: AppOptions): Promise<App> {
  const production = config.env === 'production';
  const platform = await createPlatform(config, logger);
  const { rateLimits } = platform;
  const pubsub = sharedPubSub ?? platform.pubsub;
  const schema = await createSchema(pubsub);
  const kits = buildKits({ config, pubsub, rateLimits, logger, fork: () => orm.em.fork() });
  const deps: ContextDeps = { orm, logger, pubsub, secureCookies: production, trustProxy: production, kits };
  const armor = createArmor(production).protect();
  // graphql-armor is typed against Apollo's CommonJS build; the plugins are the same objects.
  const armorPlugins = armor.plugins as unknown as ApolloServerPlugin<Context>[];
  const onUnknownError = (error: unknown) => logger.error({ err: error }, 'unhandled error in GraphQL');

  const app = express();
  const httpServer = createHttpServer(app);
  app.disable('x-powered-by');
  if (production) app.set('trust proxy', 1);

  app.use(requestLog(app, logger));
  const google = config.firebase?.webApiKey
    ? { authDomain: config.firebase.authDomain, emulatorUrl: config.firebase.emulatorHost ? `http://${config.firebase.emulatorHost}` : undefined }
    : undefined;
  // The page's security headers (CSP and the rest, ~880 bytes) mean nothing on a GraphQL POST's
  // JSON, which no browser renders: it carries nosniff alone. Everything else keeps them all.
  const pageHeaders = securityHeaders(production, google);
  app.use((req, res, next) => {
    if (req.method === 'POST' && req.path === '/graphql') {
      res.setHeader('X-Content-Type-Options', 'nosniff');
      return next();
    }
    return pageHeaders(req, res, next);
  });
  app.use(compression());

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (req, res) => {
    try {
      await orm.em.fork().execute('select 1');
      res.json({ status: 'ready' });
    } catch (error) {
      req.log.warn({ err: error }, 'readiness check failed');
      res.status(503).json({ status: 'unavailable', error: 'Database unreachable' });
    }
  });

  mountGraphiql(app);

  const graphqlWs = attachGraphqlWs(httpServer, {
    schema,
    deps,
    validationRules: armor.validationRules,
    allowedOrigins: config.allowedOrigins,
    maxPayload: BODY_LIMIT,
    onUnknownError,
    leases: createSocketLeases({ redis: rateLimits.redis, prefix: rateLimits.prefix, limits: config.socketLimits, logger }),
  });

  const apollo = new ApolloServer<Context>({
    schema,
    validationRules: armor.validationRules,
    // graphql-js counts tokens while parsing and stops early: a parse error (400), not a plugin crash.
    parseOptions: { maxTokens: QUERY_LIMITS.maxTokens },
    // Apollo's CSRF check stops what a browser page could send cross-site with the session cookie.
    // A request with an Authorization header cannot be sent cross-site without a preflight, and a
    // keyed request ignores cookies: it passes, whatever its content type.
    csrfPrevention: { requestHeaders: ['x-apollo-operation-name', 'apollo-require-preflight', 'authorization'] },
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: false,
    introspection: true,
    formatError: (formatted, error) => formatGraphQLError(formatted, error, onUnknownError),
    plugins: [
      ...armorPlugins,
      serviceUnavailableStatus as ApolloServerPlugin<Context>,
      refuseUnfitTextPlugin<Context>(),
      budgetPlugin({ bucket: kits.costBuckets, maxBrowserCost: QUERY_LIMITS.maxCost }),
      ApolloServerPluginDrainHttpServer({ httpServer }),
      ApolloServerPluginLandingPageDisabled(),
      // The schema gives no cache hints and responses are not cached: Apollo's default cache
      // control plugin would still wrap every field of every response to compute a policy.
      ApolloServerPluginCacheControlDisabled(),
      { serverWillStart: async () => ({ drainServer: async () => graphqlWs.dispose() }) },
      // Last: it records the status and cost the plugins before it settled.
      apiCallRecorder(() => orm.em.fork(), logger),
    ],
  });
  await apollo.start();

  const graphqlBodyErrors: ErrorRequestHandler = (error: Error, _req, res, next) => {
    const body = bodyErrorMessage(error);
    if (!body) return next(error);
    res.status(body.status).json({ errors: [{ message: body.message, extensions: { code: 'BAD_REQUEST' } }] });
  };
  // GraphQL in an app of its own, for one setting: no ETag. Its answers are POSTs (never answered
  // 304) or GETs no client revalidates: hashing every answer bought nothing. The rest of the
  // settings come from the main app.
  const graphqlApp = express();
  graphqlApp.disable('x-powered-by');
  graphqlApp.set('etag', false);
  graphqlApp.use(
    express.json({ limit: BODY_LIMIT }),
    graphqlBodyErrors,
    expressMiddleware(apollo, { context: ({ req, res }) => buildContext(deps, req, res, { keys: true }).catch(contextCreationError) }),
  );
  app.use('/graphql', graphqlApp);

  app.use('/api', restRouter(deps, config.allowedOrigins));
  for (const mount of MODULES.flatMap((module) => module.mounts ?? [])) app.use(mount.path, mount.router());
  // Picture names are random and never reused: cache them for good.
  app.use(UPLOADS_URL, express.static(kits.uploadDir, { index: false, dotfiles: 'ignore', immutable: true, maxAge: '365d' }), (_req, res) => {
    res.status(404).json({ error: 'No such file' });
  });

  mountWebApp(
    app,
    path.resolve(config.webDistDir),
    async (req, res) => {
      const token = sessionTokenFrom(req);
      const user = await sessionUserOf(orm.em.fork(), token);
      // A cookie whose session ended while the browser was away: the page says so, once (the cookie goes).
      const sessionEnded = Boolean(token) && user === null;
      if (sessionEnded) clearSessionCookie(res, production);
      return { user, sessionEnded };
    },
    siteConfigOf(config),
    (req) => pageRecordExists(orm.em.fork(), req),
  );

  const lastResort: ErrorRequestHandler = (error, req, res, _next) => {
    const known = requestErrorMessage(error);
    if (known && !res.headersSent) {
      res.status(known.status).json({ error: known.message });
      return;
    }
    req.log.error({ err: error }, 'unhandled error');
    if (!res.headersSent) res.status(500).json({ error: 'Internal server error' });
  };
  app.use(lastResort);

  // Last: a start that failed above leaves no worker taking jobs behind it.
  // A test app without SMTP_URL leaves mail to the test apps that catch it on the same database.
  const mailSender =
    config.env === 'test' && !config.mail.smtpUrl ? null : createMailSender({ ...config.mail, logBodies: config.env === 'development' }, logger);
  const background = await startBackground({ orm, logger, pubsub, kits, mailSender }, config.worker);

  return {
    httpServer,
    pubsub,
    schema,
    listen: (port, host) =>
      new Promise((resolve, reject) => {
        httpServer.once('error', reject);
        httpServer.listen(port, host, () => {
          const address = httpServer.address();
          resolve(typeof address === 'object' && address ? address.port : port);
        });
      }),
    close: async () => {
      await background.stop();
      await apollo.stop();
      await stopKits(kits);
      await platform.close();
    },
  };
}
