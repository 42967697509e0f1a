import { useEffect, useState, type RefObject } from 'react';

/** Regions that keep the floating button away: the open phone menu carries it. */
const REGION = '[data-fab-avoid]';

/**
 * What the floating button must never sit on: anything a finger may want there (form controls,
 * buttons, links, menu items) and those regions. Links count too: on the landing and brand pages
 * a card's link or a "Visit website" under the button was out of reach on a phone.
 */
const AVOID = `input:not([type="hidden"]), textarea, select, button, a[href], [role="menuitem"], ${REGION}`;

/**
 * On phones the button also keeps off what people read: text and pictures. There it covers a fifth
 * of the screen's width, and a line of the landing page or a brand page under it could not be read.
 * Wider screens leave a margin beside the content, so there it only keeps off what a finger needs.
 */
const AVOID_ON_PHONES = `${AVOID}, p, h1, h2, h3, h4, h5, h6, li, dt, dd, blockquote, figcaption, img, label, td, th`;

/** Fields that bring up a phone's on-screen keyboard. */
const TEXT_ENTRY =
  'textarea, select, [contenteditable="true"], input:not([type="checkbox"]):not([type="radio"]):not([type="button"]):not([type="submit"]):not([type="reset"]):not([type="range"]):not([type="file"]):not([type="color"])';

/** Below the tablet breakpoint (theme.breakpoints.tablet): where the panel is a full-screen sheet. */
export const PHONE = '(max-width: 767.98px)';

/** Points of the button's box tested for what lies under it: a 4 × 4 grid, edges included, so nothing 20 px or larger slips between. */
const GRID = [0, 1 / 3, 2 / 3, 1];

/** Whether anything to avoid lies under the button's box (hit-tested, so clipped or covered elements do not count). */
function coversSomething(button: HTMLElement, avoid: string): boolean {
  const box = button.getBoundingClientRect();
  for (const fx of GRID) {
    for (const fy of GRID) {
      const x = Math.min(box.left + fx * box.width, box.right - 1);
      const y = Math.min(box.top + fy * box.height, box.bottom - 1);
      for (const element of document.elementsFromPoint(x, y)) {
        if (element === button || button.contains(element)) continue;
        if (element.closest(avoid)) return true;
      }
    }
  }
  return false;
}

/**
 * Whether the assistant's floating button should step aside: while it would cover a control, a
 * button or the open menu, or on phones text or a picture (checked on scroll, resize, every change
 * of the page and every picture that loads, once a frame), and on phones while the menu is open
 * or a text field has the focus (the on-screen keyboard then takes the bottom of the screen). It never steps aside while it has the focus itself.
 */
export function useFabClearance(fab: RefObject<HTMLElement | null>, active: boolean): boolean {
  const [tucked, setTucked] = useState(false);

  useEffect(() => {
    // Inactive (the panel is open), the answer is false whatever was last measured; the first check on return renews it.
    if (!active) return;
    const phone = window.matchMedia(PHONE);
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let idle: (() => void) | undefined;
    const check = () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      idle?.();
      frame = 0;
      timer = undefined;
      idle = undefined;
      const button = fab.current;
      if (!button) return;
      const focused = document.activeElement;
      const typing = phone.matches && focused instanceof Element && focused.matches(TEXT_ENTRY);
      // A phone's menu takes the screen: the button waits until it closes, wherever it would sit.
      const menuOpen = phone.matches && document.querySelector(REGION) !== null;
      setTucked(focused !== button && (typing || menuOpen || coversSomething(button, phone.matches ? AVOID_ON_PHONES : AVOID)));
    };
    // Once a frame; the timer covers a page the browser paints no frames for (one in the background).
    const schedule = () => {
      if (frame || timer) return;
      idle?.();
      idle = undefined;
      frame = requestAnimationFrame(check);
      timer = setTimeout(check, 100);
    };
    // Changes of the page wait until the browser is idle: while a page loads it changes every frame,
    // and each check hit-tests the page sixteen times after forcing a layout, much of a phone's frame.
    const afterChanges = () => {
      if (frame || timer || idle) return;
      if (typeof requestIdleCallback === 'function') {
        const id = requestIdleCallback(check, { timeout: 250 });
        idle = () => cancelIdleCallback(id);
      } else {
        const id = setTimeout(check, 100);
        idle = () => clearTimeout(id);
      }
    };
    schedule();

    const observer = new MutationObserver(afterChanges);
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['class', 'hidden', 'open', 'disabled'] });
    const events = ['scroll', 'resize', 'focusin', 'focusout'] as const;
    for (const type of events) window.addEventListener(type, schedule, { capture: true, passive: true });
    // A picture that loads moves what follows it without changing the page's markup. Its load event
    // does not bubble and never reaches the window, so the document catches it on the way down.
    document.addEventListener('load', schedule, { capture: true, passive: true });
    window.visualViewport?.addEventListener('resize', schedule);
    phone.addEventListener('change', schedule);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      idle?.();
      observer.disconnect();
      for (const type of events) window.removeEventListener(type, schedule, { capture: true });
      document.removeEventListener('load', schedule, { capture: true });
      window.visualViewport?.removeEventListener('resize', schedule);
      phone.removeEventListener('change', schedule);
    };
  }, [fab, active]);

  return active && tucked;
}

/**
 * The part of the screen the user sees, on phones: with the on-screen keyboard up it is shorter
 * than the window, and a full-screen sheet sized to the window would hide its input behind the keys.
 */
export function useVisibleViewport(active: boolean): { top: number; height: number } | null {
  const [box, setBox] = useState<{ top: number; height: number } | null>(null);
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!active || !viewport) return;
    const update = () => setBox({ top: viewport.offsetTop, height: viewport.height });
    update();
    viewport.addEventListener('resize', update);
    viewport.addEventListener('scroll', update);
    return () => {
      viewport.removeEventListener('resize', update);
      viewport.removeEventListener('scroll', update);
    };
  }, [active]);
  return active ? box : null;
}
