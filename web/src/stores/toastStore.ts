import type { ReactNode } from 'react';

/** At most one toast on screen. */
export const TOAST_LIMIT = 1;
/** How long a dismissed toast stays in the list before it is removed. */
export const TOAST_REMOVE_DELAY = 1_000_000;
/** How long a toast shows before it dismisses itself. */
export const TOAST_DURATION = 5000;

export type ToastVariant = 'default' | 'destructive';

/** One button in a toast that acts on what it announces ("Undo"); pressing it closes the toast. */
export type ToastAction = { label: string; onClick: () => void };

export type ToastOptions = {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  action?: ToastAction;
  /** Milliseconds on screen; defaults to {@link TOAST_DURATION}. */
  duration?: number;
};

export type ToastData = {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  variant: ToastVariant;
  action?: ToastAction;
  duration: number;
  /** False once dismissed: it leaves the screen, and the list after {@link TOAST_REMOVE_DELAY}. */
  open: boolean;
};

export type ToastStoreAction =
  | { type: 'ADD'; toast: ToastData }
  | { type: 'UPDATE'; id: string; patch: Partial<Omit<ToastData, 'id'>> }
  | { type: 'DISMISS'; id?: string }
  | { type: 'REMOVE'; id?: string };

/** Pure state transitions; the timers live in {@link dispatch}. An absent id means every toast. */
export function toastReducer(state: readonly ToastData[], action: ToastStoreAction): readonly ToastData[] {
  switch (action.type) {
    case 'ADD':
      return [action.toast, ...state].slice(0, TOAST_LIMIT);
    case 'UPDATE':
      return state.map((t) => (t.id === action.id ? { ...t, ...action.patch } : t));
    case 'DISMISS':
      return state.map((t) => (action.id === undefined || t.id === action.id ? { ...t, open: false } : t));
    case 'REMOVE':
      return action.id === undefined ? [] : state.filter((t) => t.id !== action.id);
  }
}

/*
 * One store for the whole page, so `toast()` works from any hook or callback, even outside
 * React (a mutation's error handler), and the single <Toaster /> renders it.
 */
let state: readonly ToastData[] = [];
const listeners = new Set<() => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function scheduleRemoval(id: string) {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      dispatch({ type: 'REMOVE', id });
    }, TOAST_REMOVE_DELAY),
  );
}

function dispatch(action: ToastStoreAction) {
  if (action.type === 'DISMISS') {
    for (const t of state) if (action.id === undefined || t.id === action.id) scheduleRemoval(t.id);
  }
  state = toastReducer(state, action);
  for (const listener of listeners) listener();
}

export const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const getToasts = () => state;

/** Dismisses one toast, or every toast when no id is given. */
export const dismiss = (id?: string) => dispatch({ type: 'DISMISS', id });

/** Shows a toast (replacing the one on screen: at most one shows) and returns handles to it. */
export function toast({ variant = 'default', duration = TOAST_DURATION, ...content }: ToastOptions) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = `toast-${counter}`;
  dispatch({ type: 'ADD', toast: { id, variant, duration, open: true, ...content } });
  return {
    id,
    dismiss: () => dismiss(id),
    update: (patch: ToastOptions) => dispatch({ type: 'UPDATE', id, patch }),
  };
}
