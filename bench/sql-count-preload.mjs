/**
 * Counts the SQL statements this process sends through pg (every pool and client: MikroORM,
 * kysely, graphile-worker), for the benches' figures per unit of work. Loaded into an app process
 * with `--import` (see sqlCountChild in harness.ts), it writes the counts to SQL_COUNT_FILE every
 * 100 ms (one file a thread: SQL_COUNT_FILE.<threadId>, which the reader sums, since a worker
 * thread loads this too); imported in a bench's own process, the counts are on globalThis.__sqlCounts.
 * Transaction control (BEGIN, COMMIT, ROLLBACK, SAVEPOINT, RELEASE) is counted apart as well.
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { threadId } from 'node:worker_threads';

if (!globalThis.__sqlCounts) {
  const counts = { statements: 0, transactionControl: 0 };
  globalThis.__sqlCounts = counts;
  // The CommonJS build, which the ESM entry of pg wraps: one Client class for both. MikroORM's
  // PostgreSQL driver has its own copy of pg (node_modules/@mikro-orm/postgresql/node_modules/pg):
  // every copy found is counted.
  const clients = new Set();
  for (const base of [`${process.cwd()}/`, `${process.cwd()}/node_modules/@mikro-orm/postgresql/`]) {
    try {
      clients.add(createRequire(base)('pg').Client);
    } catch {
      // not installed there
    }
  }
  for (const Client of clients) {
    const query = Client.prototype.query;
    Client.prototype.query = function countedQuery(config, ...rest) {
      const text = typeof config === 'string' ? config : config?.text;
      counts.statements += 1;
      if (typeof text === 'string' && /^\s*(begin|commit|rollback|savepoint|release|start transaction)\b/i.test(text)) counts.transactionControl += 1;
      return query.call(this, config, ...rest);
    };
  }
  const file = process.env.SQL_COUNT_FILE;
  if (file) {
    const write = () => writeFileSync(`${file}.${threadId}`, JSON.stringify(counts));
    setInterval(write, 100).unref();
    process.on('exit', write);
  }
}
