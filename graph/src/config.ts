import { DEFAULT_AUTH_LIMITS, type AuthLimitsConfig } from './modules/auth/rate-limits.js';
import type { FirebaseConfig } from './modules/auth/firebase.js';
import { BRAND_REQUEST_LIMITS, MESSAGE_LIMITS, MODERATION_LIMITS, NETWORK_LIMITS } from './shared/limits.js';
import type { SiteConfig } from './shared/site-config.js';
import type { LogFormat } from './logger.js';
import { DEFAULT_SOCKET_LIMITS, type SocketLimits } from './platform/socket-leases.js';
import { StartupError } from './startup-error.js';

/**
 * How the app's connections behave under load. A request never waits for a connection longer
 * than `acquireTimeoutMs` (it fails with 503 instead of hanging), no statement runs longer than
 * `statementTimeoutMs`, and a transaction left idle is ended by PostgreSQL after
 * `idleInTransactionTimeoutMs`, so one bug cannot pin a connection for good.
 */
export type DatabasePoolConfig = { max: number; acquireTimeoutMs: number; statementTimeoutMs: number; idleInTransactionTimeoutMs: number };

export const DEFAULT_POOL: DatabasePoolConfig = { max: 10, acquireTimeoutMs: 3000, statementTimeoutMs: 15_000, idleInTransactionTimeoutMs: 10_000 };

/**
 * The one place that reads the environment. It validates everything at start and fails fast
 * with a message that names the variable; dev defaults are safe, production has no fallback secrets.
 */
export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Unset in development: `npm start` then runs an embedded PostgreSQL. */
  databaseUrl: string | undefined;
  /** Pool size and the timeouts that keep a slow or stuck database from hanging requests. */
  databasePool: DatabasePoolConfig;
  /** Unset: events and rate limits stay in this process (one instance). */
  redisUrl: string | undefined;
  /** Prefix of every Redis key and channel: apps (or test runs) sharing one Redis stay apart. */
  redisPrefix: string;
  /** How many instances of the app run side by side; several need Redis for what they share. */
  instances: number;
  /** Origins allowed to open graphql-ws sockets and send credentialed requests. */
  allowedOrigins: string[];
  logLevel: string;
  /** How log lines look: `pretty` (readable, coloured), `json` (one object a line), or `auto`: pretty on a terminal, JSON otherwise. */
  logFormat: LogFormat;
  /** The app's embedded PostgreSQL: `npm start`, and the tools that work on its database. */
  embeddedPg: { port: number; dataDir: string };
  /**
   * The embedded PostgreSQL that tests and checks create their scratch databases on: never the
   * app's, so that they run beside `npm start`. Its port is a wish (a free one is taken when it
   * is busy) and its folder too (a temporary one when another run holds it).
   */
  scratchPg: { port: number; dataDir: string };
  /** Built web app served by the same process; absent in API-only test runs. */
  webDistDir: string;
  /** Where uploaded profile pictures are kept (served at /uploads/). */
  uploadDir: string;
  /** Seed the demo catalogue and creators into an empty database at start. */
  seedDemoData: boolean;
  firebase: FirebaseConfig | undefined;
  /** Brute-force limits on sign-in and sign-up. */
  authLimits: AuthLimitsConfig;
  /** An OpenAI-compatible endpoint that writes the assistant's replies; unset: the built-in engine. */
  llm: { baseUrl: string; apiKey: string | undefined; model: string; timeoutMs: number } | null;
  /** Assistant messages per minute per session or visitor. */
  chatPerMinute: number;
  /** Match refreshes per minute per creator (each recomputes against the whole catalogue). */
  refreshPerMinute: number;
  /** Connection requests a creator may send per day. */
  connectPerDay: number;
  /** Direct messages a creator may send per minute. */
  messagesPerMinute: number;
  /** Reports a creator may send per day. */
  reportsPerDay: number;
  /** Open WebSockets per session, account and address, and the lease that frees a dead instance's slots. */
  socketLimits: SocketLimits;
  /** Brand connection requests a creator may send per day. */
  brandRequestsPerDay: number;
  /**
   * The job worker inside this process: on by default, so that one `npm start` does everything;
   * off for web-only replicas beside a `npm run worker` process. Jobs wait in PostgreSQL either way.
   */
  worker: { enabled: boolean; concurrency: number };
  /** The address people reach the app at (PUBLIC_ORIGIN): links in e-mails start with it. */
  publicOrigin: string;
  /**
   * Outgoing mail: through SMTP_URL when it is set (smtp:// or smtps://, credentials in the URL),
   * otherwise written to the log (development), so that no setup is needed to see a reset link.
   */
  mail: { smtpUrl: string | undefined; from: string };
  /**
   * Notification e-mail: how long an item waits unseen before it is mailed
   * (NOTIFY_EMAIL_DELAY_SECONDS, 600 by default; tests shorten it), and the sender of digests
   * (DIGEST_FROM), apart from the app's other mail so that people can filter them.
   */
  notifications: { emailDelayMs: number; digestFrom: string };
  /**
   * The server-side secret behind signed links (one-click unsubscribe) (APP_SECRET, at least 32
   * characters). Development and tests use a fixed value; production has none and refuses to start.
   */
  appSecret: string;
  /**
   * Where the web app's blog link and support address lead (BLOG_URL, SUPPORT_EMAIL); unset, the
   * app shows neither rather than a link that can never work.
   */
  site: { blogUrl: string | null; supportEmail: string | null };
  /**
   * Partner webhooks: `allowLoopback` (WEBHOOKS_ALLOW_LOOPBACK, false unless set) lets development
   * and tests deliver to loopback addresses (127.0.0.0/8, ::1), over http too; it never opens any
   * other private range. `timeoutMs` (WEBHOOKS_TIMEOUT_MS, 10 s) bounds one delivery attempt.
   */
  webhooks: { allowLoopback: boolean; timeoutMs: number };
};

