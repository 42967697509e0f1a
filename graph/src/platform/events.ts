import { setMaxListeners } from 'node:events';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createPubSub, type PubSubEventTarget } from '@graphql-yoga/subscription';
import type { Redis } from 'ioredis';
import superjson from 'superjson';
import type { Logger } from 'pino';
import type { PubSub, PubSubEvents } from '../modules/common/pubsub.js';

/**
 * The app pubsub in this process's memory: one instance, or a tool that needs the type only.
 * Every subscription is a listener on its topic: hundreds of them are normal, not a leak (the
 * bound is per socket, in graphql-ws.ts), so Node's warning after 10 would only be noise.
 */
export function createMemoryPubSub(): PubSub {
  const eventTarget = new EventTarget();
  setMaxListeners(0, eventTarget);
  return createPubSub<PubSubEvents>({ eventTarget: eventTarget as PubSubEventTarget<PubSubEvents> });
}

/**
 * The app pubsub over Redis pub/sub, shared by every instance on the same Redis and `prefix`.
 *
 * Redis pub/sub is at most once: what is published while a subscriber is disconnected is lost,
 * and nothing is replayed. So live features store first, publish after the commit, and let the
 * client catch up from a cursor; the event only says "look again".
 *
 * Payloads go through superjson, so a Date published on one instance is a Date on the other.
 * Channels are `<prefix><topic>` (`sb:MATCHES_UPDATED:<userId>`): apps on one Redis with
 * different prefixes (test runs, staging beside production) never hear each other.
 *
 * The event target fires Redis commands without awaiting them; the adapters below catch their
 * rejections, so a publish or a subscribe during an outage is logged (once per outage) instead
 * of becoming an unhandled rejection that would end the process.
 */
export function createRedisPubSub({ publisher, subscriber, prefix, logger }: { publisher: Redis; subscriber: Redis; prefix: string; logger: Logger }): PubSub {
  let failing = false;
  publisher.on('ready', () => (failing = false));
  const dropped = (what: string) => (error: unknown) => {
    if (failing) return 0;
    failing = true;
    logger.warn({ err: error }, `an event ${what} failed: Redis is unreachable; live events are dropped until it is back`);
    return 0;
  };

  const publishClient: Pick<Redis, 'publish'> = {
    publish: (channel: string | Buffer, message: string | Buffer) => publisher.publish(`${prefix}${String(channel)}`, message).catch(dropped('publish')),
  };
  const subscribeClient = {
    on: (event: 'message', listener: (channel: string, message: string) => void) => {
      subscriber.on(event, (channel: string, message: string) => {
        if (channel.startsWith(prefix)) listener(channel.slice(prefix.length), message);
      });
      return subscribeClient;
    },
    // The subscriber queues while Redis is away (see redis.ts): these reject only at close.
    subscribe: (channel: string) => subscriber.subscribe(`${prefix}${channel}`).catch(dropped('subscription')),
    unsubscribe: (channel: string) => subscriber.unsubscribe(`${prefix}${channel}`).catch(dropped('unsubscription')),
  };

  const eventTarget = createRedisEventTarget<CustomEvent>({
    // The target uses only these calls; the adapters stand in for the clients.
    publishClient: publishClient as Redis,
    subscribeClient: subscribeClient as unknown as Redis,
    serializer: { stringify: (message) => superjson.stringify(message), parse: (message) => superjson.parse(message) },
  });
  return createPubSub<PubSubEvents>({ eventTarget: eventTarget as PubSubEventTarget<PubSubEvents> });
}
