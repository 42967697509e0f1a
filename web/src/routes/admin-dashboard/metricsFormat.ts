/** How the admin dashboard words its figures: counts, shares, days and changes against the period before. */

export type Direction = 'up' | 'down' | 'flat' | 'none';
/** A change as shown: its direction, its size ("25%", "2.1 pts") and what a screen reader hears. */
export type Change = { direction: Direction; text: string; spoken: string };

const counts = new Intl.NumberFormat('en-US');
export const formatCount = (n: number) => counts.format(n);

/** A share from 0 to 1 as a percent: one decimal below 10%, none above ("3.4%", "27%"). */
export function formatPercent(share: number): string {
  const percent = Math.abs(share * 100);
  const digits = percent !== 0 && percent < 10 ? 1 : 0;
  return `${(share * 100).toFixed(digits).replace(/\.0$/, '')}%`;
}

/** A relative change (0.25 is a quarter more), null when the previous period had nothing to compare with. */
export function relativeChange(change: number | null): Change {
  if (change === null) return { direction: 'none', text: 'No previous data', spoken: 'no previous data' };
  if (change === 0) return { direction: 'flat', text: 'No change', spoken: 'no change' };
  const size = formatPercent(Math.abs(change));
  return change > 0 ? { direction: 'up', text: size, spoken: `up ${size}` } : { direction: 'down', text: size, spoken: `down ${size}` };
}

/** The move of a share between two periods, in percentage points; none when either period had no base. */
export function pointChange(rate: number | null, previousRate: number | null): Change {
  if (rate === null || previousRate === null) return { direction: 'none', text: 'No previous data', spoken: 'no previous data' };
  const points = Math.round((rate - previousRate) * 1000) / 10;
  if (points === 0) return { direction: 'flat', text: 'No change', spoken: 'no change' };
  const size = `${Math.abs(points).toFixed(1).replace(/\.0$/, '')} pts`;
  return points > 0 ? { direction: 'up', text: size, spoken: `up ${size}` } : { direction: 'down', text: size, spoken: `down ${size}` };
}

const shortDay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const longDay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A UTC day (YYYY-MM-DD) as "25 Nov". */
export const formatDay = (date: string) => shortDay.format(new Date(`${date}T00:00:00Z`));

/** Two UTC days as "27 Oct – 25 Nov 2026". */
export const formatSpan = (first: string, last: string) => `${formatDay(first)} – ${longDay.format(new Date(`${last}T00:00:00Z`))}`;

type Point = { date: string; count: number };

/**
 * One sentence on a daily series for a chart's accessible name: its total (when days add up; a
 * creator active on two days is not two creators) and its busiest day.
 */
export function describeSeries(label: string, points: readonly Point[], { additive = true } = {}): string {
  if (points.every((point) => point.count === 0)) return `${label}: none in this period.`;
  const peak = points.reduce((best, point) => (point.count > best.count ? point : best));
  const span = `from ${formatDay(points[0]!.date)} to ${formatDay(points.at(-1)!.date)}`;
  const busiest = `the most on ${formatDay(peak.date)} (${formatCount(peak.count)})`;
  if (!additive) return `${label} ${span}: ${busiest}, ${formatCount(points.at(-1)!.count)} on the last day.`;
  const total = points.reduce((sum, point) => sum + point.count, 0);
  return `${label} ${span}: ${formatCount(total)} in total, ${busiest}.`;
}