export class ConfigError extends StartupError {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

function int(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
  }
  return value;
}

/** A sender header: one line with an address in it, so that a header injection or a typo fails at start, not at the first mail. */
function oneLineSender(env: Env, name: string, fallback: string): string {
  const from = env[name] || fallback;
  if (from.length > 200 || /[\r\n]/.test(from) || !/[^\s@<>]+@[^\s@<>]+/.test(from))
    throw new ConfigError(`${name} must be one line with an e-mail address in it (got "${from.slice(0, 60)}")`);
  return from;
}

function url(env: Env, name: string, protocols: string[]): string | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} is not a valid URL`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')}`);
  }
  return raw;
}

function onOff(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (['on', '1', 'true', 'yes'].includes(raw.toLowerCase())) return true;
  if (['off', '0', 'false', 'no'].includes(raw.toLowerCase())) return false;
  throw new ConfigError(`${name} must be on or off (got "${raw}")`);
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no'].includes(raw.toLowerCase())) return false;
  throw new ConfigError(`${name} must be true or false (got "${raw}")`);
}

/**
 * A plain mailbox address that a mailto: link carries as it is: no display name, no list, nothing
 * a URL would read as its query or fragment.
 */
const MAILBOX = /^[^\s@<>(),;:"\\?&#%/]+@[^\s@<>(),;:"\\?&#%/]+\.[^\s@<>(),;:"\\?&#%/]+$/;

function email(env: Env, name: string): string | undefined {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return undefined;
  if (raw.length > 254 || !MAILBOX.test(raw)) throw new ConfigError(`${name} must be an e-mail address such as support@example.com (got "${raw}")`);
  return raw;
}

export function loadConfig(env: Env = process.env): Config {
  const nodeEnv = env.NODE_ENV ?? 'development';
  if (nodeEnv !== 'development' && nodeEnv !== 'production' && nodeEnv !== 'test') {
    throw new ConfigError(`NODE_ENV must be development, production or test (got "${nodeEnv}")`);
  }
  const production = nodeEnv === 'production';
  const port = int(env, 'PORT', 4000, 0, 65535);

  const databaseUrl = url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']);
  if (production && !databaseUrl) throw new ConfigError('DATABASE_URL is required in production');

  // Several instances without Redis would each keep their own events and limits: a subscriber on
  // one would miss what happens on another, and every limit would count per instance.
  const redisUrl = url(env, 'REDIS_URL', ['redis:', 'rediss:']);
  const instances = int(env, 'INSTANCES', 1, 1, 1000);
  if (production && instances > 1 && !redisUrl) {
    throw new ConfigError(`INSTANCES is ${instances}: several instances need REDIS_URL for their shared events and rate limits`);
  }

  const emulatorHost = env.FIREBASE_AUTH_EMULATOR_HOST || undefined;
  if (production && emulatorHost) {
    throw new ConfigError('FIREBASE_AUTH_EMULATOR_HOST must not be set in production: the emulator skips signature checks');
  }
  const projectId = env.FIREBASE_PROJECT_ID || undefined;
  const firebase = projectId
    ? {
        projectId,
        clientEmail: env.FIREBASE_CLIENT_EMAIL || undefined,
        // Keys pasted into one-line env vars carry literal "\n".
        privateKey: env.FIREBASE_PRIVATE_KEY?.replace(/\\n/g, '\n') || undefined,
        emulatorHost,
        // Public by design (it ships in every Firebase web app); the emulator accepts any value.
        webApiKey: env.FIREBASE_WEB_API_KEY || (emulatorHost ? 'fake-api-key' : ''),
        authDomain: env.FIREBASE_AUTH_DOMAIN || `${projectId}.firebaseapp.com`,
      }
    : undefined;

  const publicOrigin = url(env, 'PUBLIC_ORIGIN', ['http:', 'https:']) ?? `http://localhost:${port || 4000}`;
  const extraOrigins = (env.ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  const devOrigins = production ? [] : ['http://localhost:5173', 'http://127.0.0.1:5173', `http://127.0.0.1:${port || 4000}`];

  return {
    env: nodeEnv,
    port,
    host: env.HOST || (production ? '0.0.0.0' : '127.0.0.1'),
    databaseUrl,
    databasePool: {
      max: int(env, 'DB_POOL_MAX', DEFAULT_POOL.max, 1, 1000),
      acquireTimeoutMs: int(env, 'DB_ACQUIRE_TIMEOUT_MS', DEFAULT_POOL.acquireTimeoutMs, 50, 600_000),
      statementTimeoutMs: int(env, 'DB_STATEMENT_TIMEOUT_MS', DEFAULT_POOL.statementTimeoutMs, 100, 3_600_000),
      idleInTransactionTimeoutMs: int(env, 'DB_IDLE_IN_TRANSACTION_TIMEOUT_MS', DEFAULT_POOL.idleInTransactionTimeoutMs, 100, 3_600_000),
    },
    redisUrl,
    instances,
    redisPrefix: (() => {
      const prefix = env.REDIS_PREFIX ?? 'sb:';
      if (!/^[\w:.-]{1,64}$/.test(prefix)) throw new ConfigError(`REDIS_PREFIX must be 1 to 64 letters, digits, _ : . or - (got "${prefix}")`);
      return prefix;
    })(),
    allowedOrigins: [...new Set([new URL(publicOrigin).origin, ...extraOrigins, ...devOrigins])],
    logLevel: env.LOG_LEVEL || (nodeEnv === 'test' ? 'silent' : 'info'),
    logFormat: (() => {
      const format = env.LOG_FORMAT || 'auto';
      if (format !== 'auto' && format !== 'pretty' && format !== 'json') throw new ConfigError(`LOG_FORMAT must be auto, pretty or json (got "${format}")`);
      return format;
    })(),
    embeddedPg: {
      port: int(env, 'EMBEDDED_PG_PORT', 54329, 1024, 65535),
      dataDir: env.EMBEDDED_PG_DIR || '.data/postgres',
    },
    scratchPg: {
      port: int(env, 'TEST_EMBEDDED_PG_PORT', 54339, 1024, 65535),
      dataDir: env.TEST_EMBEDDED_PG_DIR || '.data/postgres-test',
    },
    webDistDir: env.WEB_DIST_DIR || 'web/dist',
    uploadDir: env.UPLOAD_DIR || '.data/uploads',
    seedDemoData: bool(env, 'SEED_DEMO_DATA', !production),
    firebase,
    llm: (() => {
      const baseUrl = url(env, 'LLM_BASE_URL', ['http:', 'https:']);
      if (!baseUrl) return null;
      if (!env.LLM_MODEL) throw new ConfigError('LLM_MODEL is required with LLM_BASE_URL');
      return { baseUrl, apiKey: env.LLM_API_KEY || undefined, model: env.LLM_MODEL, timeoutMs: int(env, 'LLM_TIMEOUT_MS', 8000, 100, 120_000) };
    })(),
    chatPerMinute: int(env, 'CHAT_PER_MINUTE', 20, 1, 1_000_000),
    refreshPerMinute: int(env, 'REFRESH_PER_MINUTE', 6, 1, 1_000_000),
    connectPerDay: int(env, 'CONNECT_PER_DAY', NETWORK_LIMITS.requestsPerDay, 1, 1_000_000),
    messagesPerMinute: int(env, 'MESSAGES_PER_MINUTE', MESSAGE_LIMITS.perMinute, 1, 1_000_000),
    reportsPerDay: int(env, 'REPORTS_PER_DAY', MODERATION_LIMITS.reportsPerDay, 1, 1_000_000),
    socketLimits: {
      perSession: int(env, 'WS_PER_SESSION', DEFAULT_SOCKET_LIMITS.perSession, 1, 10_000),
      perAccount: int(env, 'WS_PER_ACCOUNT', DEFAULT_SOCKET_LIMITS.perAccount, 1, 10_000),
      perAddress: int(env, 'WS_PER_ADDRESS', DEFAULT_SOCKET_LIMITS.perAddress, 1, 100_000),
      leaseSeconds: int(env, 'WS_LEASE_SECONDS', DEFAULT_SOCKET_LIMITS.leaseSeconds, 5, 3600),
    },
    brandRequestsPerDay: int(env, 'BRAND_REQUESTS_PER_DAY', BRAND_REQUEST_LIMITS.perDay, 1, 1_000_000),
    worker: { enabled: onOff(env, 'WORKER', true), concurrency: int(env, 'WORKER_CONCURRENCY', 2, 1, 64) },
    publicOrigin: new URL(publicOrigin).origin,
    mail: {
      smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
      from: oneLineSender(env, 'MAIL_FROM', 'SoundBoard <no-reply@soundboard.local>'),
    },
    notifications: {
      emailDelayMs: int(env, 'NOTIFY_EMAIL_DELAY_SECONDS', 600, 0, 7 * 24 * 3600) * 1000,
      digestFrom: oneLineSender(env, 'DIGEST_FROM', 'SoundBoard Digest <digest@soundboard.local>'),
    },
    appSecret: (() => {
      const secret = env.APP_SECRET || (production ? '' : 'development-only-secret-never-used-in-production');
      if (secret.length < 32) throw new ConfigError('APP_SECRET must be set to at least 32 random characters (openssl rand -base64 32)');
      return secret;
    })(),
    site: { blogUrl: url(env, 'BLOG_URL', ['http:', 'https:']) ?? null, supportEmail: email(env, 'SUPPORT_EMAIL') ?? null },
    webhooks: { allowLoopback: bool(env, 'WEBHOOKS_ALLOW_LOOPBACK', false), timeoutMs: int(env, 'WEBHOOKS_TIMEOUT_MS', 10_000, 100, 60_000) },
    authLimits: {
      windowSeconds: int(env, 'AUTH_WINDOW_SECONDS', DEFAULT_AUTH_LIMITS.windowSeconds, 1, 86_400),
      loginPerAccount: int(env, 'AUTH_LOGIN_PER_ACCOUNT', DEFAULT_AUTH_LIMITS.loginPerAccount, 1, 1_000_000),
      loginPerIp: int(env, 'AUTH_LOGIN_PER_IP', DEFAULT_AUTH_LIMITS.loginPerIp, 1, 1_000_000),
      loginPerAccountPerDay: int(env, 'AUTH_LOGIN_PER_ACCOUNT_DAY', DEFAULT_AUTH_LIMITS.loginPerAccountPerDay, 1, 1_000_000),
      registerPerIp: int(env, 'AUTH_REGISTER_PER_IP', DEFAULT_AUTH_LIMITS.registerPerIp, 1, 1_000_000),
      forgotPerIp: int(env, 'AUTH_FORGOT_PER_IP', DEFAULT_AUTH_LIMITS.forgotPerIp, 1, 1_000_000),
      forgotPerEmail: int(env, 'AUTH_FORGOT_PER_EMAIL', DEFAULT_AUTH_LIMITS.forgotPerEmail, 1, 1_000_000),
      emailChangePerAccount: int(env, 'AUTH_EMAIL_CHANGE_PER_ACCOUNT', DEFAULT_AUTH_LIMITS.emailChangePerAccount, 1, 1_000_000),
      emailChangePerEmail: int(env, 'AUTH_EMAIL_CHANGE_PER_EMAIL', DEFAULT_AUTH_LIMITS.emailChangePerEmail, 1, 1_000_000),
      verifyPerEmail: int(env, 'AUTH_VERIFY_PER_EMAIL', DEFAULT_AUTH_LIMITS.verifyPerEmail, 1, 1_000_000),
      linkChecksPerIp: int(env, 'AUTH_LINK_CHECKS_PER_IP', DEFAULT_AUTH_LIMITS.linkChecksPerIp, 1, 1_000_000),
    },
  };
}

/** What the web app is told about this deployment: the configured links, and whether Google sign-in is on. */
export const siteConfigOf = (config: Config): SiteConfig => ({
  ...config.site,
  googleSignIn: Boolean(config.firebase?.webApiKey),
  publicOrigin: config.publicOrigin,
});
