/**
 * The server closes a socket with 4429 when the session, the account or the address already holds
 * as many open sockets as it may. Reconnecting at once would only be refused again (and, from many
 * tabs, hammer the server), so after such a close the client waits 15 s, then 30 s, 60 s … up to
 * 5 minutes between tries; the first socket that gets through resets the wait.
 *
 * graphql-ws's client counts 4429 among the closes it never retries. The socket class below hands
 * graphql-ws that close as 1013 "Try Again Later" (a close it retries), so the page carries on
 * once a slot is free instead of losing its live updates for good.
 */
export const SOCKET_REFUSED = 4429;

/** The close graphql-ws's client retries, standing in for a refusal. */
export const TRY_AGAIN_LATER = 1013;

export const REFUSAL_FIRST_WAIT_MS = 15_000;
export const REFUSAL_MAX_WAIT_MS = 5 * 60_000;

/** The wait before the next try after `refusals` refusals in a row (1: the first). */
export const refusalWaitMs = (refusals: number) => Math.min(REFUSAL_FIRST_WAIT_MS * 2 ** Math.max(0, refusals - 1), REFUSAL_MAX_WAIT_MS);

/** graphql-ws's own wait after other drops: 2^retries seconds plus 0.3 to 3 s of jitter. */
const defaultWaitMs = (retries: number) => 2 ** retries * 1000 + 300 + Math.floor(Math.random() * 2700);

type CloseLike = { code: number; reason: string; wasClean?: boolean };

/**
 * The pieces to give graphql-ws's `createClient`: `webSocketImpl`, `retryWait`, and `connected`
 * and `closed` to call from its `on` listeners. `sleep` is the timer (tests pass their own).
 */
export function createRefusalBackoff(Base: typeof WebSocket, sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms))) {
  let refusals = 0;
  let lastRefused = false;

  const wrap = (listener: ((this: WebSocket, event: CloseEvent) => unknown) | null) =>
    listener
      ? function (this: WebSocket, event: CloseEvent) {
          if (event.code !== SOCKET_REFUSED) return listener.call(this, event);
          refusals += 1;
          lastRefused = true;
          const stand: CloseLike = { code: TRY_AGAIN_LATER, reason: event.reason, wasClean: event.wasClean };
          return listener.call(this, stand as CloseEvent);
        }
      : null;

  // graphql-ws listens through `onclose`: through this class it sees a refusal as "try again later".
  class RefusalAwareWebSocket extends Base {}
  const inherited = closeHandlerOf(Base.prototype);
  Object.defineProperty(RefusalAwareWebSocket.prototype, 'onclose', {
    configurable: true,
    enumerable: true,
    get(this: WebSocket) {
      return inherited?.get?.call(this);
    },
    set(this: WebSocket, listener: ((this: WebSocket, event: CloseEvent) => unknown) | null) {
      inherited?.set?.call(this, wrap(listener));
    },
  });

  return {
    webSocketImpl: RefusalAwareWebSocket as typeof WebSocket,
    /** How long to wait before try number `retries` + 1. */
    retryWait: async (retries: number) => {
      const wait = lastRefused ? refusalWaitMs(refusals) : defaultWaitMs(retries);
      lastRefused = false;
      await sleep(wait);
    },
    /** A socket got through: the next refusal starts again at 15 s. */
    connected: () => {
      refusals = 0;
      lastRefused = false;
    },
    /** How many refusals in a row so far (for tests and diagnostics). */
    refusalsInARow: () => refusals,
  };
}

/** The `onclose` accessor of a WebSocket class, found up its prototype chain. */
function closeHandlerOf(prototype: object | null): PropertyDescriptor | undefined {
  for (let p = prototype; p; p = Object.getPrototypeOf(p) as object | null) {
    const descriptor = Object.getOwnPropertyDescriptor(p, 'onclose');
    if (descriptor) return descriptor;
  }
  return undefined;
}
