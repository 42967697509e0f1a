/**
 * The real app on a scratch database with the demo data, for tools that drive it from outside:
 * the benchmarks and `npm run screenshots`. The database is dropped afterwards; without
 * DATABASE_URL it lives on a scratch embedded PostgreSQL (the config's TEST_EMBEDDED_PG_*, or a
 * free port and a temporary folder when those are taken).
 */
import 'reflect-metadata';
import type { Config } from '../graph/src/config.js';
import { openScratchDatabaseServer, withScratchDatabase } from '../graph/src/db/database-server.js';
import { migrate, openOrm, type MikroORM } from '../graph/src/db/orm.js';
import { seedDemoData } from '../graph/src/db/seed/seed.js';
import type { Logger } from '../graph/src/logger.js';
import { createApp } from '../graph/src/server.js';

export async function withScratchApp(
  config: Config,
  logger: Logger,
  databaseName: string,
  fn: (baseUrl: string, orm: MikroORM) => Promise<void>,
): Promise<void> {
  const server = await openScratchDatabaseServer(config, logger);
  try {
    await withScratchDatabase(server.url, databaseName, async (url) => {
      const orm = await openOrm(url, logger, { pool: config.databasePool });
      try {
        await migrate(orm);
        await seedDemoData(orm.em.fork(), logger);
        const app = await createApp({ config: { ...config, databaseUrl: url }, orm, logger });
        const port = await app.listen(0, '127.0.0.1');
        try {
          await fn(`http://127.0.0.1:${port}`, orm);
        } finally {
          await app.close();
        }
      } finally {
        await orm.close();
      }
    });
  } finally {
    await server.stop();
  }
}
