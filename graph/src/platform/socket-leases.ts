import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';

/**
 * How many WebSockets may be open at once: per session, per account (over all its sessions) and
 * per client address (signed-in and signed-out sockets alike). A socket holds a lease under each
 * of its keys for `leaseSeconds`, renewed while it stays open, so the slots of an instance that
 * dies without closing its sockets come free when their leases run out.
 */
export type SocketLimits = { perSession: number; perAccount: number; perAddress: number; leaseSeconds: number };

export const DEFAULT_SOCKET_LIMITS: SocketLimits = { perSession: 10, perAccount: 30, perAddress: 50, leaseSeconds: 60 };

/** Who opens a socket: a signed-out socket has an address only. */
export type SocketOwner = { sessionId?: string | null; accountId?: string | null; address?: string | null };

/** A granted slot: `release` frees it under every key (idempotent). */
export type SocketLease = { release: () => Promise<void> };

export type SocketLeases = {
  /** A lease under every key of the owner, or null when any of them is full (nothing is taken then). */
  acquire: (owner: SocketOwner) => Promise<SocketLease | null>;
  /** Extends every live lease by a full term; runs on a timer, a third of the term apart. */
  renew: () => Promise<void>;
  /** Stops renewing (the leases then run out on their own, as when the process dies). */
  stop: () => void;
};

type Slot = { key: string; limit: number };

/** One place that holds the leases: Redis (every instance) or this process's memory. */
type LeaseStore = {
  take: (member: string, slots: Slot[], now: number, expiry: number) => Promise<boolean>;
  extend: (entries: { member: string; keys: string[] }[], expiry: number) => Promise<void>;
  drop: (member: string, keys: string[]) => Promise<void>;
};

/**
 * Atomically, for every key: forget leases that ran out, refuse when the key is full; when none is
 * full, add the lease under every key. A sorted set per key, scored by each lease's expiry time.
 * KEYS: the keys; ARGV: now, expiry, member, key lifetime in ms, then one limit per key.
 */
const TAKE_SCRIPT = `
local now = tonumber(ARGV[1])
for i, key in ipairs(KEYS) do
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now)
  if redis.call('ZCARD', key) >= tonumber(ARGV[4 + i]) then return 0 end
end
for _, key in ipairs(KEYS) do
  redis.call('ZADD', key, ARGV[2], ARGV[3])
  redis.call('PEXPIRE', key, ARGV[4])
end
return 1`;

function redisStore(redis: Redis, termMs: number): LeaseStore {
  return {
    take: async (member, slots, now, expiry) => {
      const result = await redis.eval(TAKE_SCRIPT, slots.length, ...slots.map((s) => s.key), now, expiry, member, termMs * 2, ...slots.map((s) => s.limit));
      return Number(result) === 1;
    },
    extend: async (entries, expiry) => {
      if (entries.length === 0) return;
      const pipeline = redis.pipeline();
      for (const { member, keys } of entries) {
        for (const key of keys) pipeline.zadd(key, expiry, member).pexpire(key, termMs * 2);
      }
      await pipeline.exec();
    },
    drop: async (member, keys) => {
      const pipeline = redis.pipeline();
      for (const key of keys) pipeline.zrem(key, member);
      await pipeline.exec();
    },
  };
}

function memoryStore(): LeaseStore {
  const sets = new Map<string, Map<string, number>>();
  const live = (key: string, now: number) => {
    const set = sets.get(key) ?? new Map<string, number>();
    for (const [member, expiry] of set) if (expiry <= now) set.delete(member);
    sets.set(key, set);
    return set;
  };
  return {
    take: async (member, slots, now, expiry) => {
      if (slots.some((slot) => live(slot.key, now).size >= slot.limit)) return false;
      for (const slot of slots) live(slot.key, now).set(member, expiry);
      return true;
    },
    extend: async (entries, expiry) => {
      for (const { member, keys } of entries) for (const key of keys) sets.get(key)?.set(member, expiry);
    },
    drop: async (member, keys) => {
      for (const key of keys) {
        const set = sets.get(key);
        set?.delete(member);
        if (set?.size === 0) sets.delete(key);
      }
    },
  };
}

export type SocketLeasesOptions = {
  /** Redis shared by every instance, or null: this process's memory (one instance). */
  redis: Redis | null;
  prefix: string;
  limits: SocketLimits;
  logger: Logger;
  /** The clock, in ms: tests move it to let leases run out. */
  now?: () => number;
};

/**
 * The socket leases of one instance. On Redis, leases are counted for every instance together
 * (keys `<prefix>ws:session:<id>`, `ws:account:<id>`, `ws:address:<ip>`). When a Redis command
 * fails (Redis down), this instance counts in its own memory until Redis answers again, as the
 * rate limits do: a socket is never refused, nor made to wait, because Redis is away.
 */
export function createSocketLeases({ redis, prefix, limits, logger, now = Date.now }: SocketLeasesOptions): SocketLeases {
  const termMs = limits.leaseSeconds * 1000;
  const shared = redis ? redisStore(redis, termMs) : null;
  const local = memoryStore();
  /** Live leases of this instance, with the store that holds each. */
  const held = new Map<string, { keys: string[]; store: LeaseStore }>();
  let warned = false;
  const fellBack = (error: unknown) => {
    if (warned) return;
    warned = true;
    logger.warn({ err: error }, "Socket leases fall back to this instance's memory: Redis is unreachable");
  };

  const renew = async () => {
    const expiry = now() + termMs;
    const byStore = new Map<LeaseStore, { member: string; keys: string[] }[]>();
    for (const [member, { keys, store }] of held) byStore.set(store, [...(byStore.get(store) ?? []), { member, keys }]);
    for (const [store, entries] of byStore) await store.extend(entries, expiry).catch(fellBack);
  };
  const timer = setInterval(() => void renew(), termMs / 3);
  timer.unref();

  return {
    acquire: async (owner) => {
      const slots: Slot[] = [];
      if (owner.sessionId) slots.push({ key: `${prefix}ws:session:${owner.sessionId}`, limit: limits.perSession });
      if (owner.accountId) slots.push({ key: `${prefix}ws:account:${owner.accountId}`, limit: limits.perAccount });
      if (owner.address) slots.push({ key: `${prefix}ws:address:${owner.address}`, limit: limits.perAddress });
      const member = randomUUID();
      const at = now();
      let store = shared ?? local;
      let granted: boolean;
      try {
        granted = await store.take(member, slots, at, at + termMs);
        if (store === shared) warned = false;
      } catch (error) {
        fellBack(error);
        store = local;
        granted = await local.take(member, slots, at, at + termMs);
      }
      if (!granted) return null;
      const keys = slots.map((slot) => slot.key);
      held.set(member, { keys, store });
      return {
        release: async () => {
          if (!held.delete(member)) return;
          await store.drop(member, keys).catch(fellBack);
        },
      };
    },
    renew,
    stop: () => clearInterval(timer),
  };
}
