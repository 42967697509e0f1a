/**
 * Events across instances: two app processes (`node --import tsx graph/src/main.ts`) on one scratch
 * PostgreSQL database and one Redis, and a creator's `matchesUpdated` subscription over graphql-ws
 * on instance B. Two measures, each one event at a time (the next is sent once the last arrived):
 * - refresh on A → event on B: from sending `refreshMatches` to instance A until B's socket hears it
 *   (includes A's recompute, against an empty catalogue);
 * - publish → event on B: the bench publishes through the platform's Redis pubsub (as an instance
 *   does) and times the arrival on B's socket: Redis plus B's delivery.
 *
 * Run: npm run bench:events   (EVENTS_COUNT to change 1,000; REDIS_URL, default redis://127.0.0.1:6379)
 * The database is a scratch one on DATABASE_URL's server, or on the bench's embedded PostgreSQL.
 */
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { openScratchDatabaseServer, withScratchDatabase } from '../graph/src/db/database-server.js';
import { migrate, openOrm } from '../graph/src/db/orm.js';
import { createLogger } from '../graph/src/logger.js';
import { createRedisPubSub } from '../graph/src/platform/events.js';
import { openRedis } from '../graph/src/platform/redis.js';
import { startAppProcess, type AppProcess } from '../scripts/app-process.js';
import { benchConfig, registerForCookie, summarise } from './harness.js';

const COUNT = Number(process.env.EVENTS_COUNT ?? 1000);
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const PREFIX = `bench:${randomUUID()}:`;

const logger = createLogger('warn');
const config = benchConfig();

const server = await openScratchDatabaseServer(config, logger);
const instances: AppProcess[] = [];
try {
  await withScratchDatabase(server.url, 'sb_events', async (databaseUrl) => {
    // Migrated once here, so that the two instances do not both migrate at start.
    const orm = await openOrm(databaseUrl, logger);
    await migrate(orm);
    await orm.close();

    const env = {
      NODE_ENV: 'development',
      DATABASE_URL: databaseUrl,
      REDIS_URL,
      REDIS_PREFIX: PREFIX,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'error',
      REFRESH_PER_MINUTE: '1000000',
      AUTH_REGISTER_PER_IP: '1000000',
    };
    instances.push(...(await Promise.all([startAppProcess(env), startAppProcess(env)])));
    const a = instances[0]!.baseUrl;
    const cookie = await registerForCookie(a, { email: `events-${randomUUID().slice(0, 8)}@bench.test` });
    const viewer = (await (
      await fetch(`${a}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ query: '{ viewer { id } }' }),
      })
    ).json()) as {
      data: { viewer: { id: string } };
    };
    const userId = viewer.data.viewer.id;

    let waiting: ((count: number) => void) | null = null;
    const client = createClient({
      url: `${instances[1]!.baseUrl.replace('http', 'ws')}/graphql`,
      webSocketImpl: class extends WebSocket {
        constructor(address: string, protocols?: string | string[]) {
          super(address, protocols, { headers: { cookie } });
        }
      },
      retryAttempts: 0,
    });
    client.subscribe<{ matchesUpdated: { matchCount: number } }>(
      { query: 'subscription { matchesUpdated { matchCount } }' },
      { next: (value) => waiting?.(value.data?.matchesUpdated.matchCount ?? -1), error: (error) => console.error(error), complete: () => undefined },
    );
    const redis = openRedis(REDIS_URL, logger);
    await redis.ready(5000);
    const pubsub = createRedisPubSub({ publisher: redis.commands, subscriber: redis.subscriber, prefix: PREFIX, logger });
    // Until B's subscription has reached Redis, events would be lost: wait for it.
    for (;;) {
      const [, listeners] = (await redis.commands.pubsub('NUMSUB', `${PREFIX}MATCHES_UPDATED:${userId}`)) as [string, number];
      if (Number(listeners) > 0) break;
      await new Promise((r) => setTimeout(r, 50));
    }

    const arrival = (match: (count: number) => boolean, timeoutMs = 5000) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('an event did not arrive within 5 s')), timeoutMs);
        waiting = (count) => {
          if (!match(count)) return;
          clearTimeout(timer);
          waiting = null;
          resolve();
        };
      });

    const viaRefresh: number[] = [];
    const refreshOnly: number[] = [];
    for (let i = 0; i < COUNT; i += 1) {
      const heard = arrival(() => true);
      const started = performance.now();
      const response = await fetch(`${a}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ query: 'mutation { refreshMatches { matchCount } }' }),
      });
      if (!response.ok) throw new Error(`refresh failed: ${response.status}`);
      await response.json();
      refreshOnly.push(performance.now() - started);
      await heard;
      viaRefresh.push(performance.now() - started);
    }

    const viaPublish: number[] = [];
    for (let i = 0; i < COUNT; i += 1) {
      const heard = arrival((count) => count === i + 1);
      const started = performance.now();
      pubsub.publish('MATCHES_UPDATED', userId, { matchCount: i + 1 });
      await heard;
      viaPublish.push(performance.now() - started);
    }

    await client.dispose();
    await redis.close();
    console.log(`two instances (separate processes), one PostgreSQL, Redis at ${REDIS_URL}; ${COUNT} events each, one at a time`);
    console.log(summarise('refresh on A → event on B', viaRefresh));
    console.log(summarise('  (refresh on A, HTTP answer)', refreshOnly));
    console.log(summarise('publish → event on B', viaPublish));
    await Promise.all(instances.map((instance) => instance.stop()));
  });
} finally {
  await Promise.all(instances.map((instance) => instance.stop()));
  await server.stop();
}
