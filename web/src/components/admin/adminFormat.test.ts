import { describe, expect, it } from 'vitest';
import { timeAgo, utcDate, utcDateTime } from './adminFormat';

describe('the back office clock', () => {
  const now = Date.parse('2026-03-12T09:00:00Z');
  const ago = (minutes: number) => new Date(now - minutes * 60_000).toISOString();

  it('says how long ago, up to a month, then the date', () => {
    expect(timeAgo(ago(0.5), now)).toBe('just now');
    expect(timeAgo(ago(5), now)).toBe('5 minutes ago');
    expect(timeAgo(ago(90), now)).toBe('1 hour ago');
    expect(timeAgo(ago(60 * 24), now)).toBe('yesterday');
    expect(timeAgo(ago(60 * 24 * 12), now)).toBe('12 days ago');
    expect(timeAgo(ago(60 * 24 * 45), now)).toBe('26 Jan 2026');
    // A clock a little ahead of the server's is not "in 2 minutes".
    expect(timeAgo(ago(-2), now)).toBe('just now');
  });

  it('writes times in UTC', () => {
    expect(utcDateTime('2026-03-12T23:30:00Z')).toBe('12 Mar 2026, 23:30');
    expect(utcDate('2026-03-12T23:30:00Z')).toBe('12 Mar 2026');
  });
});
