/**
 * `npm run worker`: the job worker alone, for web-only replicas (`WORKER=off`) beside it.
 * config → database (the running `npm start` cluster when DATABASE_URL is unset) → migrations →
 * the modules' job handlers and listeners. SIGINT/SIGTERM let running jobs finish; queued ones
 * wait in PostgreSQL for the next worker.
 */
import 'reflect-metadata';
import { startBackground } from './background.js';
import { loadConfig } from './config.js';
import { openDatabaseServer, type DatabaseServer } from './db/database-server.js';
import { migrate, openOrm } from './db/orm.js';
import { createLogger } from './logger.js';
import { buildKits, stopKits } from './module-list.js';
import { createMailSender } from './modules/mail/mail.sender.js';
import { createPlatform } from './platform/platform.js';
import { stopOnSignals } from './shutdown.js';
import { describeStartupFailure } from './startup-error.js';

let database: DatabaseServer | undefined;

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel, { buffered: true, format: config.logFormat });
  database = await openDatabaseServer(config, logger);
  const orm = await openOrm(database.url, logger, { pool: config.databasePool });
  const applied = await migrate(orm, logger);
  if (applied) logger.info({ applied }, 'database migrated');

  // The same platform as the web instances: with REDIS_URL, the events a job publishes (matches
  // recomputed) reach their subscribers on every instance.
  const platform = await createPlatform(config, logger);
  const { pubsub } = platform;
  const kits = buildKits({ config, pubsub, rateLimits: platform.rateLimits, logger, fork: () => orm.em.fork() });
  const mail = config.env === 'test' && !config.mail.smtpUrl ? null : createMailSender({ ...config.mail, logBodies: config.env === 'development' }, logger);
  const background = await startBackground({ orm, logger, pubsub, kits, mailSender: mail }, { ...config.worker, enabled: true });
  logger.info({ concurrency: config.worker.concurrency }, 'SoundBoard worker is taking jobs');

  stopOnSignals(logger, 'worker shutting down: running jobs finish, queued ones wait', async () => {
    await background.stop();
    await stopKits(kits);
    await platform.close();
    await orm.close();
    await database?.stop();
  });
}

main().catch(async (error: unknown) => {
  console.error(`SoundBoard worker cannot start: ${describeStartupFailure(error)}`);
  await database?.stop().catch(() => {});
  process.exit(1);
});
