import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTooltipGroup, TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from './Tooltip';

afterEach(() => vi.useRealTimers());

describe('tooltip timing (700 ms open delay, 300 ms skip window)', () => {
  it('opens after 700 ms and skips the delay for 300 ms after closing', () => {
    expect(TOOLTIP_DELAY_MS).toBe(700);
    expect(TOOLTIP_SKIP_DELAY_MS).toBe(300);
  });

  it('waits the full delay until a tooltip has opened', () => {
    expect(createTooltipGroup().openDelay()).toBe(700);
  });

  it('opens the next tooltip at once while one is open and for 300 ms after it closes', () => {
    vi.useFakeTimers();
    const group = createTooltipGroup();
    const closeA = vi.fn();
    group.opened(closeA);
    expect(group.openDelay()).toBe(0);
    group.closed(closeA);
    vi.advanceTimersByTime(TOOLTIP_SKIP_DELAY_MS - 1);
    expect(group.openDelay()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(group.openDelay()).toBe(TOOLTIP_DELAY_MS);
  });

  it('a tooltip opening inside the skip window keeps the delay off', () => {
    vi.useFakeTimers();
    const group = createTooltipGroup();
    const closeA = vi.fn();
    const closeB = vi.fn();
    group.opened(closeA);
    group.closed(closeA);
    vi.advanceTimersByTime(200);
    group.opened(closeB);
    vi.advanceTimersByTime(1000);
    expect(group.openDelay()).toBe(0);
  });

  it('keeps one tooltip open: opening another closes the first', () => {
    const group = createTooltipGroup();
    const closeA = vi.fn();
    const closeB = vi.fn();
    group.opened(closeA);
    group.opened(closeB);
    expect(closeA).toHaveBeenCalledOnce();
    expect(closeB).not.toHaveBeenCalled();
  });
});
