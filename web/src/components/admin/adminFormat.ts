/**
 * How the back office writes times: in UTC, the one clock a team spread over time zones shares
 * (ad schedules are set in it, and the audit log's date filter reads it).
 */

/** `12 Mar 2026, 09:00`, in UTC. */
export const utcDateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** `12 Mar 2026`, in UTC. */
export const utcDate = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' });

/**
 * Made on the first use: building one loads the locale's data, a long task on a phone, and this
 * module also loads with public pages (in a chunk they share) that never call timeAgo.
 */
let relative: Intl.RelativeTimeFormat | undefined;
const STEPS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['minute', 60],
  ['hour', 24],
  ['day', 30],
];

/** "just now", "5 minutes ago", "yesterday", "12 days ago"; past a month, the date. */
export function timeAgo(iso: string, now = Date.now()): string {
  let amount = Math.max(0, (now - Date.parse(iso)) / 60_000);
  if (amount < 1) return 'just now';
  for (const [unit, next] of STEPS) {
    if (amount < next) return (relative ??= new Intl.RelativeTimeFormat('en', { numeric: 'auto' })).format(-Math.floor(amount), unit);
    amount /= next;
  }
  return utcDate(iso);
}
