import { setMaxListeners } from 'node:events';
import { createPubSub, type PubSubEventTarget } from '@graphql-yoga/subscription';

/**
 * Every live event with its payload, typed in one place. In-memory for one process today; the
 * roadmap's several instances swap the event target for Redis without touching publishers.
 */
export type PubSubEvents = {
  /** The resource or brand catalogue changed (seed, admin edits). */
  CATALOG_UPDATED: [payload: { kind: 'brands' | 'resources' | 'all'; changedAt: Date }];
  /** A creator's matches were recomputed or changed status. */
  MATCHES_UPDATED: [payload: { userId: string; matchCount: number }];
  /**
   * Sessions ended (logout, sign-in rotation, a role change): the listed ones, or every session
   * of `userId`. The WebSocket layer closes the sockets opened with them.
   */
  SESSIONS_ENDED: [payload: { sessionIds?: string[]; userId?: string }];
};

export type PubSub = ReturnType<typeof createAppPubSub>;

export function createAppPubSub() {
  // Every subscription is a listener on its topic: hundreds of them are normal, not a leak (the
  // bound is per socket, in graphql-ws.ts), so Node's warning after 10 would only be noise.
  const eventTarget = new EventTarget();
  setMaxListeners(0, eventTarget);
  return createPubSub<PubSubEvents>({ eventTarget: eventTarget as PubSubEventTarget<PubSubEvents> });
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
