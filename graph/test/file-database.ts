/**
 * Each test file works on a database of its own: a copy of the run's template (migrated and seeded
 * with the demo data once, in global-setup.ts), made before the file's first line runs and dropped
 * after its last test. No file sees another's writes, so a test may count rows exactly.
 *
 * setup-file-database.ts (a vitest setup file) makes the copy; tests and helpers ask for its URL
 * with `fileDatabaseUrl()`, and for the server's (to make scratch databases beside it) with
 * `databaseServerUrl()`.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { databaseUrlFor } from '../src/db/database-server.js';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  export interface ProvidedContext {
    /** URL of the `postgres` database on the run's server: for creating and dropping databases. */
    databaseServerUrl: string;
    /** The migrated, seeded database every file's own is copied from; nothing may connect to it. */
    templateDatabase: string;
    /** Every database of the run starts with this, so that the run's end can drop any left over. */
    runDatabasePrefix: string;
  }
}

let current: { name: string; url: string } | undefined;

/** URL of the `postgres` database on the server the run's databases live on. */
export function databaseServerUrl(): string {
  return inject('databaseServerUrl');
}

/** The name of this file's database. */
export function fileDatabaseName(): string {
  if (!current) throw new Error('This file has no database of its own: graph/test/setup-file-database.ts must be among the setupFiles of its vitest project');
  return current.name;
}

/** URL of this file's database (a copy of the template, its own). */
export function fileDatabaseUrl(): string {
  fileDatabaseName();
  return current!.url;
}

async function onServer<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseServerUrl() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Copies the template into a database of this file's own; called once per file by the setup file. */
export async function createFileDatabase(): Promise<string> {
  if (current) return current.url;
  const name = `${inject('runDatabasePrefix')}f_${randomBytes(4).toString('hex')}`;
  // The template allows no connections, so the copy never fails for one left open on it.
  await onServer((client) => client.query(`create database ${quoteIdent(name)} template ${quoteIdent(inject('templateDatabase'))}`));
  current = { name, url: databaseUrlFor(databaseServerUrl(), name) };
  return current.url;
}

/** Waits (up to `ms`) until no connection uses the database; true when none does. */
export async function untilUnused(name: string, ms = 5000): Promise<boolean> {
  return onServer(async (client) => {
    for (const start = Date.now(); ; await new Promise((resolve) => setTimeout(resolve, 50))) {
      const { rows } = await client.query<{ n: string }>('select count(*) as n from pg_stat_activity where datname = $1', [name]);
      if (Number(rows[0]!.n) === 0) return true;
      if (Date.now() - start >= ms) return false;
    }
  });
}

/**
 * Drops this file's database once its connections are gone. A pool answers its close before its
 * sockets have said goodbye, and a forced drop in that moment would cut one whose error then has
 * no listener left: so a database still in use is left for the run's end, which drops it by force.
 */
export async function dropFileDatabase(): Promise<void> {
  if (!current) return;
  const { name } = current;
  current = undefined;
  if (await untilUnused(name)) await onServer((client) => client.query(`drop database if exists ${quoteIdent(name)}`)).catch(() => undefined);
}
