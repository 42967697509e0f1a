import { useEffect, useState } from 'react';
import { Alert } from './ui/Alert';

/** "in 42 minutes" / "in 30 seconds": the wait, rounded up, in the largest unit that reads well. */
export function waitWords(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 120) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hours`;
}

/** The time of day an instant falls on, as the reader's clock shows it (e.g. 21:40). */
const clock = (at: number) => new Date(at).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });

/** Now, refreshed every few seconds until `until` has passed; then `onPassed` runs once. `since`: when `until` was set. */
export function useNowUntil(until: number | null, onPassed: () => void, since = 0): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      if (current >= until) onPassed();
    };
    tick();
    const timer = window.setInterval(tick, 5000);
    return () => window.clearInterval(timer);
  }, [until, onPassed]);
  // Never before `since` (when the deadline was set): the last tick may be the page's first render,
  // minutes ago, and the first words shown would count those minutes into the wait.
  return Math.max(now, since);
}

type RetryCountdownProps = {
  title: string;
  /** When the next try is allowed (ms since the epoch). */
  retryAt: number;
  now: number;
};

/** Why a form cannot be sent right now and how long to wait, counting down beside its button. */
export const RetryCountdown = ({ title, retryAt, now }: RetryCountdownProps) => (
  <Alert title={title} icon="alert">
    You can try again in {waitWords(retryAt - now)}, at {clock(retryAt)}.
  </Alert>
);
