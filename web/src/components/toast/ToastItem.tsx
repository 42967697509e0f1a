import { useCallback, useEffect, useRef, useState, type CSSProperties, type PointerEvent } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { Icon } from '../Icon';
import { Tooltip } from '../ui/Tooltip';
import { dismiss, type ToastData } from '../../stores/toastStore';

/** A swipe to the right of at least this many pixels dismisses the toast. */
export const SWIPE_THRESHOLD = 50;
/** How long the leave transition runs; the toast unmounts after it (or this long at most). */
const EXIT_MS = 200;

type ToastItemProps = {
  toast: ToastData;
};

/**
 * One toast: shows for its duration (paused while hovered or focused), swipes right to dismiss,
 * and slides away when dismissed. Destructive toasts are alerts, the rest status messages.
 */
export const ToastItem = ({ toast }: ToastItemProps) => {
  const onDismiss = useCallback(() => dismiss(toast.id), [toast.id]);
  const [paused, setPaused] = useState(false);
  const [offset, setOffset] = useState(0);
  const [swiping, setSwiping] = useState(false);
  const [exited, setExited] = useState(false);
  const swipeStart = useRef<number | null>(null);
  const remaining = useRef(toast.duration);

  // Auto-dismiss: count down only while shown and not paused; a pause keeps what is left.
  useEffect(() => {
    if (!toast.open || paused || !Number.isFinite(remaining.current)) return;
    const startedAt = Date.now();
    const timer = setTimeout(onDismiss, remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
    };
  }, [toast.open, paused, onDismiss]);

  // Unmount after the leave transition; the timer also covers reduced motion and hidden tabs.
  useEffect(() => {
    if (toast.open) return;
    const timer = setTimeout(() => setExited(true), EXIT_MS + 50);
    return () => clearTimeout(timer);
  }, [toast.open]);

  if (exited) return null;

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || !toast.open) return;
    // A press on the close button is a click, not the start of a swipe.
    if (event.target instanceof Element && event.target.closest('button')) return;
    swipeStart.current = event.clientX;
    event.currentTarget.setPointerCapture(event.pointerId);
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (swipeStart.current === null) return;
    // Swipes dismiss to the right only: dragging left does not move the toast.
    const delta = Math.max(0, event.clientX - swipeStart.current);
    if (delta > 0 && !swiping) setSwiping(true);
    setOffset(delta);
  };

  const endSwipe = (event: PointerEvent<HTMLDivElement>) => {
    if (swipeStart.current === null) return;
    const delta = Math.max(0, event.clientX - swipeStart.current);
    swipeStart.current = null;
    setSwiping(false);
    if (event.currentTarget.hasPointerCapture(event.pointerId)) {
      event.currentTarget.releasePointerCapture(event.pointerId);
    }
    if (delta >= SWIPE_THRESHOLD) onDismiss();
    else setOffset(0);
  };

  const destructive = toast.variant === 'destructive';

  return (
    <Item
      role={destructive ? 'alert' : 'status'}
      aria-live="polite"
      aria-atomic="true"
      data-state={toast.open ? 'open' : 'closed'}
      data-variant={toast.variant}
      $variant={toast.variant}
      $open={toast.open}
      $swiping={swiping}
      style={{ '--swipe-x': `${offset}px` } as CSSProperties}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setPaused(false);
      }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endSwipe}
      onPointerCancel={endSwipe}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onDismiss();
      }}
      onTransitionEnd={(event) => {
        if (!toast.open && event.target === event.currentTarget && event.propertyName === 'opacity') setExited(true);
      }}
    >
      <Badge $variant={toast.variant} aria-hidden="true">
        <Icon name={destructive ? 'alert' : 'check'} size={18} />
      </Badge>
      <Body>
        {toast.title ? <Title>{toast.title}</Title> : null}
        {toast.description ? <Description>{toast.description}</Description> : null}
        {toast.action ? (
          <ActionButton
            type="button"
            tabIndex={toast.open ? 0 : -1}
            onClick={() => {
              toast.action?.onClick();
              onDismiss();
            }}
          >
            {toast.action.label}
          </ActionButton>
        ) : null}
      </Body>
      <Tooltip content="Dismiss (or swipe right)" side="bottom">
        <Close type="button" aria-label="Close" onClick={onDismiss} tabIndex={toast.open ? 0 : -1}>
          <Icon name="close" size={16} />
        </Close>
      </Tooltip>
    </Item>
  );
};

const enterFromTop = keyframes`
  from { opacity: 0; transform: translateY(-100%); }
  to { opacity: 1; transform: translateY(0); }
`;

const enterFromBottom = keyframes`
  from { opacity: 0; transform: translateY(100%); }
  to { opacity: 1; transform: translateY(0); }
`;

type ItemStyleProps = {
  $variant: ToastData['variant'];
  $open: boolean;
  $swiping: boolean;
};

const Item = styled.div<ItemStyleProps>`
  position: relative;
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.xl} ${theme.space.md} ${theme.space.md}`};
  border: 1px solid ${({ theme, $variant }) => ($variant === 'destructive' ? theme.colors.dangerBorder : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $variant }) => ($variant === 'destructive' ? theme.colors.dangerSurface : theme.colors.surface2)};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  pointer-events: auto;
  /* Vertical scrolling stays with the page; horizontal drags become the swipe. */
  touch-action: pan-y;
  user-select: none;
  animation: ${enterFromTop} 240ms cubic-bezier(0.16, 1, 0.3, 1);
  transform: translateX(var(--swipe-x, 0px));
  transition:
    transform ${EXIT_MS}ms ease,
    opacity ${EXIT_MS}ms ease;

  ${({ theme }) => theme.media.tablet} {
    animation-name: ${enterFromBottom};
  }

  ${({ $swiping }) =>
    $swiping &&
    css`
      transition: none;
      cursor: grabbing;
    `}

  ${({ $open }) =>
    !$open &&
    css`
      opacity: 0;
      transform: translateX(calc(100% + 32px));
      pointer-events: none;
    `}
`;

const Badge = styled.span<{ $variant: ToastData['variant'] }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  flex-shrink: 0;
  border-radius: 50%;
  color: ${({ theme, $variant }) => ($variant === 'destructive' ? theme.colors.danger : theme.colors.success)};
  background: ${({ theme, $variant }) => ($variant === 'destructive' ? theme.colors.dangerSoft : theme.colors.successSoft)};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
  padding-top: 3px;
`;

const Title = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  color: ${({ theme }) => theme.colors.textPrimary};
`;

const Description = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  color: ${({ theme }) => theme.colors.textSecondary};

  [data-variant='destructive'] & {
    color: ${({ theme }) => theme.colors.dangerText};
  }
`;

/** The toast's one action ("Undo"): a small outlined button under the text, easy to hit on a phone. */
const ActionButton = styled.button`
  align-self: flex-start;
  min-height: 32px;
  margin-top: ${({ theme }) => theme.space.xs};
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.borderAccent};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.accentHover};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  transition: background ${({ theme }) => theme.transitions.fast};

  &:hover {
    background: ${({ theme }) => theme.colors.accentSoft};
    color: ${({ theme }) => theme.colors.textPrimary};
  }
`;

const Close = styled.button`
  position: absolute;
  top: ${({ theme }) => theme.space.xs};
  right: ${({ theme }) => theme.space.xs};
  display: inline-flex;
  padding: ${({ theme }) => theme.space.xxs};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  transition:
    color ${({ theme }) => theme.transitions.fast},
    background ${({ theme }) => theme.transitions.fast};

  &:hover {
    color: ${({ theme }) => theme.colors.textPrimary};
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;
