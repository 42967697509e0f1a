import { describe, expect, it } from 'vitest';
import { detectIntent, type Intent } from './intents.js';

/** Real-world phrasings, typed the way creators type them. */
const PHRASINGS: [string, Intent][] = [
  // music career management
  ['How do I turn my music into a full-time career?', 'career'],
  ['should i sign a management deal or stay independent', 'career'],
  ['How do royalties actually work for songwriters?', 'career'],
  ['Is it worth joining ASCAP or BMI?', 'career'],
  ['A label offered me a record deal, what should I look out for in the contract', 'career'],
  ['how can i make money from my music besides streaming', 'career'],
  ['what are the next steps to take my career to the next level', 'career'],
  ['How do I get my songs placed in TV shows (sync licensing)?', 'career'],
  ['i want to quit my day job and do music, is that realistic', 'career'],
  ['how should we split royalties between me and my producer', 'career'],
  ['Can I get funding or a grant for my debut album?', 'career'],
  // streaming analytics
  ['My monthly listeners dropped by half this month, why?', 'analytics'],
  ['What is a good save rate on Spotify?', 'analytics'],
  ['how do i read my spotify for artists stats', 'analytics'],
  ['what does skip rate mean and is mine too high', 'analytics'],
  ['How does the algorithm decide who gets Discover Weekly?', 'analytics'],
  ['my streams went down after the release week, is that normal', 'analytics'],
  ['which metrics matter most for playlist curators?', 'analytics'],
  ['I got a huge spike in streams from Brazil, what does that mean', 'analytics'],
  ['how do I understand my audience demographics', 'analytics'],
  ['what numbers should I track every week', 'analytics'],
  ['Why are my listeners not turning into followers?', 'analytics'],
  // networking
  ['How do I reach out to producers without being annoying?', 'networking'],
  ['tips for networking at a music conference', 'networking'],
  ['how to find a vocalist to collaborate with', 'networking'],
  ['should I cold email A&R people?', 'networking'],
  ['What do I write in a DM to a brand I want to partner with?', 'networking'],
  ['how can I connect with other artists in my genre', 'networking'],
  ['How do I follow up after meeting someone at a gig?', 'networking'],
  ['I want to work with a mentor in the industry', 'networking'],
  ['best way to build relationships with playlist curators', 'networking'],
  ['how do I get introduced to people at labels', 'networking'],
  ['Where can I meet producers who make afrobeats?', 'networking'],
  // release planning
  ['When should I release my next single?', 'release'],
  ['How far ahead should I upload my EP to the distributor?', 'release'],
  ['what do I need for a release rollout', 'release'],
  ['how to pitch my song to spotify editorial playlists before release', 'release'],
  ['Do I need an ISRC code for each track?', 'release'],
  ['help me plan the launch of my album', 'release'],
  ['Should I set up a pre-save campaign?', 'release'],
  ['what metadata do stores need', 'release'],
  ['how many weeks before the release date should the music video teaser go out', 'release'],
  ['I have a new song finished, what do I do to put it out', 'release'],
  ['Is Friday the best day to drop a track?', 'release'],
  // task prioritisation
  ['I have too much to do, what should I focus on first?', 'tasks'],
  ['help me prioritise my tasks this week', 'tasks'],
  ['can you make me a to-do list for today', 'tasks'],
  ["I'm overwhelmed with everything, where do I start?", 'tasks'],
  ['how do I organise my week between making music and promo', 'tasks'],
  ['give me a daily routine for an independent artist', 'tasks'],
  ['I keep procrastinating on finishing tracks', 'tasks'],
  ['what should I do today to move forward', 'tasks'],
  ['make me a checklist so I stop missing deadlines', 'tasks'],
  ['how should I prioritize between gigs, releases and socials', 'tasks'],
  ['What order should I tackle my projects in?', 'tasks'],
  // platform navigation
  ['Where do I change my profile picture?', 'navigation'],
  ['how do I edit my profile', 'navigation'],
  ['where is the dashboard', 'navigation'],
  ['How do I log out?', 'navigation'],
  ['where can I find the resource library', 'navigation'],
  ['how do I bookmark a match on SoundBoard', 'navigation'],
  ['what does MatchMade do on this site', 'navigation'],
  ['where are my profile settings', 'navigation'],
  ['how do i get to the brand directory', 'navigation'],
  ['I cannot find the help center page', 'navigation'],
  ['how do I dismiss a recommendation in the app', 'navigation'],
];

describe('detectIntent', () => {
  it(`classifies ${PHRASINGS.length} real-world phrasings with at least 90% accuracy`, () => {
    const wrong = PHRASINGS.filter(([text, intent]) => detectIntent(text) !== intent).map(([text, intent]) => `${intent} ← "${text}" (got ${detectIntent(text)})`);
    const accuracy = 1 - wrong.length / PHRASINGS.length;
    console.info(`intent accuracy: ${(accuracy * 100).toFixed(1)}% over ${PHRASINGS.length} phrasings`, wrong);
    expect(PHRASINGS.length).toBeGreaterThanOrEqual(60);
    expect(accuracy).toBeGreaterThanOrEqual(0.9);
  });

  it("routes the assistant's own follow-up suggestions to an answer, not the generic reply", async () => {
    const { KNOWLEDGE } = await import('./knowledge.js');
    const suggestions = Object.values(KNOWLEDGE).flatMap((entries) => entries.flatMap((e) => e.suggestions));
    for (const suggestion of suggestions) expect(detectIntent(suggestion), suggestion).not.toBe('general');
    expect(detectIntent('How do I pitch to Spotify playlists?')).toBe('release');
  });

  it('recognises greetings', () => {
    expect(detectIntent('hey!')).toBe('greeting');
    expect(detectIntent('Good morning')).toBe('greeting');
  });

  it('keeps the topic of the conversation for short follow-ups', () => {
    expect(detectIntent('and what about tiktok?', ['analytics'])).toBe('analytics');
    expect(detectIntent('ok, and then?', ['release'])).toBe('release');
    expect(detectIntent('ok, and then?')).toBe('general');
  });
});
