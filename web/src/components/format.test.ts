import { describe, expect, it } from 'vitest';
import { formatCount } from './format';

describe('formatCount', () => {
  it('groups thousands as en-US does', () => {
    for (const n of [0, 1, 12, 999, 1000, 12345, 999999, 1000000, 1234567890, -1234, -12]) {
      expect(formatCount(n)).toBe(n.toLocaleString('en-US'));
    }
  });
});
