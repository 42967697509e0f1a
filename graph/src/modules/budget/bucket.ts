import type { Redis } from 'ioredis';
import type { RateLimitStore } from '../common/rate-limit.js';

/** Each key's budget: a bucket of 1,000 points that refills 50 a second (full again 20 seconds after empty). */
export const BUDGET = { capacity: 1000, restoreRate: 50 } as const;

/** A bucket as stored: its points and the time (ms) they were counted at. */
export type BucketState = { tokens: number; at: number };

/**
 * - `take`: all of `amount` or nothing (a refused take leaves the bucket as it was);
 * - `adjust`: adds `amount` (negative takes), kept within 0 and the capacity: the settlement
 *   after an operation ran (its unused points back, or an unpaged list's overrun taken);
 * - `peek`: reads only.
 */
export type BucketMode = 'take' | 'adjust' | 'peek';

export type BucketAnswer = { ok: boolean; available: number };

/**
 * The bucket's arithmetic, the same as the Lua script's below (which Redis runs atomically): it
 * refills for the time since it was last counted, never past the capacity; a clock behind the
 * stored time (another instance's) refills nothing and keeps the later time.
 */
export function applyToBucket(state: BucketState | null, mode: BucketMode, amount: number, now: number): { state: BucketState; ok: boolean } {
  let tokens = state?.tokens ?? BUDGET.capacity;
  let at = state?.at ?? now;
  if (now > at) {
    tokens = Math.min(BUDGET.capacity, tokens + ((now - at) * BUDGET.restoreRate) / 1000);
    at = now;
  }
  let ok = true;
  if (mode === 'take') {
    if (tokens >= amount) tokens -= amount;
    else ok = false;
  } else if (mode === 'adjust') {
    tokens = Math.max(0, Math.min(BUDGET.capacity, tokens + amount));
  }
  return { state: { tokens, at }, ok };
}

/** Seconds until a bucket holding `available` points holds `needed`, rounded up (at least 1). */
export const secondsUntil = (needed: number, available: number): number => Math.max(1, Math.ceil((needed - available) / BUDGET.restoreRate));

/** Seconds until a bucket holding `available` points is full again (0 when it is). */
export const secondsUntilFull = (available: number): number => Math.max(0, Math.ceil((BUDGET.capacity - available) / BUDGET.restoreRate));

/**
 * One round trip, atomic on Redis: refill, then take, adjust or peek, and store the result with
 * an expiry at the time the bucket is full again (a missing bucket is a full one). Points are
 * stored as decimal text: Redis would truncate a number the script returns to an integer.
 */
const BUCKET_SCRIPT = `
local capacity = tonumber(ARGV[1])
local perMs = tonumber(ARGV[2]) / 1000
local now = tonumber(ARGV[3])
local amount = tonumber(ARGV[4])
local mode = ARGV[5]
local stored = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(stored[1])
local at = tonumber(stored[2])
if tokens == nil or at == nil then
  tokens = capacity
  at = now
end
if now > at then
  tokens = math.min(capacity, tokens + (now - at) * perMs)
  at = now
end
local ok = 1
if mode == 'take' then
  if tokens >= amount then tokens = tokens - amount else ok = 0 end
elseif mode == 'adjust' then
  tokens = math.max(0, math.min(capacity, tokens + amount))
end
if mode ~= 'peek' then
  redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', tostring(at))
  redis.call('PEXPIRE', KEYS[1], math.ceil((capacity - tokens) / perMs) + 1000)
end
return { ok, tostring(tokens) }
`;

type ScriptedRedis = Redis & { soundboardCostBucket: (key: string, ...args: (string | number)[]) => Promise<[number, string]> };

/** ioredis sends the script by its SHA (EVALSHA), and its text once when Redis does not know it yet. */
function scripted(redis: Redis): ScriptedRedis {
  if (!('soundboardCostBucket' in redis)) redis.defineCommand('soundboardCostBucket', { numberOfKeys: 1, lua: BUCKET_SCRIPT });
  return redis as ScriptedRedis;
}

/** The keys' buckets. `now` is passed in (ms), so that a test moves time instead of waiting it out. */
export type CostBucket = {
  apply: (bucketId: string, mode: BucketMode, amount: number, now: number) => Promise<BucketAnswer>;
};

/** Buckets in this process's memory: one instance, or the fallback while Redis cannot answer. */
function memoryBucket(): CostBucket {
  const buckets = new Map<string, BucketState>();
  return {
    apply: async (bucketId, mode, amount, now) => {
      const { state, ok } = applyToBucket(buckets.get(bucketId) ?? null, mode, amount, now);
      if (mode !== 'peek') {
        if (state.tokens >= BUDGET.capacity) buckets.delete(bucketId);
        else buckets.set(bucketId, state);
      }
      return { ok, available: state.tokens };
    },
  };
}

/**
 * Each key's bucket, shared by every instance on Redis (`<prefix>budget:<id>`), else in this
 * process's memory. Like the rate limits, a Redis that cannot answer right now (down, or not yet
 * connected) falls to memory: each instance then counts on its own until it is back, and no call
 * fails or waits on Redis.
 */
export function createCostBucket(store: RateLimitStore): CostBucket {
  const memory = memoryBucket();
  const redis = store.redis;
  if (!redis) return memory;
  return {
    apply: async (bucketId, mode, amount, now) => {
      if (redis.status !== 'ready') return memory.apply(bucketId, mode, amount, now);
      try {
        const [ok, tokens] = await scripted(redis).soundboardCostBucket(
          `${store.prefix}budget:${bucketId}`,
          BUDGET.capacity,
          BUDGET.restoreRate,
          now,
          amount,
          mode,
        );
        return { ok: ok === 1, available: Number(tokens) };
      } catch {
        return memory.apply(bucketId, mode, amount, now);
      }
    },
  };
}
