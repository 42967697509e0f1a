import { describe, expect, it } from 'vitest';
import { allowanceLine, closesIn, compensationLabel, hoursLabel, money, percent } from './briefWords';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2026-11-25T12:00:00Z');

describe('what a brief pays, as every card shows it', () => {
  it('reads a fixed range, an hourly range, revenue share and unpaid', () => {
    expect(compensationLabel({ type: 'FIXED', min: 500, max: 1000, currency: 'EUR' })).toBe('€500–€1,000 fixed');
    expect(compensationLabel({ type: 'HOURLY', min: 40, max: 60, currency: 'EUR' })).toBe('€40–€60 / hour');
    expect(compensationLabel({ type: 'REVENUE_SHARE' })).toBe('Revenue share');
    expect(compensationLabel({ type: 'UNPAID' })).toBe('Unpaid');
  });

  it('reads one end of a range, one figure, and a currency without a symbol', () => {
    expect(compensationLabel({ type: 'FIXED', min: 300, max: null, currency: 'gbp' })).toBe('from £300 fixed');
    expect(compensationLabel({ type: 'HOURLY', min: null, max: 80, currency: 'USD' })).toBe('up to $80 / hour');
    expect(compensationLabel({ type: 'FIXED', min: 750, max: 750, currency: 'CHF' })).toBe('CHF 750 fixed');
    expect(money(1200000, 'EUR')).toBe('€1,200,000');
  });
});

describe('when applications close', () => {
  it('counts days as a person says them, and hours on the last day', () => {
    expect(closesIn(new Date(NOW + 5 * DAY - 60_000).toISOString(), NOW)).toBe('closes in 5 days');
    expect(closesIn(new Date(NOW + 1.2 * DAY).toISOString(), NOW)).toBe('closes tomorrow');
    expect(closesIn(new Date(NOW + 3 * 60 * 60 * 1000 + 5_000).toISOString(), NOW)).toBe('closes in 3 hours');
    expect(closesIn(new Date(NOW + 10 * 60 * 1000).toISOString(), NOW)).toBe('closes within the hour');
    expect(closesIn(new Date(NOW - 1000).toISOString(), NOW)).toBe('applications closed');
  });
});

describe('the allowance and the poster figures', () => {
  it('reads the allowance with the day it resets', () => {
    expect(allowanceLine(7, 10, '2026-11-30T12:00:00Z')).toBe('7 of 10 applications left this week, resets Monday');
  });

  it('reads shares as percents and hours as durations', () => {
    expect(percent(0.456)).toBe('46%');
    expect(hoursLabel(0.4)).toBe('under an hour');
    expect(hoursLabel(5.4)).toBe('5 hours');
    expect(hoursLabel(72)).toBe('3 days');
  });
});
