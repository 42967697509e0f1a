/**
 * One run per key at a time: a caller that arrives while a run for its key is under way gets
 * that run's result instead of starting another. The key is forgotten once the run settles.
 */
export class SingleFlight<T> {
  private readonly running = new Map<string, Promise<T>>();

  run(key: string, fn: () => Promise<T>): Promise<T> {
    const current = this.running.get(key);
    if (current) return current;
    const started = Promise.resolve()
      .then(fn)
      .finally(() => this.running.delete(key));
    this.running.set(key, started);
    return started;
  }
}

/** Remembers a result per key for as long as it lives: one per request, so a read that may write runs once per request. */
export type Once = <T>(key: string, fn: () => Promise<T>) => Promise<T>;

export function createOnce(): Once {
  const results = new Map<string, Promise<unknown>>();
  return <T>(key: string, fn: () => Promise<T>): Promise<T> => {
    let result = results.get(key) as Promise<T> | undefined;
    if (!result) {
      result = Promise.resolve().then(fn);
      results.set(key, result);
    }
    return result;
  };
}
