import type { PubSub as YogaPubSub } from '@graphql-yoga/subscription';

/**
 * Every live event with its payload, typed in one place: the contract between the modules that
 * publish and the ones that listen. A two-element tuple is a topic per audience: the first element
 * (a user id) names the topic, so an event reaches only that user's subscriptions, on whichever
 * instance holds them. A one-element tuple is a broadcast topic. The platform layer
 * (graph/src/platform/events.ts) carries these in memory or over Redis.
 *
 * Delivery is at most once (Redis drops what is published while a subscriber reconnects): a live
 * feature stores its data first, publishes after the commit, and lets a client catch up from a
 * cursor; an event is a nudge, never the only copy.
 */
export type PubSubEvents = {
  /** The resource or brand catalogue changed (seed, admin edits). */
  CATALOG_UPDATED: [payload: { kind: 'brands' | 'resources' | 'all'; changedAt: Date }];
  /** Banner ads changed (admin edits): every instance drops its cached lists. */
  BANNER_ADS_UPDATED: [payload: { changedAt: Date }];
  /** A creator's matches were recomputed or changed status: for that creator only. */
  MATCHES_UPDATED: [userId: string, payload: { matchCount: number }];
  /**
   * Sessions ended (logout, sign-in rotation, a role change): the listed ones, or every session
   * of `userId`. The WebSocket layer closes the sockets opened with them, telling the tab `cause`.
   */
  SESSIONS_ENDED: [payload: { sessionIds?: string[]; userId?: string; cause?: SessionEndCause }];
  /** A direct message was stored: published to each participant's own topic, after the commit. */
  MESSAGE_ADDED: [userId: string, payload: { messageId: string; conversationId: string }];
  /** The account read a conversation (in another tab, say): its unread counts changed. */
  CONVERSATION_READ: [userId: string, payload: { conversationId: string }];
  /** A notification was recorded, or gathered a new event: for its recipient only, after the commit. */
  NOTIFICATION_ADDED: [userId: string, payload: { notificationId: string }];
  /** A brief that opened fits this creator (MatchMade's score and its reasons), after the fits were stored: for that creator only. */
  BRIEF_POSTED: [userId: string, payload: { briefId: string; score: number; reasons: string[] }];
};

export type PubSub = YogaPubSub<PubSubEvents>;

/** The topics that every listener hears (no audience id). */
export type BroadcastTopic = { [K in keyof PubSubEvents]: PubSubEvents[K] extends [unknown] ? K : never }[keyof PubSubEvents];

/** Runs `handler` for every event on a broadcast topic until the returned stop function is called. */
export function listen<K extends BroadcastTopic>(pubsub: PubSub, topic: K, handler: (...payload: PubSubEvents[K]) => void): () => void {
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

/**
 * Why sessions ended, for the tabs that held them: signed out (logout in another tab or device),
 * the password changed (in settings or through a reset link), the account suspended. Anything
 * else (a role change, expiry, a deleted account) is told as the session having ended.
 */
export type SessionEndCause = 'signed-out' | 'password-changed' | 'suspended';
