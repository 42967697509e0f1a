import type { Logger } from 'pino';
import type { PubSub } from '../modules/common/pubsub.js';
import { MEMORY_RATE_LIMITS, type RateLimitStore } from '../modules/common/rate-limit.js';
import { createMemoryPubSub, createRedisPubSub } from './events.js';
import { openRedis } from './redis.js';

/**
 * What several instances must share, built once by the wiring and handed to the modules: the
 * event bus and the rate-limit store. In this process's memory without `REDIS_URL`; on Redis with
 * it. (The assistant's conversations are in PostgreSQL either way.) Platform code never imports a
 * feature module: modules see only the contracts in modules/common.
 */
export type Platform = {
  pubsub: PubSub;
  rateLimits: RateLimitStore;
  close: () => Promise<void>;
};

/** How long a start waits for Redis before it goes on with its fallbacks (memory limits, dropped events). */
const READY_TIMEOUT_MS = 3000;

/** What the platform needs of the app's config (the wiring passes its Config). */
export type PlatformConfig = { redisUrl: string | undefined; redisPrefix: string };

export async function createPlatform(config: PlatformConfig, logger: Logger): Promise<Platform> {
  if (!config.redisUrl) return { pubsub: createMemoryPubSub(), rateLimits: MEMORY_RATE_LIMITS, close: async () => undefined };
  const redis = openRedis(config.redisUrl, logger);
  if (!(await redis.ready(READY_TIMEOUT_MS))) {
    logger.warn('Redis is not reachable at start: rate limits count in memory and events stay unsent until it is');
  }
  const prefix = config.redisPrefix;
  return {
    pubsub: createRedisPubSub({ publisher: redis.commands, subscriber: redis.subscriber, prefix, logger }),
    rateLimits: { redis: redis.commands, prefix },
    close: redis.close,
  };
}
