import { describe, expect, it } from 'vitest';
import { waitWords } from './RetryCountdown';

describe('waitWords', () => {
  it('rounds the wait up, in the unit that reads well', () => {
    expect(waitWords(0)).toBe('1 second');
    expect(waitWords(29_100)).toBe('30 seconds');
    expect(waitWords(60_000)).toBe('1 minute');
    expect(waitWords(61_000)).toBe('2 minutes');
    expect(waitWords(59 * 60_000 + 1)).toBe('60 minutes');
    expect(waitWords(3 * 3600_000)).toBe('3 hours');
  });
});
