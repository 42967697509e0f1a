/** "emerging" → "Emerging": career stages and user types are stored lower-case. */
export const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "just now", "5 min ago", "3 h ago", "yesterday", "4 days ago", then the date: for lists of recent things. */
export function timeAgo(iso: string, now = Date.now()): string {
  const elapsed = Math.max(0, now - new Date(iso).getTime());
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} min ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)} h ago`;
  if (elapsed < 2 * DAY) return 'yesterday';
  if (elapsed < 7 * DAY) return `${Math.floor(elapsed / DAY)} days ago`;
  return shortDate(iso);
}

/** "12 Mar" this year, "12 Mar 2025" before. */
export function shortDate(iso: string, now = new Date()): string {
  const date = new Date(iso);
  const sameYear = date.getFullYear() === now.getFullYear();
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', ...(sameYear ? {} : { year: 'numeric' }) });
}

/** "14:05": a message's time of day, in the reader's time zone. */
export const timeOfDay = (iso: string): string => new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });

/**
 * 12345 → "12,345", as `toLocaleString('en-US')` writes whole numbers, without Intl: a page's
 * first Intl call loads its locale data, a long task on a slow phone in the middle of the first render.
 */
export const formatCount = (count: number): string => {
  const sign = count < 0 ? '-' : '';
  return sign + String(Math.trunc(Math.abs(count))).replace(/\B(?=(\d{3})+$)/g, ',');
};
