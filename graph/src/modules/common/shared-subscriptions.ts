/**
 * Folding of identical subscriptions. One account may hold many subscriptions to the same field
 * with the same arguments (several tabs, several sockets, or a client that subscribes over and
 * over). An event then reaches each of them; without folding, each would run the field's SQL for
 * it, so an event's cost would grow with the number of copies. Here the first subscription of a
 * viewer to resolve an event computes the value, and every identical one of that viewer on this
 * instance gets the same promise: one resolution per event, viewer and argument set, fanned out.
 *
 * An event is recognised by its payload object: the pubsub hands the very same object to every
 * listener of a topic on this instance (in memory and from Redis alike). The results hang off that
 * object in a WeakMap, so they go when the event does, with no timer and no size to tune.
 *
 * A viewer gets at most SHARED_PER_VIEWER distinct argument sets of one field per event folded;
 * further ones resolve on their own (correct, just not shared), so a client that varies its
 * arguments on purpose cannot grow the table without bound.
 */
export const SHARED_PER_VIEWER = 20;

const byEvent = new WeakMap<object, Map<string, Promise<unknown>>>();

/** Counters of this process, read by the subscription benchmark: resolutions run and folded. */
export const sharedSubscriptionStats = { resolved: 0, folded: 0 };

/**
 * The value of `field` with `args` for `viewerId` and this event: computed by the first caller,
 * shared with every identical caller after it. A failure is shared too (each caller sees it).
 */
export function sharedPerViewer<T>(event: object, field: string, viewerId: string, args: unknown, compute: () => Promise<T>): Promise<T> {
  let entries = byEvent.get(event);
  if (!entries) {
    entries = new Map();
    byEvent.set(event, entries);
  }
  const prefix = `${field}\u0000${viewerId}\u0000`;
  const key = `${prefix}${JSON.stringify(args ?? null)}`;
  const existing = entries.get(key);
  if (existing) {
    sharedSubscriptionStats.folded += 1;
    return existing as Promise<T>;
  }
  sharedSubscriptionStats.resolved += 1;
  const value = compute();
  let distinct = 0;
  for (const known of entries.keys()) if (known.startsWith(prefix)) distinct += 1;
  if (distinct < SHARED_PER_VIEWER) entries.set(key, value);
  return value;
}
