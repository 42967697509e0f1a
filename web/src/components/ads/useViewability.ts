import { useEffect, useRef, type RefObject } from 'react';

/** The industry's display viewability rule: at least half of the ad in view for one continuous second. */
export const VIEWABLE_RATIO = 0.5;
export const VIEWABLE_MS = 1000;

/**
 * Calls `onViewable` once per `key` (one ad, for as long as this element shows it) when the element
 * has been at least half in view for one continuous second, measured with IntersectionObserver.
 * The second starts over whenever the element drops below half or the tab is hidden.
 */
export function useViewability(ref: RefObject<Element | null>, key: string, onViewable: () => void): void {
  const callback = useRef(onViewable);
  useEffect(() => {
    callback.current = onViewable;
  });

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    let inView = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const disarm = () => {
      clearTimeout(timer);
      timer = undefined;
    };
    const stop = () => {
      disarm();
      observer.disconnect();
      document.removeEventListener('visibilitychange', onVisibility);
    };
    const arm = () => {
      if (timer !== undefined || !inView || document.visibilityState !== 'visible') return;
      timer = setTimeout(() => {
        stop();
        callback.current();
      }, VIEWABLE_MS);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1]!;
        inView = entry.isIntersecting && entry.intersectionRatio >= VIEWABLE_RATIO;
        if (inView) arm();
        else disarm();
      },
      { threshold: [0, VIEWABLE_RATIO, 1] },
    );
    const onVisibility = () => (document.visibilityState === 'visible' ? arm() : disarm());
    observer.observe(element);
    document.addEventListener('visibilitychange', onVisibility);
    return stop;
  }, [ref, key]);
}
