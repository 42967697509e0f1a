/**
 * `npm start`: config → database (embedded when DATABASE_URL is unset) → migrations → demo data
 * on an empty database → HTTP. SIGINT/SIGTERM drain requests and stop the embedded PostgreSQL.
 */
import 'reflect-metadata';
import { loadConfig } from './config.js';
import { openDatabaseServer, type DatabaseServer } from './db/database-server.js';
import { isPortFree } from './db/embedded-cluster.js';
import { migrate, openOrm } from './db/orm.js';
import { seedDemoData } from './db/seed/seed.js';
import { createLogger } from './logger.js';
import { createApp } from './server.js';
import { stopOnSignals } from './shutdown.js';
import { describeStartupFailure, StartupError } from './startup-error.js';

const httpPortInUse = (port: number, host: string) =>
  new StartupError(`port ${port} on ${host} is in use by another program (another SoundBoard?). Stop it, or set PORT to a free port.`);

/** Set once the database is open, so that a failed start still stops a cluster it started. */
let database: DatabaseServer | undefined;

async function main(): Promise<void> {
  const started = performance.now();
  const config = loadConfig();
  const logger = createLogger(config.logLevel, { buffered: true, format: config.logFormat });
  // Before the database, so that a second `npm start` is told at once rather than after migrating.
  if (config.port !== 0 && !(await isPortFree(config.port, config.host))) throw httpPortInUse(config.port, config.host);
  database = await openDatabaseServer(config, logger);
  const orm = await openOrm(database.url, logger, { pool: config.databasePool });
  const applied = await migrate(orm, logger);
  if (applied) logger.info({ applied }, 'database migrated');
  if (config.seedDemoData) {
    const result = await seedDemoData(orm.em.fork(), logger);
    if (result.seeded) logger.info(result.counts, 'demo data seeded into the empty database');
  }

  const app = await createApp({ config, orm, logger });
  const port = await app.listen(config.port, config.host).catch((error: NodeJS.ErrnoException) => {
    throw error.code === 'EADDRINUSE' ? httpPortInUse(config.port, config.host) : error;
  });
  const shown = config.host === '0.0.0.0' || config.host === '127.0.0.1' ? 'localhost' : config.host;
  logger.info({ port, ms: Math.round(performance.now() - started) }, `SoundBoard is up at http://${shown}:${port}`);

  stopOnSignals(logger, 'shutting down', async () => {
    await app.close();
    await orm.close();
    await database?.stop();
  });
}

main().catch(async (error: unknown) => {
  console.error(`SoundBoard cannot start: ${describeStartupFailure(error)}`);
  await database?.stop().catch(() => {});
  process.exit(1);
});
