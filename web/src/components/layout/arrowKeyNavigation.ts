import type { KeyboardEvent } from 'react';

const FOCUSABLE = 'a[href], button:not(:disabled)';

/**
 * Arrow keys for a list of links and buttons (Tab works as always): Up/Down move to the previous
 * or next item and wrap, Home/End jump to the ends. Attach as the container's onKeyDown.
 */
export function moveFocusWithArrows(event: KeyboardEvent<HTMLElement>) {
  if (!['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) return;
  const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE));
  if (items.length === 0) return;
  event.preventDefault();
  const current = items.findIndex((item) => item === document.activeElement);
  const last = items.length - 1;
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? last
        : event.key === 'ArrowDown'
          ? current < 0 || current === last
            ? 0
            : current + 1
          : current <= 0
            ? last
            : current - 1;
  items[next]?.focus();
}

/** Focuses the first item of a just-opened menu. */
export const focusFirstItem = (container: HTMLElement | null) => container?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
