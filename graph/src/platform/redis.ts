import { Redis, type RedisOptions } from 'ioredis';
import type { Logger } from 'pino';

/**
 * The app's Redis connections, opened in this one place from `REDIS_URL`:
 * - `commands` serves rate limits and event publishing. It never queues a command while Redis is
 *   away and gives up on one after a second, so an HTTP request is never held by a dead Redis: the
 *   caller falls back (rate limits to memory, a publish is dropped and logged).
 * - `subscriber` holds the event subscriptions. It queues and retries forever, so a subscription
 *   started during an outage is sent when Redis returns, and ioredis subscribes again to every
 *   channel it held before the connection dropped.
 * Both reconnect forever, backing off to 2 seconds between tries.
 */
export type RedisConnections = {
  commands: Redis;
  subscriber: Redis;
  /** Resolves when both connections are up, or after `timeoutMs` (the app then starts on its fallbacks). */
  ready: (timeoutMs: number) => Promise<boolean>;
  close: () => Promise<void>;
};

/** 100 ms, 200 ms, … up to 2 s between reconnection attempts, forever. */
export const reconnectDelay = (attempt: number) => Math.min(attempt * 100, 2000);

const COMMON: RedisOptions = {
  lazyConnect: false,
  retryStrategy: reconnectDelay,
  connectTimeout: 2000,
  // The app's own name in `CLIENT LIST`, for whoever debugs a shared Redis.
  connectionName: 'soundboard',
};

export function openRedis(url: string, logger: Logger): RedisConnections {
  const commands = watch(new Redis(url, { ...COMMON, enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: 1000 }), 'commands', logger);
  const subscriber = watch(new Redis(url, { ...COMMON, enableOfflineQueue: true, maxRetriesPerRequest: null, autoResubscribe: true }), 'subscriber', logger);
  const connections = [commands, subscriber];
  return {
    commands,
    subscriber,
    ready: async (timeoutMs) => {
      const deadline = new Promise<false>((resolve) => setTimeout(resolve, timeoutMs, false).unref());
      return Promise.race([Promise.all(connections.map(whenReady)).then(() => true), deadline]);
    },
    close: async () => {
      await Promise.all(
        connections.map(async (client) => {
          // QUIT waits for a reply: only a live connection gets one; any other is dropped at once.
          if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
          else client.disconnect();
        }),
      );
    },
  };
}

const whenReady = (client: Redis) => (client.status === 'ready' ? Promise.resolve() : new Promise<void>((resolve) => client.once('ready', () => resolve())));

/**
 * One log line when a connection is lost and one when it is back, however many retries lie
 * between (ioredis emits an error per failed attempt, every 100 ms to 2 s).
 */
function watch(client: Redis, role: string, logger: Logger): Redis {
  let down = false;
  client.on('error', (error: Error) => {
    if (down) return;
    down = true;
    logger.warn({ err: error, redis: role }, 'Redis connection lost; retrying (rate limits use memory, events are dropped until it is back)');
  });
  client.on('ready', () => {
    if (!down) return;
    down = false;
    logger.info({ redis: role }, 'Redis connection back');
  });
  return client;
}
