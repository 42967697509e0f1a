/**
 * The server announces every change to a creator's matches (`matchesUpdated`), the tab's own
 * included. A change this tab made has already been written into its cache by the mutation that
 * made it, so the announcement it causes (its echo) must not make the page read its matches again.
 *
 * Each such mutation expects one echo before it is sent. The live subscription takes one
 * expectation per event it hears and skips that event. An expectation lasts while the mutation is
 * in flight and ECHO_WINDOW_MS after its answer (the event and the answer race each other); a
 * mutation that failed expects nothing. An echo that never comes (no socket) only lapses.
 */
export const ECHO_WINDOW_MS = 10_000;

/** When each expectation lapses: Infinity while its mutation is in flight. */
const expectations = new Set<{ until: number }>();

/** One expected echo; `settle(true)` once the server answered the change, `settle(false)` when it refused or failed. */
export function expectMatchesEcho(): { settle: (changed: boolean) => void } {
  const expectation = { until: Infinity };
  expectations.add(expectation);
  return {
    settle: (changed) => {
      if (changed) expectation.until = Date.now() + ECHO_WINDOW_MS;
      else expectations.delete(expectation);
    },
  };
}

/** Whether an event just heard is the echo of this tab's own change: if so it uses up that expectation. */
export function takeMatchesEcho(now = Date.now()): boolean {
  for (const expectation of expectations) if (expectation.until < now) expectations.delete(expectation);
  const [first] = expectations;
  if (!first) return false;
  expectations.delete(first);
  return true;
}

/** Runs `change` expecting its echo: the expectation stands if it succeeds, goes if it throws. */
export async function withMatchesEcho<T>(change: () => Promise<T>): Promise<T> {
  const echo = expectMatchesEcho();
  try {
    const result = await change();
    echo.settle(true);
    return result;
  } catch (error) {
    echo.settle(false);
    throw error;
  }
}
