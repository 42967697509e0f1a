import { describe, expect, it } from 'vitest';
import { filterTopics, helpTopics, helpTopicsFor, queryTerms } from './helpContent';

describe('help center search', () => {
  it('covers the seven topics, with unique question ids', () => {
    expect(helpTopics.map((t) => t.title)).toEqual([
      'Getting started',
      'Profile & MatchMade AI',
      'Brands & resources',
      'Networking',
      'How SoundBoard works',
      'Account & security',
      'Assistant',
    ]);
    const ids = helpTopics.flatMap((t) => t.faqs.map((f) => f.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('keeps everything for an empty or blank query', () => {
    expect(filterTopics(helpTopics, '   ')).toEqual(helpTopics);
  });

  it('needs every word, in any case and with or without accents', () => {
    expect(queryTerms('  Google  SIGN ')).toEqual(['google', 'sign']);
    const found = filterTopics(helpTopics, 'PASSWORD characters');
    expect(found.flatMap((t) => t.faqs.map((f) => f.id))).toContain('password-rules');
    expect(filterTopics(helpTopics, 'pàsswörd').length).toBeGreaterThan(0);
  });

  it('searches the bullet lists and drops topics left empty', () => {
    const found = filterTopics(helpTopics, 'career stage 1.5');
    expect(found.map((t) => t.id)).toEqual(['profile-matchmade']);
    expect(found[0]?.faqs.map((f) => f.id)).toEqual(['completion-score']);
  });

  it('finds nothing for a query no answer contains', () => {
    expect(filterTopics(helpTopics, 'xylophone warranty')).toEqual([]);
  });
});

describe('help that holds for this deployment', () => {
  const questions = (topics: ReturnType<typeof helpTopicsFor>) => topics.flatMap((t) => t.faqs);
  const text = (topics: ReturnType<typeof helpTopicsFor>) => JSON.stringify(topics);

  it('mentions Google sign-in only when it is on', () => {
    const off = helpTopicsFor({ googleSignIn: false, supportEmail: null });
    expect(questions(off).map((f) => f.id)).not.toContain('google-sign-in');
    expect(text(off)).not.toMatch(/google/i);
    const on = helpTopicsFor({ googleSignIn: true, supportEmail: null });
    expect(questions(on).map((f) => f.id)).toContain('google-sign-in');
    expect(questions(on).find((f) => f.id === 'create-account')?.answer[0]).toContain('or with your Google account');
  });

  it('sends brands to brand sign-up, and names the support address only when there is one', () => {
    const without = questions(helpTopicsFor({ googleSignIn: false, supportEmail: null })).find((f) => f.id === 'brand-partner');
    expect(without?.link?.to).toBe('/signup?as=brand');
    expect(without?.answer.join(' ')).not.toContain('@');
    const partner = questions(helpTopicsFor({ googleSignIn: false, supportEmail: 'partners@example.com' })).find((f) => f.id === 'brand-partner');
    expect(partner?.answer.join(' ')).toContain('partners@example.com');
  });

  it('answers the product rules in the words the assistant uses', () => {
    const rules = helpTopics.find((t) => t.id === 'how-it-works')!;
    expect(rules.faqs.map((f) => f.question)).toContain('Can brands message me first?');
    expect(filterTopics(helpTopics, 'brands message first').flatMap((t) => t.faqs.map((f) => f.id))).toContain('rule-brand-contact');
  });
});
