import { describe, expect, it } from 'vitest';
import { describeFound, detectPersonal, explainScore, forBrand, signInFirst, type MatchFacts } from './personal.js';

const distro: MatchFacts = {
  name: 'DistroKid',
  slug: 'distrokid',
  score: 87,
  recommendationType: 'essential',
  breakdown: [
    { name: 'lookingFor', weight: 30, score: 1, detail: 'Answers your search for Distribution' },
    { name: 'genres', weight: 20, score: 0.6, detail: 'Works with every genre' },
    { name: 'region', weight: 10, score: 1, detail: 'Available worldwide' },
    { name: 'text', weight: 15, score: 0.2, detail: 'Your profile and its description share release' },
  ],
  tips: [{ text: 'Add Electronic to your genres: +4', gain: 4 }],
};
const landr: MatchFacts = { ...distro, name: 'LANDR', slug: 'landr', score: 64, tips: [] };

describe('detectPersonal', () => {
  it('finds score questions by their number, the match they name, or "my top match"', () => {
    expect(detectPersonal('What does my 90% mean?')).toEqual({ kind: 'score', percent: 90, named: null });
    expect(detectPersonal('why is DistroKid my top match', ['DistroKid'])).toEqual({ kind: 'score', percent: null, named: 'DistroKid' });
    expect(detectPersonal('explain my best match')).toEqual({ kind: 'score', percent: null, named: null });
  });

  it('finds requests for people and services by need', () => {
    expect(detectPersonal('how do I find a producer for my EP?')).toEqual({ kind: 'find', need: 'Producers' });
    expect(detectPersonal('any labels for me')).toEqual({ kind: 'find', need: 'Label Deal' });
    expect(detectPersonal('who can mix my song')).toEqual({ kind: 'find', need: 'Mixing Engineer' });
  });

  it('leaves advice to the knowledge base: outreach, streaming percentages and how to use a match', () => {
    expect(detectPersonal('how do I write to a producer I admire')).toBeNull();
    expect(detectPersonal('my save ratio is 8 percent, is that bad')).toBeNull();
    expect(detectPersonal('what do I need to fill in on distrokid before release', ['DistroKid'])).toBeNull();
    expect(detectPersonal('how do I get better matches')).toBeNull();
  });
});

describe('explainScore', () => {
  it('explains the match with that score from its factors, points of each weight, and its first tip', () => {
    const { response, actionItems } = explainScore({ kind: 'score', percent: 64, named: null }, [distro, landr], 80);
    expect(response).toContain('LANDR is your match number 2 at 64% (/resources/landr)');
    expect(response).toContain('what you are looking for, 30 of 30: Answers your search for Distribution');
    expect(response).toContain('Nothing in your profile would raise it further');
    expect(actionItems[0]).toBe('Open LANDR (/resources/landr)');
  });

  it('says what would raise the top match, and reads a percent that is the profile completion as such', () => {
    const { response } = explainScore({ kind: 'score', percent: 80, named: null }, [distro, landr], 80);
    expect(response).toMatch(/^Your profile is 80% complete/);
    expect(response).toContain('DistroKid is your top match at 87%');
    expect(response).toContain('To raise it: Add Electronic to your genres: +4.');
    expect(response).toContain('The most room is in your bio (3 of 15).');
  });

  it('sends a creator without matches to their profile', () => {
    expect(explainScore({ kind: 'score', percent: null, named: null }, [], 20).response).toMatch(/no matches yet/);
  });
});

describe('describeFound', () => {
  it('lists each kind of result with its page, and says so when nothing fits', () => {
    const { response } = describeFound('Producers', {
      creators: [{ name: 'Beat Tide', path: '/creators/beattide', why: 'Production' }],
      brands: [],
      resources: [{ name: 'SoundBetter', path: '/resources/soundbetter', why: '80% match' }],
    });
    expect(response).toContain('• Beat Tide (/creators/beattide): Production');
    expect(response).toContain('Resources:\n• SoundBetter (/resources/soundbetter): 80% match');
    expect(response).not.toContain('Brands:');
    expect(describeFound('Label Deal', { creators: [], brands: [], resources: [] }).response).toMatch(/^I found no labels/);
  });
});

describe('without a creator’s data', () => {
  it('asks a visitor to sign in, and answers a brand’s team about its brand', () => {
    expect(signInFirst({ kind: 'score', percent: 87, named: null }, 'Scores add six factors.').response).toContain('sign in (/login)');
    const brand = forBrand({ kind: 'find', need: 'Vocalists' }).response;
    expect(brand).toContain('your workspace (/brand)');
    expect(brand).not.toMatch(/your profile|your matches/i);
  });
});
