import { useEffect } from 'react';

/** The conversations on screen in this tab, each with how many views show it. */
const open = new Map<string, number>();

/**
 * While a view shows a conversation, a new message there from the other side is read as it
 * arrives (the view marks it read), so it is never counted unread: unless the tab is hidden, when
 * it waits, unread, until the tab is seen again.
 */
export function useReadingConversation(conversationId: string): void {
  useEffect(() => {
    open.set(conversationId, (open.get(conversationId) ?? 0) + 1);
    return () => {
      const views = (open.get(conversationId) ?? 1) - 1;
      if (views > 0) open.set(conversationId, views);
      else open.delete(conversationId);
    };
  }, [conversationId]);
}

/** Whether a message arriving in this conversation is read at once (it is on screen, in a tab in view). */
export const isBeingRead = (conversationId: string): boolean => open.has(conversationId) && document.visibilityState === 'visible';
