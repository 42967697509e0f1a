import { useEffect, useLayoutEffect, useRef } from 'react';
import type { ChatMessage } from './messageList';

/** Within this many pixels of the bottom, a new message from the other side keeps the view at the bottom. */
const NEAR_BOTTOM = 120;

/** What the list looked like when the view last moved. */
type Seen = { height: number; first: string | undefined; last: string | undefined };

/**
 * The scroll of a conversation's message list: it opens at the bottom, follows new messages while
 * one reads the newest (and always after one's own), and keeps the message one was reading in
 * place when older ones arrive above it. Returns the ref for the scrolling element.
 */
export function useConversationScroll(messages: readonly ChatMessage[], mine: (message: ChatMessage) => boolean) {
  const scroller = useRef<HTMLDivElement>(null);
  const seen = useRef<Seen | null>(null);

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const before = seen.current;
    const newest = messages.at(-1);
    const now: Seen = { height: el.scrollHeight, first: messages[0]?.id, last: newest?.id };
    if (!before) {
      el.scrollTop = el.scrollHeight;
    } else if (now.last === before.last && now.first !== before.first) {
      // Older messages arrived above: keep the one being read where it was.
      el.scrollTop += el.scrollHeight - before.height;
    } else if (newest && now.last !== before.last && (mine(newest) || before.height - el.scrollTop - el.clientHeight < NEAR_BOTTOM)) {
      el.scrollTop = el.scrollHeight;
    }
    seen.current = { ...now, height: el.scrollHeight };
  }, [messages, mine]);

  return scroller;
}

/** Calls `load` each time the returned ref's element comes into view, while `more` is true. */
export function useLoadOnView(load: () => unknown, more: boolean) {
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !more) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) void load();
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [load, more]);
  return sentinel;
}
