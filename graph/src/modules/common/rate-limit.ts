import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppError } from './errors.js';

export type RateLimiter = RateLimiterAbstract;

/**
 * Where the counters live: Redis shared by every instance (keys `<prefix>rl:<name>:<key>`), or
 * this process's memory when `redis` is null (one instance, tests of a single module, tools).
 */
export type RateLimitStore = { redis: Redis | null; prefix: string };

export const MEMORY_RATE_LIMITS: RateLimitStore = { redis: null, prefix: '' };

/**
 * Every rate limiter of the app is made here: `points` uses per `durationSeconds` for each key.
 * On Redis, a command that cannot run (Redis down, or not ready yet) falls to an in-memory
 * insurance limiter with the same limits: during an outage each instance counts on its own,
 * so a limit is at worst multiplied by the number of instances, and no request fails or waits
 * on Redis. The limiter's calls (consume, get, reward, penalty, delete) are the same on both stores.
 */
export function createRateLimiter(store: RateLimitStore, options: { keyPrefix: string; points: number; durationSeconds: number }): RateLimiter {
  const memory = new RateLimiterMemory({ keyPrefix: options.keyPrefix, points: options.points, duration: options.durationSeconds });
  if (!store.redis) return memory;
  return new RateLimiterRedis({
    storeClient: store.redis,
    keyPrefix: `${store.prefix}rl:${options.keyPrefix}`,
    points: options.points,
    duration: options.durationSeconds,
    // Not "ready" (reconnecting, or still connecting at start): straight to the insurance limiter.
    rejectIfRedisNotReady: true,
    insuranceLimiter: memory,
  });
}

/**
 * Counts one use of `key`; past the limit, throws RATE_LIMITED with the seconds until the next
 * allowed use (sent as Retry-After) and the message `refusal` writes for that wait.
 */
export async function consumeOrRefuse(limiter: RateLimiterAbstract, key: string, refusal: (retryAfterSeconds: number) => string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    const retryAfter = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
    throw new AppError('RATE_LIMITED', refusal(retryAfter), undefined, retryAfter);
  }
}
