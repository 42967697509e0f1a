import {
  cloneElement,
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes } from 'styled-components';

/** How long a pointer rests on a trigger before its tooltip opens. */
export const TOOLTIP_DELAY_MS = 700;
/** After a tooltip closes, another one opens without delay for this long. */
export const TOOLTIP_SKIP_DELAY_MS = 300;
/** Gap between the trigger and the bubble, and the bubble's minimum distance from the viewport edge. */
const OFFSET_PX = 8;

/**
 * The timing shared by every tooltip under one provider. Once a tooltip has opened, the user is
 * "reading tooltips": the next one opens at once, until the skip window after a close runs out.
 * Only one tooltip is open at a time.
 */
export type TooltipGroup = {
  /** Milliseconds a hover waits before opening: the full delay, or 0 inside the skip window. */
  openDelay: () => number;
  /** Marks `close` as the open tooltip, closing the one before it. */
  opened: (close: () => void) => void;
  /** Starts the skip window; `close` identifies the tooltip that closed. */
  closed: (close: () => void) => void;
};

export function createTooltipGroup(delay = TOOLTIP_DELAY_MS, skipDelay = TOOLTIP_SKIP_DELAY_MS): TooltipGroup {
  let delayed = true;
  let skipTimer: ReturnType<typeof setTimeout> | undefined;
  let current: (() => void) | null = null;
  return {
    openDelay: () => (delayed ? delay : 0),
    opened(close) {
      clearTimeout(skipTimer);
      delayed = false;
      if (current && current !== close) current();
      current = close;
    },
    closed(close) {
      if (current === close) current = null;
      clearTimeout(skipTimer);
      skipTimer = setTimeout(() => {
        delayed = true;
      }, skipDelay);
    },
  };
}

/*
 * A page-wide group is the default, so a tooltip works without a provider; a provider gives a part
 * of the page its own timing (or other delays, in a story or test).
 */
const TooltipContext = createContext<TooltipGroup>(createTooltipGroup());

type TooltipProviderProps = {
  delay?: number;
  skipDelay?: number;
  children: ReactNode;
};

export const TooltipProvider = ({ delay = TOOLTIP_DELAY_MS, skipDelay = TOOLTIP_SKIP_DELAY_MS, children }: TooltipProviderProps) => {
  const group = useMemo(() => createTooltipGroup(delay, skipDelay), [delay, skipDelay]);
  return <TooltipContext.Provider value={group}>{children}</TooltipContext.Provider>;
};

type TooltipSide = 'top' | 'bottom';

