import type { Logger } from 'pino';
import { listen, type BroadcastTopic, type PubSub, type PubSubEvents } from '../modules/common/pubsub.js';

/**
 * Reacts to every event on a topic until stopped. A reaction that throws or rejects is logged
 * with its topic and the next event is still handled: a listener never ends in an unhandled
 * rejection, and never stops listening because one event went wrong.
 */
export function listenSafely<K extends BroadcastTopic>(
  pubsub: PubSub,
  logger: Logger,
  topic: K,
  reaction: (...payload: PubSubEvents[K]) => void | Promise<void>,
): () => void {
  const failed = (error: unknown) => logger.error({ err: error, topic }, 'an event listener failed');
  return listen(pubsub, topic, (...payload) => {
    try {
      const result = reaction(...payload);
      if (result) result.catch(failed);
    } catch (error) {
      failed(error);
    }
  });
}
