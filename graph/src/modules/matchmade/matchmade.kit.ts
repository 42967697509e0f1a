import type { EntityManager } from '@mikro-orm/postgresql';
import type { PubSub } from '../common/pubsub.js';
import { createRateLimiter, MEMORY_RATE_LIMITS, type RateLimiter, type RateLimitStore } from '../common/rate-limit.js';
import { SingleFlight, type Once } from '../common/single-flight.js';
import { brandCatalog } from './brand-matches.js';
import { CatalogCache } from './catalog.js';

/** MatchMade's app-wide state, and what a read of matches carries through a request. */

/** App-wide MatchMade state: the prepared catalogue, events, the recompute in flight per creator and the refresh limit. */
export type MatchmadeKit = {
  catalog: CatalogCache;
  /** The brand directory prepared for the same engine ("Brands that fit you", brand-matches.ts). */
  brandCatalog: CatalogCache;
  pubsub: PubSub;
  /** The recompute under way per creator. */
  recomputes: SingleFlight<number>;
  /** The freshness check (and the recompute it may start) under way per creator. */
  freshness: SingleFlight<void>;
  refreshLimiter: RateLimiter;
};

declare module '../common/context.js' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging
  interface ModuleKits {
    /** The prepared catalogue MatchMade AI scores against. */
    matchmade: MatchmadeKit;
  }
}

export function createMatchmadeKit(catalog: CatalogCache, pubsub: PubSub, refreshPerMinute: number, limits: RateLimitStore = MEMORY_RATE_LIMITS): MatchmadeKit {
  return {
    catalog,
    brandCatalog: new CatalogCache(60_000, brandCatalog),
    pubsub,
    recomputes: new SingleFlight<number>(),
    freshness: new SingleFlight<void>(),
    refreshLimiter: createRateLimiter(limits, { keyPrefix: 'refresh', points: refreshPerMinute, durationSeconds: 60 }),
  };
}

/** What a read of a creator's matches needs: the request's own entity manager and its once-per-request memo. */
export type MatchScope = { em: EntityManager; matchmade: MatchmadeKit; once: Once };
