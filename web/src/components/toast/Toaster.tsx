import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { ToastItem } from './ToastItem';
import { useToast } from '../../stores/useToast';

/** The key that moves focus to the notification region (F8). */
const HOTKEY = 'F8';

/**
 * The one notification region of the page. It is always mounted, even empty,
 * so that F8 has somewhere to go and screen readers know the live region before a toast arrives.
 */
export const Toaster = () => {
  const { toasts } = useToast();
  const regionRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.code === HOTKEY || event.key === HOTKEY) {
        event.preventDefault();
        regionRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <Region ref={regionRef} aria-label={`Notifications (${HOTKEY})`} tabIndex={-1}>
      <List aria-live="polite" aria-relevant="additions text">
        {toasts.map((item) => (
          <ToastItem key={item.id} toast={item} />
        ))}
      </List>
    </Region>
  );
};

const Region = styled.section`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndices.toast};
  width: 100%;
  max-height: 100vh;
  padding: ${({ theme }) => theme.space.md};
  /* The empty corner must not swallow clicks meant for the page below; toasts opt back in. */
  pointer-events: none;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -4px;
  }

  /*
   * Wider screens: bottom right, above the assistant's button and above the sticky save bars that
   * end a form (they sit lower), so that a toast never hides the button that raised it. Phones keep
   * it at the top, over the navigation bar, away from the forms' buttons.
   */
  ${({ theme }) => theme.media.tablet} {
    top: auto;
    left: auto;
    bottom: ${({ theme }) => theme.layout.fabClearance};
    max-width: 420px;
    max-height: calc(100vh - ${({ theme }) => theme.layout.fabClearance});
    padding: ${({ theme }) => `${theme.space.lg} ${theme.space.lg} 0`};
  }
`;

/** Not a list: each toast is a live region of its own (role status or alert), which a list item cannot be. */
const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
`;
