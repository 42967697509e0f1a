import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { loadConfig, type Config } from '../src/config.js';
import { openOrm, type MikroORM, type OrmOptions } from '../src/db/orm.js';
import { freePort } from '../src/db/embedded-cluster.js';
import { createLogger, type Logger } from '../src/logger.js';
import type { PubSub } from '../src/modules/common/pubsub.js';
import { createApp, type App } from '../src/server.js';
import { fileDatabaseUrl } from './file-database.js';
import { CSRF_HEADER } from '../src/shared/csrf.js';

export type GqlBody<T> = { data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] };

export type TestApp = {
  baseUrl: string;
  app: App;
  orm: MikroORM;
  config: Config;
  /** POST /graphql with the headers Apollo's CSRF prevention expects from real clients. */
  gql: <T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ) => Promise<{ status: number; body: GqlBody<T> }>;
  /**
   * A REST call as the web client makes it (JSON body, the CSRF header, the session cookie when
   * given); the body parsed, null when empty.
   */
  rest: <T = Record<string, unknown>>(method: string, path: string, options?: { body?: unknown; cookie?: string }) => Promise<{ status: number; body: T }>;
  close: () => Promise<void>;
};

/** A logger to read what the app logged; one event bus shared by several apps, standing in for Redis. */
export type TestAppOptions = OrmOptions & { logger?: Logger; pubsub?: PubSub };

/** The real app on a random port against the test file's own database. */
export async function startTestApp(env: Record<string, string> = {}, { logger: given, pubsub, ...options }: TestAppOptions = {}): Promise<TestApp> {
  // A known port, not 0: the app's own origin (http://127.0.0.1:<port>) must be among the allowed
  // ones for a browser's WebSocket to be let in.
  const chosenPort = await freePort();
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    DATABASE_URL: fileDatabaseUrl(),
    PORT: String(chosenPort),
    // Every test signs in and chats from 127.0.0.1: the per-address limits get room; the rate-limit tests set their own.
    AUTH_LOGIN_PER_IP: '100000',
    AUTH_REGISTER_PER_IP: '100000',
    AUTH_FORGOT_PER_IP: '100000',
    AUTH_LINK_CHECKS_PER_IP: '100000',
    CHAT_PER_MINUTE: '100000',
    // With REDIS_URL set, each app's keys and channels are its own unless a test shares a prefix on purpose.
    REDIS_PREFIX: `test:${randomUUID()}:`,
    // Every test app sends mail to the run's SMTP catcher: any app's worker may take a mail job.
    SMTP_URL: inject('smtpUrl'),
    ...env,
  });
  const logger = given ?? createLogger(process.env.TEST_LOG_LEVEL ?? 'silent');
  const orm = await openOrm(config.databaseUrl!, logger, { pool: config.databasePool, ...options });
  const app = await createApp({ config, orm, logger, pubsub });
  const port = await app.listen(config.port, '127.0.0.1');
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    baseUrl,
    app,
    orm,
    config,
    gql: async <T>(query: string, variables?: Record<string, unknown>, headers: Record<string, string> = {}) => {
      const response = await fetch(`${baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ query, variables }),
      });
      return { status: response.status, body: (await response.json()) as GqlBody<T> };
    },
    rest: async <T>(method: string, path: string, { body, cookie }: { body?: unknown; cookie?: string } = {}) => {
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: { ...(cookie ? { cookie } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }), [CSRF_HEADER]: '1' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
    },
    close: async () => {
      await app.close();
      await orm.close();
    },
  };
}
