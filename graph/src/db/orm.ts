import { DataloaderType } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { DEFAULT_POOL, type DatabasePoolConfig } from '../config.js';
import { createLogger, type Logger } from '../logger.js';
import { JOB_QUEUE_SCHEMA, migrateJobQueue } from '../platform/jobs.js';
import { ENTITIES } from './entities.js';
import { MIGRATIONS } from './migrations/index.js';

export { MikroORM };

export const MIGRATIONS_DIR = 'graph/src/db/migrations';

/** `onQuery` sees every SQL statement: tests count them to prove there is no N+1. */
export type OrmOptions = { onQuery?: (sql: string) => void; pool?: DatabasePoolConfig };

export function ormConfig(clientUrl: string, logger?: Logger, options: OrmOptions = {}) {
  const pool = options.pool ?? DEFAULT_POOL;
  return defineConfig({
    clientUrl,
    entities: ENTITIES,
    extensions: [Migrator],
    // Batch Reference/Collection loads per tick: list fields never cost a query per row.
    dataloader: DataloaderType.ALL,
    pool: { min: 0, max: pool.max },
    // Passed to pg's Pool and, for the timeouts, to every connection it opens.
    driverOptions: {
      connectionTimeoutMillis: pool.acquireTimeoutMs,
      statement_timeout: pool.statementTimeoutMs,
      idle_in_transaction_session_timeout: pool.idleInTransactionTimeoutMs,
      application_name: 'soundboard',
    },
    migrations: {
      migrationsList: MIGRATIONS,
      path: MIGRATIONS_DIR,
      pathTs: MIGRATIONS_DIR,
      // The diff is taken against the real schema, never a snapshot file that can drift.
      snapshot: false,
      transactional: true,
      allOrNothing: true,
      emit: 'ts',
      silent: true,
    },
    // graphile-worker's schema is its own (migrated by it, see migrate below): not ours to diff or drop.
    schemaGenerator: { ignoreSchema: [JOB_QUEUE_SCHEMA] },
    debug: options.onQuery ? ['query'] : false,
    logger: options.onQuery ?? (logger ? (message) => logger.debug({ orm: true }, message) : undefined),
    discovery: { warnWhenNoEntities: true },
  });
}

export async function openOrm(clientUrl: string, logger?: Logger, options?: OrmOptions): Promise<MikroORM> {
  return MikroORM.init(ormConfig(clientUrl, logger, options));
}

/** Any number the app's other advisory locks do not use. */
const MIGRATION_LOCK = 7312002;

/**
 * Applies the committed migrations that this database has not run yet. Instances that start at
 * the same moment take turns under a session advisory lock, held on a connection of its own for
 * the whole run: the first applies everything, the others then find nothing pending.
 */
export async function migrate(orm: MikroORM, logger: Logger = createLogger('warn')): Promise<number> {
  const lock = new pg.Client({ connectionString: orm.config.get('clientUrl') });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const applied = await orm.migrator.up();
    // Then the job queue's (graphile-worker keeps its own schema and versions): after this, a
    // write can queue a job.
    await migrateJobQueue(orm.config.get('clientUrl')!, logger);
    return applied.length;
  } finally {
    // Ending the connection releases the lock too, should the unlock itself fail.
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await lock.end();
  }
}
