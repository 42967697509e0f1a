/**
 * One database per test run: created fresh on DATABASE_URL's server (or, when it is unset, on an
 * embedded PostgreSQL of the run's own: never the app's, and on a free port, so that a run works
 * beside `npm start` and beside another run), migrated and seeded with the demo data, dropped at
 * the end.
 */
import 'reflect-metadata';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../src/config.js';
import { databaseUrlFor, dropDatabase, ensureDatabase, openScratchDatabaseServer, type DatabaseServer } from '../src/db/database-server.js';
import { migrate, openOrm } from '../src/db/orm.js';
import { seedDemoData } from '../src/db/seed/seed.js';
import { createLogger } from '../src/logger.js';
import { describeStartupFailure } from '../src/startup-error.js';
import { ensureServerBuilt } from '../../scripts/build-server.js';
import { startSmtpServer } from './mail-catcher.js';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  export interface ProvidedContext {
    databaseUrl: string;
    /** The run's SMTP server (mail-catcher.ts), every test app's SMTP_URL. */
    smtpUrl: string;
    /** Where that server writes what it catches. */
    mailDir: string;
  }
}

export default async function setup(project: TestProject) {
  // Once, before any test file: the files that start the compiled server then find it fresh and
  // never build it at the same time (scripts/app-process.ts).
  await ensureServerBuilt();
  const config = loadConfig({ ...process.env, NODE_ENV: 'test' });
  const logger = createLogger('warn');
  let server: DatabaseServer;
  try {
    server = await openScratchDatabaseServer(config, logger);
  } catch (error) {
    // Vitest prints a thrown value as it is; make sure that is a sentence that says what to do.
    throw new Error(`The tests' PostgreSQL could not start: ${describeStartupFailure(error)}`, { cause: error });
  }
  const name = `soundboard_test_${Date.now().toString(36)}_${process.pid}`;
  try {
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
  } catch (error) {
    await dropDatabase(server.url, name).catch(() => {});
    await server.stop();
    throw error;
  }
  const mailDir = await mkdtemp(path.join(tmpdir(), 'soundboard-mail-'));
  const smtp = await startSmtpServer(mailDir);
  project.provide('smtpUrl', smtp.url);
  project.provide('mailDir', mailDir);

  return async () => {
    await smtp.close();
    await rm(mailDir, { recursive: true, force: true });
    await dropDatabase(server.url, name);
    await server.stop();
  };
}
