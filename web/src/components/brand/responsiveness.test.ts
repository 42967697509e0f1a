import { describe, expect, it } from 'vitest';
import { medianWords, responsivenessLine } from './responsiveness';

describe('the responsiveness figure', () => {
  it('reads as a sentence with the rate, the median and the sample', () => {
    expect(responsivenessLine({ responseRate: 92, medianFirstResponseHours: 5.2, sampleSize: 37, windowDays: 90 })).toBe(
      'Answers 92% of requests within 72 hours · median 5 h · based on 37 requests',
    );
  });

  it('says the median in hours under two days, in days above, and "under 1 h" below an hour', () => {
    expect(medianWords(0.3)).toBe('under 1 h');
    expect(medianWords(1)).toBe('1 h');
    expect(medianWords(47.4)).toBe('47 h');
    expect(medianWords(48)).toBe('2 days');
    expect(medianWords(60)).toBe('2.5 days');
  });

  it('leaves the median out when nothing was answered', () => {
    expect(responsivenessLine({ responseRate: 0, medianFirstResponseHours: null, sampleSize: 12, windowDays: 90 })).toBe(
      'Answers 0% of requests within 72 hours · based on 12 requests',
    );
  });

  it('rounds the rate and groups a large sample', () => {
    expect(responsivenessLine({ responseRate: 66.6, medianFirstResponseHours: 30, sampleSize: 1200, windowDays: 90 })).toBe(
      'Answers 67% of requests within 72 hours · median 30 h · based on 1,200 requests',
    );
  });
});
