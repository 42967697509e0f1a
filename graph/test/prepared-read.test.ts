import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_POOL } from '../src/config.js';
import { openOrm, type MikroORM } from '../src/db/orm.js';
import { preparedRead, readPrepared } from '../src/modules/common/sql.js';
import { fileDatabaseUrl } from './file-database.js';

/*
 * Prepared reads: outside a transaction a named statement on the ORM's own pool (one connection
 * here, so that what it prepared can be looked at), logged as the ORM logs; inside one, run on the
 * transaction, which sees its own uncommitted rows.
 */
const statements: string[] = [];
let orm: MikroORM;

beforeAll(async () => {
  orm = await openOrm(fileDatabaseUrl(), undefined, { pool: { ...DEFAULT_POOL, max: 1 }, onQuery: (sql) => statements.push(sql) });
  await orm.em.fork().execute('create table prepared_read_probe (id int primary key, label text not null)');
  await orm.em.fork().execute(`insert into prepared_read_probe values (1, 'one'), (2, 'two'), (3, 'three')`);
});

afterAll(async () => {
  await orm?.close(true);
});

const BETWEEN = preparedRead('prepared_read_probe_between', 'select id, label from prepared_read_probe where id >= ? and id <= ? order by id');

describe('preparedRead', () => {
  it("numbers the ORM's placeholders for PostgreSQL and refuses identifiers and escaped marks", () => {
    expect(BETWEEN.text).toBe('select id, label from prepared_read_probe where id >= $1 and id <= $2 order by id');
    expect(BETWEEN.sql).toContain('id >= ? and id <= ?');
    expect(() => preparedRead('bad_identifier', 'select ?? from t')).toThrow(/values only/);
    expect(() => preparedRead('bad_escape', 'select data \\? ? from t')).toThrow(/values only/);
    expect(() => preparedRead('prepared_read_probe_between', 'select 1 where ? = ?')).toThrow(/already has this name/);
  });
});

describe('readPrepared', () => {
  it('runs as a named statement, prepared once on the connection, with the ORM logging it', async () => {
    const em = orm.em.fork();
    statements.length = 0;
    expect(await readPrepared(em, BETWEEN, [2, 3])).toEqual([
      { id: 2, label: 'two' },
      { id: 3, label: 'three' },
    ]);
    expect(await readPrepared(em, BETWEEN, [1, 1])).toEqual([{ id: 1, label: 'one' }]);
    expect(statements.filter((sql) => sql.includes('from prepared_read_probe'))).toHaveLength(2);
    // One connection in the pool: the statement the reads prepared is on the connection this asks on.
    const prepared = await em.execute<{ name: string }[]>('select name from pg_prepared_statements');
    expect(prepared.map((row) => row.name)).toContain('prepared_read_probe_between');
  });

  it('runs on the transaction inside one, and sees what it has not committed', async () => {
    await orm.em
      .fork()
      .transactional(async (tx) => {
        await tx.execute(`insert into prepared_read_probe values (4, 'four')`);
        expect(await readPrepared(tx, BETWEEN, [4, 4])).toEqual([{ id: 4, label: 'four' }]);
        throw new Error('roll back');
      })
      .catch((error: Error) => expect(error.message).toBe('roll back'));
    expect(await readPrepared(orm.em.fork(), BETWEEN, [4, 4])).toEqual([]);
  });
});
