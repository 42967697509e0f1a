import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismiss, getToasts, toast, TOAST_DURATION, TOAST_LIMIT, TOAST_REMOVE_DELAY, toastReducer, type ToastData } from './toastStore';

const item = (id: string): ToastData => ({ id, variant: 'default', duration: TOAST_DURATION, open: true });

afterEach(() => vi.useRealTimers());

describe('toasts (spec §4, §9)', () => {
  it('has the spec numbers', () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
    expect(TOAST_DURATION).toBe(5000);
  });

  it('keeps at most one toast: the newest', () => {
    const state = toastReducer(toastReducer([], { type: 'ADD', toast: item('a') }), { type: 'ADD', toast: item('b') });
    expect(state.map((t) => t.id)).toEqual(['b']);
  });

  it('closes a dismissed toast at once and removes it 1,000,000 ms later', () => {
    vi.useFakeTimers();
    const { id } = toast({ title: 'Login failed', description: 'Invalid email or password', variant: 'destructive' });
    expect(getToasts()).toMatchObject([{ id, open: true, variant: 'destructive', duration: 5000 }]);
    dismiss(id);
    expect(getToasts()).toMatchObject([{ id, open: false }]);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
  });
});
