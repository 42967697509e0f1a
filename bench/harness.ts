/** Shared by the benchmarks: the real app on a scratch database, and a timing summary. */
import 'reflect-metadata';
import { loadConfig } from '../graph/src/config.js';
import { openDatabaseServer, withScratchDatabase } from '../graph/src/db/database-server.js';
import { migrate, openOrm, type MikroORM } from '../graph/src/db/orm.js';
import { seedDemoData } from '../graph/src/db/seed/seed.js';
import { createLogger } from '../graph/src/logger.js';
import { createApp } from '../graph/src/server.js';

export async function withBenchApp(fn: (baseUrl: string, orm: MikroORM) => Promise<void>): Promise<void> {
  const config = loadConfig({ ...process.env, NODE_ENV: 'test', EMBEDDED_PG_DIR: '.data/postgres-bench', EMBEDDED_PG_PORT: '54349' });
  const logger = createLogger('warn');
  const server = await openDatabaseServer(config, logger);
  try {
    await withScratchDatabase(server.url, 'sb_bench', async (url) => {
      const orm = await openOrm(url);
      await migrate(orm);
      await seedDemoData(orm.em.fork(), logger);
      const app = await createApp({ config: { ...config, databaseUrl: url }, orm, logger });
      const port = await app.listen(0, '127.0.0.1');
      try {
        await fn(`http://127.0.0.1:${port}`, orm);
      } finally {
        await app.close();
        await orm.close();
      }
    });
  } finally {
    await server.stop();
  }
}

export function summarise(label: string, samplesMs: number[]): string {
  const sorted = [...samplesMs].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(2);
  return `${label.padEnd(34)} n=${sorted.length}  p50=${at(0.5)} ms  p95=${at(0.95)} ms  p99=${at(0.99)} ms  max=${sorted.at(-1)!.toFixed(2)} ms`;
}
