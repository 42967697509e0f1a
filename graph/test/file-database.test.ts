import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { databaseUrlFor } from '../src/db/database-server.js';
import { databaseServerUrl, fileDatabaseName, fileDatabaseUrl } from './file-database.js';

/** Each test file works on its own copy of the run's seeded template, and nothing it writes leaves it. */
const connect = async (url: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
};

let own: pg.Client;
let server: pg.Client;
const email = `isolation-${randomUUID()}@example.test`;

beforeAll(async () => {
  own = await connect(fileDatabaseUrl());
  server = await connect(databaseServerUrl());
});

afterAll(async () => {
  await own?.end();
  await server?.end();
});

/** Runs `fn` on a fresh copy of the template: what another file starting now would see. */
async function onAnotherFilesCopy<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const name = `${inject('runDatabasePrefix')}other_${randomUUID().slice(0, 8)}`;
  await server.query(`create database "${name}" template "${inject('templateDatabase')}"`);
  try {
    const client = await connect(databaseUrlFor(databaseServerUrl(), name));
    try {
      return await fn(client);
    } finally {
      await client.end();
    }
  } finally {
    await server.query(`drop database "${name}" with (force)`);
  }
}

const userCount = async (client: pg.Client) => Number((await client.query<{ n: string }>('select count(*) as n from users')).rows[0]!.n);

describe("a test file's own database", () => {
  it("is the one the file connects to, named apart from the template and from the run's server database", async () => {
    const { rows } = await own.query<{ name: string }>('select current_database() as name');
    expect(rows[0]!.name).toBe(fileDatabaseName());
    expect(fileDatabaseName()).not.toBe(inject('templateDatabase'));
    expect(fileDatabaseName()).not.toBe('postgres');
    expect(fileDatabaseName().startsWith(inject('runDatabasePrefix'))).toBe(true);
  });

  it('starts as a copy of the seeded template', async () => {
    const mine = await userCount(own);
    expect(mine).toBeGreaterThan(0);
    expect(await onAnotherFilesCopy(userCount)).toBe(mine);
  });

  it('keeps what it writes: neither the template nor another file sees the row', async () => {
    const before = await userCount(own);
    await own.query('insert into users (id, email, username) values ($1, $2, $3)', [randomUUID(), email, `iso${randomUUID().slice(0, 8)}`]);
    expect(await userCount(own)).toBe(before + 1);
    const seen = await onAnotherFilesCopy(async (client) => (await client.query('select 1 from users where email = $1', [email])).rowCount);
    expect(seen).toBe(0);
  });

  it('cannot be reached through the template, which takes no connections', async () => {
    const { rows } = await server.query<{ datallowconn: boolean; datistemplate: boolean }>(
      'select datallowconn, datistemplate from pg_database where datname = $1',
      [inject('templateDatabase')],
    );
    expect(rows[0]).toEqual({ datallowconn: false, datistemplate: true });
  });
});
