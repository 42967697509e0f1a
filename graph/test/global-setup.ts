/**
 * One database per test run: created fresh on DATABASE_URL's server (or an embedded PostgreSQL
 * when it is unset), migrated and seeded with the demo data, dropped at the end.
 */
import 'reflect-metadata';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../src/config.js';
import { databaseUrlFor, dropDatabase, ensureDatabase, openDatabaseServer } from '../src/db/database-server.js';
import { migrate, openOrm } from '../src/db/orm.js';
import { seedDemoData } from '../src/db/seed/seed.js';
import { createLogger } from '../src/logger.js';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    // Its own embedded cluster and port, so a running `npm start` is never touched.
    EMBEDDED_PG_DIR: process.env.TEST_EMBEDDED_PG_DIR ?? '.data/postgres-test',
    EMBEDDED_PG_PORT: process.env.TEST_EMBEDDED_PG_PORT ?? '54339',
  });
  const logger = createLogger('warn');
  const server = await openDatabaseServer(config, logger);
  const name = `soundboard_test_${Date.now().toString(36)}_${process.pid}`;
  await ensureDatabase(server.url, name);
  const url = databaseUrlFor(server.url, name);

  const orm = await openOrm(url);
  try {
    await migrate(orm);
    await seedDemoData(orm.em.fork(), logger);
  } finally {
    await orm.close();
  }
  project.provide('databaseUrl', url);

  return async () => {
    await dropDatabase(server.url, name);
    await server.stop();
  };
}
