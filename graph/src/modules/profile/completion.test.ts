import { describe, expect, it } from 'vitest';
import {
  completionColor,
  computeCompletion,
  EMPTY_PROFILE,
  isPromptDue,
  missingSummary,
  urgencyFor,
  type CompletionField,
  type CompletionInput,
} from '../../shared/profile-completion.js';

const FULL: CompletionInput = {
  artistName: 'Nova Raye',
  bio: 'Dream-pop producer from Lagos blending analog synths with Afrobeats grooves.',
  genres: ['Pop'],
  location: 'Lagos, Nigeria',
  careerStage: 'emerging',
  skills: ['Production'],
  profilePictureUrl: '/uploads/p.webp',
  website: 'https://novaraye.example',
  socialMedia: { instagram: 'https://instagram.com/novaraye' },
  lookingFor: ['Distribution'],
};

/** Each field done alone, and what it is worth: weight / 15, rounded. */
const SINGLE_FIELD: [CompletionField, Partial<CompletionInput>, number][] = [
  ['artistName', { artistName: 'Nova' }, 13], // 2/15
  ['bio', { bio: 'x'.repeat(50) }, 13], // 2
  ['genres', { genres: ['Techno'] }, 13], // 2
  ['location', { location: 'Berlin' }, 10], // 1.5
  ['careerStage', { careerStage: 'beginner' }, 10], // 1.5
  ['skills', { skills: ['Mixing'] }, 13], // 2
  ['profilePictureUrl', { profilePictureUrl: '/uploads/a.webp' }, 7], // 1
  ['website', { website: 'https://a.example' }, 7], // 1
  ['socialMedia', { socialMedia: { x: 'https://x.com/a' } }, 7], // 1
  ['lookingFor', { lookingFor: ['Mastering'] }, 7], // 1
];

describe('computeCompletion', () => {
  it('is 0% and high urgency for an empty profile, 100% when every field is done', () => {
    expect(computeCompletion(EMPTY_PROFILE)).toMatchObject({ percent: 0, isComplete: false, urgency: 'high' });
    expect(computeCompletion(FULL)).toEqual({ percent: 100, isComplete: true, missingRequired: [], missingOptional: [], urgency: 'perfect' });
  });

  it.each(SINGLE_FIELD)('weighs %s alone at %#', (field, patch, percent) => {
    const result = computeCompletion({ ...EMPTY_PROFILE, ...patch });
    expect(result.percent).toBe(percent);
    expect([...result.missingRequired, ...result.missingOptional]).not.toContain(field);
  });

  it('weighs the required fields at 11 of 15 and completes on them alone', () => {
    const requiredOnly = { ...FULL, profilePictureUrl: null, website: null, socialMedia: {}, lookingFor: [] };
    expect(computeCompletion(requiredOnly)).toMatchObject({
      percent: 73,
      isComplete: true,
      missingOptional: ['profilePictureUrl', 'website', 'socialMedia', 'lookingFor'],
    });
  });

  it.each([
    [49, false],
    [50, true],
  ])('counts a bio of %i characters: %s', (length, counts) => {
    const result = computeCompletion({ ...FULL, bio: 'b'.repeat(length) });
    expect(result.missingRequired.includes('bio')).toBe(!counts);
    expect(result.percent).toBe(counts ? 100 : 87);
  });

  it('ignores whitespace-only values and empty social links', () => {
    const result = computeCompletion({ ...FULL, artistName: '   ', bio: ` ${'b'.repeat(49)}  `, socialMedia: { instagram: '', x: '  ' } });
    expect(result.missingRequired).toEqual(['artistName', 'bio']);
    expect(result.missingOptional).toEqual(['socialMedia']);
  });
});

describe('urgencyFor (below 50 high, below 70 medium, below 85 low, else perfect)', () => {
  it.each([
    [0, 'high'],
    [49, 'high'],
    [50, 'medium'],
    [69, 'medium'],
    [70, 'low'],
    [84, 'low'],
    [85, 'perfect'],
    [99, 'perfect'],
    [100, 'perfect'],
  ])('%i%% is %s', (percent, urgency) => {
    expect(urgencyFor(percent)).toBe(urgency);
  });
});

describe('isPromptDue (re-show after 0, 6, 12 or 24 hours by band, never at 100%)', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);
  it.each([
    // below 50: always
    [49, 0, true],
    // 50–69: after 6 hours
    [50, 5.99, false],
    [50, 6, true],
    [69, 5.99, false],
    [69, 6, true],
    // 70–84: after 12 hours
    [70, 11.99, false],
    [70, 12, true],
    [84, 11.99, false],
    [84, 12, true],
    // 85–99: after 24 hours
    [85, 23.99, false],
    [85, 24, true],
    [99, 23.99, false],
    [99, 24, true],
    // 100: never
    [100, 1000, false],
  ])('%i%% with the last prompt %f hours ago: %s', (percent, hours, due) => {
    expect(isPromptDue(percent, hoursAgo(hours), now)).toBe(due);
  });

  it('counts no prior prompt as 24 hours', () => {
    expect(isPromptDue(99, null, now)).toBe(true);
    expect(isPromptDue(60, null, now)).toBe(true);
    expect(isPromptDue(100, null, now)).toBe(false);
  });
});

describe('completionColor (80 green, 60 yellow, 40 orange, else red)', () => {
  it.each([
    [100, 'green'],
    [80, 'green'],
    [79, 'yellow'],
    [60, 'yellow'],
    [59, 'orange'],
    [40, 'orange'],
    [39, 'red'],
    [0, 'red'],
  ])('%i%% is %s', (percent, colour) => {
    expect(completionColor(percent)).toBe(colour);
  });
});

describe('missingSummary', () => {
  it('shows 2 names then +N more', () => {
    expect(missingSummary(['bio', 'genres', 'location', 'skills'])).toBe('Bio, Genres +2 more');
    expect(missingSummary(['bio', 'genres'])).toBe('Bio, Genres');
    expect(missingSummary(['website'])).toBe('Website');
    expect(missingSummary([])).toBe('');
  });
});
