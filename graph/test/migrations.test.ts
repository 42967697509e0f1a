import { describe, expect, it } from 'vitest';
import { withScratchDatabase } from '../src/db/database-server.js';
import { MIGRATIONS } from '../src/db/migrations/index.js';
import { migrate, openOrm } from '../src/db/orm.js';
import { databaseServerUrl } from './file-database.js';

describe('migrations', () => {
  it('run once when several instances start at the same moment', async () => {
    await withScratchDatabase(databaseServerUrl(), 'sb_migrate_race', async (url) => {
      const orms = await Promise.all([openOrm(url), openOrm(url), openOrm(url)]);
      try {
        const applied = await Promise.all(orms.map((orm) => migrate(orm)));
        // One instance applies them all; the others wait for it and find nothing left to do.
        expect(applied.sort((a, b) => b - a)).toEqual([MIGRATIONS.length, 0, 0]);
        const rows = await orms[0]!.em.fork().execute<{ n: string }[]>('select count(*) as n from mikro_orm_migrations');
        expect(Number(rows[0]!.n)).toBe(MIGRATIONS.length);
      } finally {
        await Promise.all(orms.map((orm) => orm.close()));
      }
    });
  });
});
