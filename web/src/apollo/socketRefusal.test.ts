import { createClient } from 'graphql-ws';
import { describe, expect, it } from 'vitest';
import { createRefusalBackoff, refusalWaitMs, SOCKET_REFUSED } from './socketRefusal';

/**
 * A WebSocket stand-in driven by a script: each new socket is refused (closed with 4429) while
 * `refuse` says so, else it opens and acknowledges graphql-ws's connection_init.
 */
function fakeSocketClass(refuse: (attempt: number) => boolean) {
  let attempts = 0;
  class FakeSocket {
    static readonly CONNECTING = 0;
    static readonly OPEN = 1;
    static readonly CLOSING = 2;
    static readonly CLOSED = 3;
    readonly CONNECTING = 0;
    readonly OPEN = 1;
    readonly CLOSING = 2;
    readonly CLOSED = 3;
    readyState = 0;
    protocol = 'graphql-transport-ws';
    onopen: (() => void) | null = null;
    onmessage: ((event: { data: string }) => void) | null = null;
    onerror: ((event: unknown) => void) | null = null;
    #onclose: ((event: { code: number; reason: string; wasClean: boolean }) => void) | null = null;

    get onclose() {
      return this.#onclose;
    }

    set onclose(listener) {
      this.#onclose = listener;
    }

    constructor() {
      attempts += 1;
      const refused = refuse(attempts);
      setTimeout(() => {
        if (refused) {
          this.readyState = 3;
          this.#onclose?.({ code: SOCKET_REFUSED, reason: 'Too many open connections', wasClean: true });
        } else {
          this.readyState = 1;
          this.onopen?.();
        }
      });
    }

    send(data: string) {
      if ((JSON.parse(data) as { type: string }).type === 'connection_init')
        setTimeout(() => this.onmessage?.({ data: JSON.stringify({ type: 'connection_ack' }) }));
    }

    close(code = 1000, reason = '') {
      if (this.readyState === 3) return;
      this.readyState = 3;
      setTimeout(() => this.#onclose?.({ code, reason, wasClean: true }));
    }
  }
  return FakeSocket as unknown as typeof WebSocket;
}

describe('socket refusal backoff', () => {
  it('waits 15 s after a refusal, doubling up to 5 minutes', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(refusalWaitMs)).toEqual([15_000, 30_000, 60_000, 120_000, 240_000, 300_000, 300_000, 300_000]);
  });

  it('keeps retrying a refused socket with that wait instead of giving up or reconnecting at once', async () => {
    const waits: number[] = [];
    // Refused seven times, let in on the eighth try.
    const backoff = createRefusalBackoff(
      fakeSocketClass((attempt) => attempt <= 7),
      async (ms) => {
        waits.push(ms);
      },
    );
    let connections = 0;
    let gaveUp: unknown = null;
    let connected!: () => void;
    const firstConnection = new Promise<void>((resolve) => (connected = resolve));
    const client = createClient({
      url: 'ws://soundboard.test/graphql',
      webSocketImpl: backoff.webSocketImpl,
      lazy: false,
      retryAttempts: Infinity,
      shouldRetry: () => true,
      retryWait: backoff.retryWait,
      onNonLazyError: (error) => {
        gaveUp = error;
        connected();
      },
      on: {
        connected: () => {
          backoff.connected();
          connections += 1;
          connected();
        },
      },
    });
    try {
      await firstConnection;
      expect(gaveUp).toBeNull();
      expect(waits).toEqual([15_000, 30_000, 60_000, 120_000, 240_000, 300_000, 300_000]);
      expect(backoff.refusalsInARow()).toBe(0);
      expect(connections).toBe(1);
    } finally {
      await client.dispose();
    }
  });
});
