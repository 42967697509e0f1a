import { describe, expect, it } from 'vitest';
import { ECHO_WINDOW_MS, expectMatchesEcho, takeMatchesEcho, withMatchesEcho } from './matchEchoes';

describe('the echoes of the tab’s own changes to its matches', () => {
  it('skips one event per change, while it is in flight and for a while after its answer', () => {
    const first = expectMatchesEcho();
    const second = expectMatchesEcho();
    expect(takeMatchesEcho()).toBe(true);
    first.settle(true);
    second.settle(true);
    expect(takeMatchesEcho()).toBe(true);
    // Both used up: the next event is someone else's change.
    expect(takeMatchesEcho()).toBe(false);
  });

  it('expects nothing of a change that failed, and lets an unheard echo lapse', () => {
    expectMatchesEcho().settle(false);
    expect(takeMatchesEcho()).toBe(false);
    expectMatchesEcho().settle(true);
    expect(takeMatchesEcho(Date.now() + ECHO_WINDOW_MS + 1)).toBe(false);
    expect(takeMatchesEcho()).toBe(false);
  });

  it('wraps a change: kept when it succeeds, dropped when it throws', async () => {
    await expect(withMatchesEcho(() => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(takeMatchesEcho()).toBe(false);
    expect(await withMatchesEcho(() => Promise.resolve(7))).toBe(7);
    expect(takeMatchesEcho()).toBe(true);
  });
});
