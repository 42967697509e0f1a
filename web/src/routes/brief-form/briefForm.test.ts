import { describe, expect, it } from 'vitest';
import { BRIEF_LIMITS } from '../../../../graph/src/shared/limits';
import { briefServerErrors, closesAtOf, createBriefInput, initialBriefValues, updateBriefInput, validateBrief } from './briefForm';

const NOW = new Date(2026, 5, 1, 12, 0, 0);
const filled = {
  ...initialBriefValues(null, '', NOW),
  title: 'Vocalist for a melodic house single',
  description: 'Topline and lead vocal over a finished instrumental.',
  compensationMin: '500',
  compensationMax: '1500',
};

describe('the brief form', () => {
  it('starts as a remote collaboration whose applications close in 30 days', () => {
    const start = initialBriefValues(null, '', NOW);
    expect(start.closesOn).toBe('2026-07-01');
    expect(start.remote).toBe(true);
    expect(validateBrief(filled, NOW)).toEqual({});
  });

  it('asks for a range and a currency only for fixed and hourly pay', () => {
    const errors = validateBrief({ ...filled, compensationMin: '2000', compensationMax: '100', currency: 'E' }, NOW);
    expect(errors).toEqual({ compensationMax: 'Not below the minimum', currency: 'Three letters (EUR, USD, GBP)' });
    expect(validateBrief({ ...filled, compensationType: 'UNPAID', compensationMin: '', currency: '' }, NOW)).toEqual({});
    expect(createBriefInput({ ...filled, compensationType: 'REVENUE_SHARE' }, NOW).compensation).toEqual({ type: 'REVENUE_SHARE' });
  });

  it('checks each deliverable row and question, a place unless remote, and the closing day', () => {
    const errors = validateBrief(
      {
        ...filled,
        deliverables: [
          { what: 'Lead vocal stems', count: '0', format: '' },
          { what: '', count: '1', format: 'WAV' },
        ],
        questions: [''],
        remote: false,
        closesOn: '2026-08-15',
      },
      NOW,
    );
    expect(errors).toEqual({
      'deliverables[0].count': `1 to ${BRIEF_LIMITS.deliverableCount}`,
      'deliverables[1].what': 'Say what, or remove the row',
      'questions[0]': 'Write the question, or remove it',
      location: 'Say where the work happens, or tick remote',
      closesOn: `At most ${BRIEF_LIMITS.closesMaxDays} days from today`,
    });
  });

  it('sends the end of the chosen day, never past the 60 days the server allows', () => {
    expect(closesAtOf('2026-06-10', NOW)).toEqual(new Date(2026, 5, 10, 23, 59));
    expect(closesAtOf('2026-07-31', NOW).getTime()).toBeLessThan(NOW.getTime() + 60 * 24 * 3600 * 1000);
  });

  it('posts for a brand when one is chosen, and leaves an untouched closing date out of an edit', () => {
    expect(createBriefInput({ ...filled, postAs: 'brand-1' }, NOW).brandId).toBe('brand-1');
    expect(createBriefInput(filled, NOW)).not.toHaveProperty('brandId');
    expect(createBriefInput(filled, NOW).deliverables).toEqual([]);
    expect(updateBriefInput({ ...filled, title: 'New title' }, filled, NOW)).not.toHaveProperty('closesAt');
  });

  it('shows the server’s messages at the fields that hold them', () => {
    expect(briefServerErrors({ compensation: 'The minimum is above the maximum', closesAt: 'In the past', title: 'Required' })).toEqual({
      compensationMax: 'The minimum is above the maximum',
      closesOn: 'In the past',
      title: 'Required',
    });
  });
});
