import { describe, expect, it } from 'vitest';
import { describeSeries, formatPercent, formatSpan, pointChange, relativeChange } from './metricsFormat';

describe('the dashboard wording of figures', () => {
  it('writes shares with one decimal below 10% only', () => {
    expect([0, 0.034, 0.05, 0.2, 0.256, 1, 6].map(formatPercent)).toEqual(['0%', '3.4%', '5%', '20%', '26%', '100%', '600%']);
  });

  it('words a relative change, and its absence', () => {
    expect(relativeChange(0.25)).toEqual({ direction: 'up', text: '25%', spoken: 'up 25%' });
    expect(relativeChange(-1 / 3)).toEqual({ direction: 'down', text: '33%', spoken: 'down 33%' });
    expect(relativeChange(0)).toMatchObject({ direction: 'flat', text: 'No change' });
    expect(relativeChange(null)).toMatchObject({ direction: 'none', text: 'No previous data' });
  });

  it('moves shares in percentage points', () => {
    expect(pointChange(0.3, 0.25)).toEqual({ direction: 'up', text: '5 pts', spoken: 'up 5 pts' });
    expect(pointChange(1 / 3, 0.5)).toMatchObject({ direction: 'down', text: '16.7 pts' });
    expect(pointChange(0.2, 0.2)).toMatchObject({ direction: 'flat' });
    expect(pointChange(0.2, null)).toMatchObject({ direction: 'none' });
    expect(pointChange(null, 0.2)).toMatchObject({ direction: 'none' });
  });

  it('names UTC days and spans', () => {
    expect(formatSpan('2026-10-27', '2026-11-25')).toBe('27 Oct – 25 Nov 2026');
  });

  it('sums additive series and not the others', () => {
    const points = [
      { date: '2026-11-23', count: 2 },
      { date: '2026-11-24', count: 5 },
      { date: '2026-11-25', count: 1 },
    ];
    expect(describeSeries('Sign-ups', points)).toBe('Sign-ups from 23 Nov to 25 Nov: 8 in total, the most on 24 Nov (5).');
    expect(describeSeries('Active creators', points, { additive: false })).toBe(
      'Active creators from 23 Nov to 25 Nov: the most on 24 Nov (5), 1 on the last day.',
    );
    expect(
      describeSeries(
        'Clicks',
        points.map((p) => ({ ...p, count: 0 })),
      ),
    ).toBe('Clicks: none in this period.');
  });
});
