/**
 * Gathers the loads asked within one tick into one call: the same field on every object of a page
 * (a `claimed` per brand card, a `creator` per request) then costs one query, not one per object.
 * Keep one per request (through `once`): results are not shared between requests.
 */
export function batcher<V>(load: (keys: string[]) => Promise<Map<string, V>>, missing: V): (key: string) => Promise<V> {
  let waiting: { key: string; resolve: (value: V) => void; reject: (error: unknown) => void }[] = [];
  const flush = () => {
    const batch = waiting;
    waiting = [];
    load([...new Set(batch.map((item) => item.key))]).then(
      (values) => batch.forEach((item) => item.resolve(values.has(item.key) ? values.get(item.key)! : missing)),
      (error: unknown) => batch.forEach((item) => item.reject(error)),
    );
  };
  return (key) =>
    new Promise<V>((resolve, reject) => {
      waiting.push({ key, resolve, reject });
      // After the resolvers of this tick have all asked (graphql-js calls a list's fields in one pass).
      if (waiting.length === 1) void Promise.resolve().then(() => process.nextTick(flush));
    });
}
