/**
 * Database chores: `migrate`, `seed`, `migration:create [name]`, `migration:check`.
 * `migrate` and `seed` work on the app's database (with DATABASE_URL unset, the cluster a running
 * `npm start` holds, or one started for the command). Migration work happens in a scratch
 * database on a scratch server, so that diffs are taken against exactly what the committed
 * migrations build, never against a developer's hand-edited schema, and so that checks run
 * beside `npm start`.
 */
import 'reflect-metadata';
import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../config.js';
import { createLogger } from '../logger.js';
import { describeStartupFailure } from '../startup-error.js';
import { openDatabaseServer, openScratchDatabaseServer, withScratchDatabase } from './database-server.js';
import { migrate, MIGRATIONS_DIR, openOrm } from './orm.js';
import { seedDemoData } from './seed/seed.js';

async function pendingSchemaSql(url: string): Promise<string> {
  const orm = await openOrm(url);
  try {
    await migrate(orm);
    return (await orm.schema.getUpdateSchemaSQL({ wrap: false })).trim();
  } finally {
    await orm.close();
  }
}

/** Rewrites migrations/index.ts from the files present, in name (= time) order. */
async function writeMigrationIndex(): Promise<void> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((f) => /^Migration\d+.*\.ts$/.test(f)).sort();
  const names = files.map((f) => path.basename(f, '.ts'));
  const lines = [
    '/** The committed migrations, in order. Written by `npm run db:migration:create`; do not edit by hand. */',
    ...names.map((n) => `import { ${n} } from './${n}.js';`),
    '',
    `export const MIGRATIONS = [${names.map((n) => `{ name: '${n}', class: ${n} }`).join(', ')}];`,
    '',
  ];
  await writeFile(path.join(MIGRATIONS_DIR, 'index.ts'), lines.join('\n'));
}

async function main(): Promise<number> {
  const [command, ...args] = process.argv.slice(2);
  const config = loadConfig();
  const logger = createLogger(process.env.LOG_LEVEL ?? 'info');
  const scratch = command === 'migration:check' || command === 'migration:create';
  const server = await (scratch ? openScratchDatabaseServer : openDatabaseServer)(config, logger);
  try {
    switch (command) {
      case 'migrate': {
        const orm = await openOrm(server.url);
        try {
          const applied = await migrate(orm);
          console.log(applied ? `applied ${applied} migration(s)` : 'database is up to date');
        } finally {
          await orm.close();
        }
        return 0;
      }
      case 'seed': {
        const orm = await openOrm(server.url);
        try {
          await migrate(orm);
          const result = await seedDemoData(orm.em.fork(), logger);
          console.log(result.seeded ? `seeded ${JSON.stringify(result.counts)}` : 'database already holds data: nothing seeded');
        } finally {
          await orm.close();
        }
        return 0;
      }
      case 'migration:check': {
        const sql = await withScratchDatabase(server.url, 'sb_migcheck', pendingSchemaSql);
        if (sql) {
          console.error('Entities and migrations disagree. Run `npm run db:migration:create -- <name>`. Missing SQL:\n' + sql);
          return 1;
        }
        console.log('migrations match the entities');
        return 0;
      }
      case 'migration:create': {
        const name = args[0];
        const created = await withScratchDatabase(server.url, 'sb_migcreate', async (url) => {
          const orm = await openOrm(url);
          try {
            await migrate(orm);
            const result = await orm.migrator.create(MIGRATIONS_DIR, false, false, name);
            return result.fileName;
          } finally {
            await orm.close();
          }
        });
        if (!created) {
          console.log('no schema changes: nothing to create');
          return 0;
        }
        await writeMigrationIndex();
        console.log(`created ${path.join(MIGRATIONS_DIR, created)}`);
        return 0;
      }
      default:
        console.error('usage: db <migrate|seed|migration:create [name]|migration:check>');
        return 2;
    }
  } finally {
    await server.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`db: ${describeStartupFailure(error)}`);
    process.exit(1);
  },
);
