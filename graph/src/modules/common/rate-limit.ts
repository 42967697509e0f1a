import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppError } from './errors.js';

export type RateLimiter = RateLimiterAbstract;

/**
 * Every rate limiter of the app is made here: `points` uses per `durationSeconds` for each key.
 * In-process counters for one instance today; the roadmap's several instances swap this one
 * function for rate-limiter-flexible's Redis (or PostgreSQL) limiter, which has the same calls.
 */
export function createRateLimiter(options: { keyPrefix: string; points: number; durationSeconds: number }): RateLimiter {
  return new RateLimiterMemory({ keyPrefix: options.keyPrefix, points: options.points, duration: options.durationSeconds });
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
