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
  /** A creator's matches were recomputed or changed status. */
  MATCHES_UPDATED: [payload: { userId: string; matchCount: number }];
};

export type PubSub = ReturnType<typeof createAppPubSub>;

export function createAppPubSub() {
  return createPubSub<PubSubEvents>();
}

/** Runs `handler` for every event on a topic until the returned stop function is called. */
export function listen<K extends keyof PubSubEvents>(pubsub: PubSub, topic: K, handler: (...payload: PubSubEvents[K]) => void): () => void {
  const iterator = pubsub.subscribe(topic as never)[Symbol.asyncIterator]();
  let stopped = false;
  void (async () => {
    while (!stopped) {
      const next = await iterator.next();
      if (next.done) return;
      handler(...([next.value] as unknown as PubSubEvents[K]));
    }
  })();
  return () => {
    stopped = true;
    void iterator.return?.();
  };
}
