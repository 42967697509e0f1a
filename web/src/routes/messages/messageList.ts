import type { MessageBubble_MessageFragment } from '../../gql/graphql';

export type ChatMessage = MessageBubble_MessageFragment;

/**
 * Whether a message is the viewer's own. A conversation has two sides; a brand team's side writes
 * as the brand (the sender is the brand, whichever member wrote), so "not from the other side" is
 * the rule. With the other side's account gone, only the viewer's own id tells.
 */
export function sentByViewer(sender: { id: string } | null | undefined, other: { id: string } | null | undefined, viewerId: string | null): boolean {
  if (!sender) return false;
  return other ? sender.id !== other.id : sender.id === viewerId;
}

/** Message ids are a sequence that rises in commit order: compare them as numbers, not strings. */
const compareIds = (a: string, b: string) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);

/**
 * Adds messages to a conversation's list, oldest first, each once: a page, a live message and the
 * answer to one's own send may all bring the same message.
 */
export function mergeMessages(list: readonly ChatMessage[], more: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map(list.map((m) => [m.id, m]));
  for (const message of more) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => compareIds(a.id, b.id));
}

/** "Today", "Yesterday", or the date: the separator above a day's first message. */
export function dayLabel(iso: string, now = new Date()): string {
  const day = new Date(iso);
  const midnight = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  const days = Math.round((midnight(now) - midnight(day)) / 86_400_000);
  if (days === 0) return 'Today';
  if (days === 1) return 'Yesterday';
  const date = `${WEEKDAYS[day.getDay()]} ${day.getDate()} ${MONTHS[day.getMonth()]}`;
  return day.getFullYear() === now.getFullYear() ? date : `${date} ${day.getFullYear()}`;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