type TooltipProps = {
  /** A short hint that adds to the trigger's accessible name; it is not the name itself. */
  content: ReactNode;
  /** Preferred side; the bubble flips when the viewport has no room there. */
  side?: TooltipSide;
  /** One focusable element, such as an icon button or a link. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
};

/**
 * A hint bubble for a control: opens after the hover delay (at once inside the skip window), at
 * once on keyboard focus, closes on leave, blur, press or Escape. The bubble is role=tooltip and
 * describes the trigger (aria-describedby) while open. It stays open while the pointer moves onto
 * it, so its text can be read or magnified (WCAG 1.4.13).
 */
export const Tooltip = ({ content, side = 'top', children }: TooltipProps) => {
  const group = useContext(TooltipContext);
  const id = useId();
  const [open, setOpen] = useState(false);
  const anchorRef = useRef<HTMLSpanElement>(null);
  const bubbleRef = useRef<HTMLDivElement>(null);
  const openTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // A press focuses the trigger too; that focus is not a keyboard user asking for the hint.
  const pressing = useRef(false);

  const close = useCallback(() => {
    clearTimeout(openTimer.current);
    setOpen(false);
  }, []);

  const openNow = useCallback(() => {
    clearTimeout(openTimer.current);
    setOpen(true);
  }, []);

  useEffect(() => () => clearTimeout(openTimer.current), []);

  // Tell the group, so that it closes any other open tooltip and runs the skip window after this one.
  useEffect(() => {
    if (!open) return;
    group.opened(close);
    return () => group.closed(close);
  }, [open, group, close]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, close]);

  // Placed by hand before paint: centred on the trigger, flipped when out of room, kept on screen.
  useLayoutEffect(() => {
    if (!open) return;
    const place = () => {
      // The wrapper has no box (display: contents): measure the control inside it.
      const anchor = anchorRef.current?.firstElementChild;
      const bubble = bubbleRef.current;
      if (!anchor || !bubble) return;
      const a = anchor.getBoundingClientRect();
      const b = bubble.getBoundingClientRect();
      const roomAbove = a.top - b.height - OFFSET_PX >= OFFSET_PX;
      const roomBelow = a.bottom + b.height + OFFSET_PX <= window.innerHeight - OFFSET_PX;
      const actual: TooltipSide = side === 'top' ? (roomAbove || !roomBelow ? 'top' : 'bottom') : roomBelow || !roomAbove ? 'bottom' : 'top';
      const top = actual === 'top' ? a.top - b.height - OFFSET_PX : a.bottom + OFFSET_PX;
      const maxLeft = Math.max(OFFSET_PX, window.innerWidth - b.width - OFFSET_PX);
      const left = Math.min(Math.max(a.left + a.width / 2 - b.width / 2, OFFSET_PX), maxLeft);
      bubble.style.transform = `translate(${Math.round(left)}px, ${Math.round(top)}px)`;
      bubble.dataset.side = actual;
    };
    place();
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, { capture: true, passive: true });
    return () => {
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, { capture: true });
    };
  }, [open, side]);

  const onPointerEnter = (event: PointerEvent) => {
    // Touch has no hover; a tap is a press, and the control's own label has to do.
    if (event.pointerType === 'touch' || open) return;
    const wait = group.openDelay();
    if (wait === 0) openNow();
    else {
      clearTimeout(openTimer.current);
      openTimer.current = setTimeout(openNow, wait);
    }
  };

  const onPointerLeave = (event: PointerEvent) => {
    if (event.relatedTarget instanceof Node && bubbleRef.current?.contains(event.relatedTarget)) return;
    close();
  };

  const onPointerDown = () => {
    pressing.current = true;
    document.addEventListener('pointerup', () => (pressing.current = false), { once: true });
    close();
  };

  const onFocus = () => {
    if (!pressing.current) openNow();
  };

  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget)) close();
  };

  const describedBy = [children.props['aria-describedby'], open ? id : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <>
      <Anchor ref={anchorRef} onPointerEnter={onPointerEnter} onPointerLeave={onPointerLeave} onPointerDown={onPointerDown} onFocus={onFocus} onBlur={onBlur}>
        {cloneElement(children, { 'aria-describedby': describedBy })}
      </Anchor>
      {open
        ? createPortal(
            <Bubble
              ref={bubbleRef}
              id={id}
              role="tooltip"
              data-side={side}
              onPointerLeave={(event) => {
                if (!(event.relatedTarget instanceof Node && anchorRef.current?.contains(event.relatedTarget))) close();
              }}
            >
              {content}
            </Bubble>,
            document.body,
          )
        : null}
    </>
  );
};

/* Takes no box of its own, so wrapping a control never changes the layout around it. */
const Anchor = styled.span`
  display: contents;
`;

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const Bubble = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  z-index: ${({ theme }) => theme.zIndices.tooltip};
  max-width: min(280px, calc(100vw - ${OFFSET_PX * 2}px));
  padding: ${({ theme }) => `6px ${theme.space.sm}`};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface3};
  box-shadow: ${({ theme }) => theme.shadows.md};
  color: ${({ theme }) => theme.colors.textPrimary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  animation: ${fadeIn} 120ms ease-out;

  /* Bridges the gap to the trigger, so the pointer can travel onto the bubble without closing it. */
  &::before {
    content: '';
    position: absolute;
    left: 0;
    right: 0;
    height: ${OFFSET_PX}px;
  }

  &[data-side='top']::before {
    top: 100%;
  }

  &[data-side='bottom']::before {
    bottom: 100%;
  }

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
