import { createPubSub } from '@graphql-yoga/subscription';

/**
 * Every live event with its payload, typed in one place. In-memory for one process today; the
 * roadmap's several instances swap the event target for Redis without touching publishers.
 */
export type PubSubEvents = {
  /** The resource or brand catalogue changed (seed, admin edits). */
  CATALOG_UPDATED: [payload: { kind: 'brands' | 'resources' | 'all'; changedAt: Date }];
  /** A creator's profile changed: their matches are stale (MatchMade AI listens). */
  PROFILE_UPDATED: [payload: { userId: string; changedAt: Date }];
};

export type PubSub = ReturnType<typeof createAppPubSub>;

export function createAppPubSub() {
  return createPubSub<PubSubEvents>();
}
