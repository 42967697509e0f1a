/**
 * One template database per test run: created fresh on DATABASE_URL's server (or, when it is
 * unset, on an embedded PostgreSQL of the run's own: never the app's, and on a free port, so that
 * a run works beside `npm start` and beside another run), migrated and seeded with the demo data,
 * then closed to connections. Each test file works on a copy of it (file-database.ts); the end of
 * the run drops the template and every copy a file left behind.
 */
import 'reflect-metadata';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../src/config.js';
import pg from 'pg';
import { databaseUrlFor, ensureDatabase, openScratchDatabaseServer, type DatabaseServer } from '../src/db/database-server.js';
import { migrate, openOrm } from '../src/db/orm.js';
import { seedDemoData } from '../src/db/seed/seed.js';
import { createLogger } from '../src/logger.js';
import { describeStartupFailure } from '../src/startup-error.js';
import { ensureServerBuilt } from '../../scripts/build-server.js';
import { startSmtpServer } from './mail-catcher.js';
// The names this setup provides are declared beside the helpers that read them.
import type {} from './file-database.js';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  export interface ProvidedContext {
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
  const prefix = `soundboard_test_${Date.now().toString(36)}_${process.pid}_`;
  const template = `${prefix}tpl`;
  const serverUrl = databaseUrlFor(server.url, 'postgres');
  const dropRunDatabases = async () => {
    await onServer(serverUrl, async (client) => {
      // A template cannot be dropped; the run's copies may still have connections of a file that failed.
      await client.query(`alter database ${quoteIdent(template)} with is_template false`).catch(() => undefined);
      const { rows } = await client.query<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [prefix]);
      for (const { datname } of rows) await client.query(`drop database if exists ${quoteIdent(datname)} with (force)`);
    });
  };
  try {
    await ensureDatabase(server.url, template);
    const orm = await openOrm(databaseUrlFor(server.url, template));
    try {
      await migrate(orm);
      await seedDemoData(orm.em.fork(), logger);
    } finally {
      await orm.close();
    }
    // A copy fails while anything is connected to its template: wait for the pool's sockets to go,
    // then let nothing connect again.
    await onServer(serverUrl, async (client) => {
      for (const start = Date.now(); Date.now() - start < 5000; await new Promise((resolve) => setTimeout(resolve, 50))) {
        const { rows } = await client.query<{ n: string }>('select count(*) as n from pg_stat_activity where datname = $1', [template]);
        if (Number(rows[0]!.n) === 0) break;
      }
      await client.query(`alter database ${quoteIdent(template)} with allow_connections false is_template true`);
      await client.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [template]);
    });
    project.provide('databaseServerUrl', serverUrl);
    project.provide('templateDatabase', template);
    project.provide('runDatabasePrefix', prefix);
  } catch (error) {
    await dropRunDatabases().catch(() => {});
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
    await dropRunDatabases();
    await server.stop();
  };
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function onServer<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
