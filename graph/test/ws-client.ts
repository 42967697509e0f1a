import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

/**
 * A graphql-ws client for tests: a socket to an app's /graphql that sends the given session
 * cookie (and the Origin a browser would), as a signed-in browser tab does.
 */
export function socketClient(baseUrl: string, cookie?: string, options: { onClosed?: (code: number) => void } = {}): Client {
  return createClient({
    url: `${baseUrl.replace('http', 'ws')}/graphql`,
    webSocketImpl: class extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers: { origin: baseUrl, ...(cookie ? { cookie } : {}) } });
      }
    },
    retryAttempts: 0,
    lazy: true,
    on: { closed: (event) => options.onClosed?.((event as { code: number }).code) },
  });
}

/** Subscribes and collects every result until disposed. */
export function collect<T>(client: Client, query: string): { results: T[]; errors: unknown[]; dispose: () => void } {
  const results: T[] = [];
  const errors: unknown[] = [];
  const dispose = client.subscribe<T>(
    { query },
    {
      next: (value) => {
        if (value.errors?.length) errors.push(value.errors);
        else if (value.data) results.push(value.data as T);
      },
      error: (error) => errors.push(error),
      complete: () => undefined,
    },
  );
  return { results, errors, dispose };
}
