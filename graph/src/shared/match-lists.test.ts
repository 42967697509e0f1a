import { describe, expect, it } from 'vitest';
import { inMatchList, matchListStatuses } from './match-lists.js';

const essential = (status: string) => ({ status, recommendationType: 'ESSENTIAL' });

describe('inMatchList', () => {
  it('puts every match but a dismissed one in the list with no filter', () => {
    for (const status of ['ACTIVE', 'BOOKMARKED', 'CLICKED']) expect(inMatchList({}, essential(status), 'DISMISSED')).toBe(true);
    expect(inMatchList({}, essential('DISMISSED'), 'DISMISSED')).toBe(false);
  });

  it('puts only matches of the named status in a list with a status', () => {
    expect(inMatchList({ status: 'DISMISSED' }, essential('DISMISSED'), 'DISMISSED')).toBe(true);
    expect(inMatchList({ status: 'BOOKMARKED' }, essential('BOOKMARKED'), 'DISMISSED')).toBe(true);
    expect(inMatchList({ status: 'BOOKMARKED' }, essential('ACTIVE'), 'DISMISSED')).toBe(false);
  });

  it('puts only matches of the named type in a list with a type', () => {
    expect(inMatchList({ recommendationType: 'ESSENTIAL' }, essential('ACTIVE'), 'DISMISSED')).toBe(true);
    expect(inMatchList({ recommendationType: 'OPTIONAL' }, essential('ACTIVE'), 'DISMISSED')).toBe(false);
    expect(inMatchList({ recommendationType: 'ESSENTIAL', status: 'BOOKMARKED' }, essential('ACTIVE'), 'DISMISSED')).toBe(false);
    expect(inMatchList({ recommendationType: 'ESSENTIAL' }, essential('DISMISSED'), 'DISMISSED')).toBe(false);
  });

  it('reads null filters as no filter, as the API sends them', () => {
    expect(inMatchList({ status: null, recommendationType: null }, essential('CLICKED'), 'DISMISSED')).toBe(true);
    expect(inMatchList({ status: null, recommendationType: null }, essential('DISMISSED'), 'DISMISSED')).toBe(false);
  });
});

describe('matchListStatuses', () => {
  it('names the one status a filter asks for, else every one but dismissed', () => {
    expect(matchListStatuses('bookmarked', 'dismissed')).toEqual({ only: 'bookmarked' });
    expect(matchListStatuses(null, 'dismissed')).toEqual({ allBut: 'dismissed' });
    expect(matchListStatuses(undefined, 'dismissed')).toEqual({ allBut: 'dismissed' });
  });
});
