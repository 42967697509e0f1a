import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismiss, getToasts, toast, TOAST_DURATION, TOAST_LIMIT, TOAST_REMOVE_DELAY, toastReducer, type ToastData } from './toastStore';

const item = (id: string): ToastData => ({ id, variant: 'default', duration: TOAST_DURATION, open: true });

afterEach(() => vi.useRealTimers());

describe('toasts (one at a time, auto-dismissed, removed after a delay)', () => {
  it('shows one toast for 5000 ms and removes a dismissed one after 1,000,000 ms', () => {
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

  it('replaces the toast on screen with a new one, newest first', () => {
    const first = toast({ title: 'Saved' });
    const second = toast({ title: 'Login failed', variant: 'destructive' });
    expect(getToasts().map((t) => t.id)).toEqual([second.id]);
    expect(getToasts().some((t) => t.id === first.id)).toBe(false);
  });

  it('shows a toast for 5000 ms unless told otherwise, in the default variant', () => {
    const { id } = toast({ title: 'Profile saved' });
    expect(getToasts()).toMatchObject([{ id, duration: TOAST_DURATION, variant: 'default' }]);
    const custom = toast({ title: 'Copied', duration: 2000 });
    expect(getToasts()).toMatchObject([{ id: custom.id, duration: 2000 }]);
  });

  it('dismisses every toast when no id is given, and updates one in place', () => {
    const open = [item('a'), { ...item('b'), open: true }];
    expect(toastReducer(open, { type: 'DISMISS' }).every((t) => !t.open)).toBe(true);
    expect(toastReducer(open, { type: 'UPDATE', id: 'a', patch: { title: 'Retrying' } })[0]).toMatchObject({ id: 'a', title: 'Retrying' });
    expect(toastReducer(open, { type: 'REMOVE' })).toEqual([]);
  });

  it('keeps the removal time of the first dismissal when a toast is dismissed twice', () => {
    vi.useFakeTimers();
    const { id } = toast({ title: 'Done' });
    dismiss(id);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY / 2);
    dismiss(id);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY / 2);
    expect(getToasts()).toHaveLength(0);
  });
});
