import { createMemoryPubSub } from '../src/platform/events.js';
import type { PubSub, PubSubEvents } from '../src/modules/common/pubsub.js';

/**
 * The app pubsub in memory, watched: a test learns when the app has subscribed to a topic.
 *
 * A browser's subscription travels over its socket, the server checks the session and only then
 * listens. An event published before that is lost, as it would be for a real client (which then
 * catches up from the page's data). A test that publishes while a page is open therefore waits for
 * the app's subscription first instead of hoping the socket was quick enough.
 */
export function watchedPubSub(): { pubsub: PubSub; nextSubscription: (topic: keyof PubSubEvents, id?: string) => Promise<void> } {
  const inner = createMemoryPubSub();
  const waiting: { key: string; resolve: () => void }[] = [];
  const keyOf = (topic: string, id?: string) => (id === undefined ? topic : `${topic}:${id}`);
  const pubsub: PubSub = {
    publish: inner.publish,
    subscribe: ((topic: keyof PubSubEvents, id?: string) => {
      const iterable = (inner.subscribe as (topic: string, id?: string) => ReturnType<PubSub['subscribe']>)(topic, id);
      const key = keyOf(topic, id);
      for (const waiter of waiting.filter((w) => w.key === key)) {
        waiting.splice(waiting.indexOf(waiter), 1);
        // The listener is attached once the server starts reading the stream, in the same turn.
        setImmediate(waiter.resolve);
      }
      return iterable;
    }) as PubSub['subscribe'],
  };
  return {
    pubsub,
    /** Resolves at the app's next subscription to `topic` (and `id`, for a per-user topic) from now on. */
    nextSubscription: (topic, id) => new Promise((resolve) => waiting.push({ key: keyOf(topic, id), resolve })),
  };
}
